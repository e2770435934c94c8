/**
 * What follows a login or a registration (spec section 4, "After login"): the add-info step (1 phone,
 * 2 email, 3 email + username/password) or the registration-success dialog. The gateway computes it
 * (session.login's afterLogin, from the shared after-login rule); the shell shows it on any page.
 */
import { externalStore, useExternalStore } from '../../../lib/external-store';

export interface AfterLoginState {
  addInfoStep: 0 | 1 | 2 | 3;
  showRegisterSuccess: boolean;
}

const NONE: AfterLoginState = { addInfoStep: 0, showRegisterSuccess: false };
const store = externalStore<AfterLoginState>(NONE);

export const setAfterLogin = store.set;

export function clearAfterLogin() {
  store.set(NONE);
}

export function useAfterLogin(): AfterLoginState {
  return useExternalStore(store);
}
