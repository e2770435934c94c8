/**
 * What follows a login or a registration (spec section 4, "After login"): the add-info step (1 phone,
 * 2 email, 3 email + username/password) or the registration-success dialog. The gateway computes it
 * (session.login's afterLogin, from the shared after-login rule); the shell shows it on any page.
 */
import { useSyncExternalStore } from 'react';

export interface AfterLoginState {
  addInfoStep: 0 | 1 | 2 | 3;
  showRegisterSuccess: boolean;
}

const NONE: AfterLoginState = { addInfoStep: 0, showRegisterSuccess: false };
let state: AfterLoginState = NONE;
const listeners = new Set<() => void>();

export function setAfterLogin(next: AfterLoginState) {
  state = next;
  for (const l of listeners) l();
}

export function clearAfterLogin() {
  setAfterLogin(NONE);
}

export function useAfterLogin(): AfterLoginState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
    () => state,
  );
}
