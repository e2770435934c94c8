/**
 * A tiny bus between the transport (which sees a failed request first) and the connectivity monitor
 * (which decides whether the gateway is gone): a failure triggers an immediate probe instead of
 * waiting for the next heartbeat.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export function onNetworkFailure(fn: Listener): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

export function reportNetworkFailure() {
  for (const fn of listeners) fn();
}
