/**
 * The step after a successful login (spec section 4): which add-info step or dialog comes next, or
 * that the player is logged in (with the wallets sorted for display).
 */
import { type Flag, isFlagSet } from './kyc';
import { sortWallets } from './format';

export interface AfterLoginUser<W extends { currency: string } = { currency: string }> {
  emailBindFlag?: Flag;
  mobileBindFlag?: Flag;
  needBindPhone?: Flag;
  /** Whether the player has set a username and password (players who signed up by email have not). */
  userNamePwdStatus?: Flag;
  wallets?: readonly W[] | null;
}

export type AfterLoginStep<W> =
  /** 1: bind a phone; 2: bind an email; 3: bind an email and set a username and password. */
  { kind: 'addInfo'; step: 1 | 2 | 3 } | { kind: 'registrationSuccess' } | { kind: 'loggedIn'; wallets: W[] };

/**
 * Precedence, first match wins (the spec's order):
 *  1. email not bound -> add-info step 3 when the username and password are also unset, else step 2;
 *  2. phone needs binding (needBindPhone and not already bound) -> add-info step 1;
 *  3. username and password unset -> the registration-success dialog;
 *  4. otherwise -> logged in, wallets in the wallet order.
 * So an unbound email beats a phone that needs binding, and both beat the registration-success dialog.
 */
export function afterLoginStep<W extends { currency: string }>(user: AfterLoginUser<W>): AfterLoginStep<W> {
  const credentialsSet = isFlagSet(user.userNamePwdStatus);
  if (!isFlagSet(user.emailBindFlag)) return { kind: 'addInfo', step: credentialsSet ? 2 : 3 };
  if (isFlagSet(user.needBindPhone) && !isFlagSet(user.mobileBindFlag)) return { kind: 'addInfo', step: 1 };
  if (!credentialsSet) return { kind: 'registrationSuccess' };
  return { kind: 'loggedIn', wallets: sortWallets(user.wallets ?? []) };
}
