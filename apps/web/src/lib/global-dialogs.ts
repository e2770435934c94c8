/**
 * Dialogs that any call can open (the error table's actions): KYC level 3, lock user, limit login,
 * register error, lost account. One at a time; the app shell renders whichever is open.
 * A tiny external store so that the error handler, outside React, can open them.
 */
import { useSyncExternalStore } from 'react';

export type GlobalDialog = 'kycL3' | 'lockUser' | 'limitLogin' | 'registerError' | 'lostAccount';

let current: GlobalDialog | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const l of listeners) l();
}

export function openGlobalDialog(dialog: GlobalDialog) {
  current = dialog;
  emit();
}

export function closeGlobalDialog() {
  current = null;
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useGlobalDialog(): GlobalDialog | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
}
