/**
 * "The first screen is up": the window's load event has fired and the browser then had an idle moment,
 * or 3 s have passed since the page started, whichever comes first. What a player's page needs only
 * after its first screen (the live channel and the credited-deposit notice, and the schemas and texts
 * they load) waits for it, so their downloads and evaluation do not compete with the first screen's on
 * a phone (the largest paint waited for a dozen such chunks). Once settled, it stays so for the page's
 * life: a later page of the same visit has it at once.
 */
import { useSyncExternalStore } from 'react';

const LATEST_MS = 3000;
let settled = typeof window === 'undefined';
const listeners = new Set<() => void>();

function settle() {
  if (settled) return;
  settled = true;
  for (const l of listeners) l();
  listeners.clear();
}

if (!settled) {
  // Safari has no requestIdleCallback: a timer then.
  const idle = (fn: () => void) => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(fn, { timeout: 500 });
    else setTimeout(fn, 1);
  };
  if (document.readyState === 'complete') idle(settle);
  else window.addEventListener('load', () => idle(settle), { once: true });
  setTimeout(settle, Math.max(0, LATEST_MS - performance.now()));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once the page's first screen is up (see above); renders again when it becomes true. */
export function usePageSettled(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => settled,
    () => false,
  );
}
