/**
 * Whether the page can reach the gateway: 'ok', 'offline' (the browser says it has no network) or
 * 'unreachable' (a call got no answer, timed out, or something in front of the gateway answered 502-504).
 * Every call's fetch reports here (lib/trpc.ts); the shell's banner reads it (connection-banner.tsx).
 *
 * While the connection is down, the page asks the gateway again on its own, waiting longer each time
 * (1 s, 2 s, 4 s... at most 15 s; at once when the browser says it is back online): the first answer
 * clears the state, and the page's queries are asked again, so nothing stays on a failure after the
 * gateway is back.
 */
import { externalStore } from './external-store';

export type ConnectionState = 'ok' | 'offline' | 'unreachable';

export const connection = externalStore<ConnectionState>('ok');

const MAX_PROBE_DELAY_MS = 15_000;

let probe: (() => Promise<unknown>) | undefined;
let onRecovered: (() => void) | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;
let attempt = 0;

const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

function schedule(delay: number) {
  clearTimeout(timer);
  timer = setTimeout(() => {
    timer = undefined;
    if (connection.get() === 'ok') return;
    // The probe's own answer (or failure) reaches gatewayAnswered / gatewayUnreachable.
    void probe?.().catch(() => {});
    attempt += 1;
    schedule(Math.min(1000 * 2 ** attempt, MAX_PROBE_DELAY_MS));
  }, delay);
}

function down(state: 'offline' | 'unreachable') {
  const was = connection.get();
  connection.set(state);
  if (was === 'ok') {
    attempt = 0;
    schedule(1000);
  }
}

/** A call got an answer: a 502-504 (a proxy in front of a gateway that is down) is no answer. */
export function gatewayAnswered(res: Response) {
  if (res.status >= 502 && res.status <= 504) {
    gatewayUnreachable();
    return;
  }
  if (connection.get() === 'ok') return;
  clearTimeout(timer);
  timer = undefined;
  connection.set('ok');
  onRecovered?.();
}

/** A call got no answer (network failure or time-out). */
export function gatewayUnreachable() {
  down(browserOffline() ? 'offline' : 'unreachable');
}

/**
 * Wires the connection to the app: `ask` is one cheap call to the gateway (its answer goes through the
 * same fetch, so it reports here), `recovered` runs when the connection is back.
 */
export function watchConnection(ask: () => Promise<unknown>, recovered: () => void) {
  probe = ask;
  onRecovered = recovered;
  if (typeof window === 'undefined') return;
  window.addEventListener('offline', () => down('offline'));
  window.addEventListener('online', () => {
    if (connection.get() === 'ok') return;
    connection.set('unreachable'); // the network is back; the gateway is not proven yet
    attempt = 0;
    schedule(0);
  });
  if (browserOffline()) down('offline');
}
