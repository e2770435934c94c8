/**
 * Region/IP access state from common.checkIp: `limited` (accessLimit) disables login and registration
 * and shows the limit-login dialog; `denied` (access type 2) sends the visitor to /403. Kept outside
 * React so that a gateway error carrying the same verdict can set it too.
 */
import { useSyncExternalStore } from 'react';

export type AccessState = 'unknown' | 'ok' | 'limited' | 'denied';

let state: AccessState = 'unknown';
const listeners = new Set<() => void>();

export function setAccessState(next: AccessState) {
  if (state === next) return;
  state = next;
  for (const l of listeners) l();
}

export function getAccessState(): AccessState {
  return state;
}

export function useAccessState(): AccessState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
    () => state,
  );
}
