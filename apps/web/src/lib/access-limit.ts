/**
 * Region/IP access state from common.checkIp: `limited` (accessLimit) disables login and registration
 * and shows the limit-login dialog; `denied` (access type 2) sends the visitor to /403. Kept outside
 * React so that a gateway error carrying the same verdict can set it too.
 */
import { externalStore, useExternalStore } from './external-store';

export type AccessState = 'unknown' | 'ok' | 'limited' | 'denied';

const store = externalStore<AccessState>('unknown');

export const setAccessState = store.set;
export const getAccessState = store.get;

export function useAccessState(): AccessState {
  return useExternalStore(store);
}

/** Whether login and registration are off here (a limited or denied region). */
export function useAuthDisabled(): boolean {
  const access = useAccessState();
  return access === 'limited' || access === 'denied';
}
