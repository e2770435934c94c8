/**
 * Dialogs that any call can open (the error table's actions): KYC level 3, lock user, limit login,
 * register error, lost account. One at a time; the app shell renders whichever is open.
 * A tiny external store so that the error handler, outside React, can open them.
 */
import { externalStore, useExternalStore } from './external-store';

export type GlobalDialog = 'kycL3' | 'lockUser' | 'limitLogin' | 'registerError' | 'lostAccount';

const store = externalStore<GlobalDialog | null>(null);

export function openGlobalDialog(dialog: GlobalDialog) {
  store.set(dialog);
}

export function closeGlobalDialog() {
  store.set(null);
}

export function useGlobalDialog(): GlobalDialog | null {
  return useExternalStore(store);
}
