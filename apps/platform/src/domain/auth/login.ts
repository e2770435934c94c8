/**
 * Password login with brute-force protection that no guesser can turn against the owner. Failures are
 * counted within a 30-minute window under the same rules for names that match an account and names that
 * do not (the answers never reveal which accounts exist):
 * - per account (any source): after 3 failures the next attempt needs a slider-captcha ticket (100701);
 *   there is no account-wide lock, so guesses from elsewhere never keep the owner out;
 * - per account and client IP: the 5th failure delays that IP's next attempt on that account by
 *   LOCK_BASE_MS, each further failure doubles the delay up to LOCK_MS (100700 with `lockedUntil`, for a
 *   known and an unknown account alike, even for the right password while it lasts);
 * - per client IP (any account): after IP_LOCK_AFTER_FAILURES failures the same progressive delay for
 *   every attempt from that IP.
 * A successful login clears the account's and that IP's counts on it; a password reset clears the account.
 */
import { CODES } from '@casino/shared/protocol/codes';
import { LOGIN_TYPE, toLoginName } from '@casino/shared/rules/validation';
import { fail } from '../../core/errors';
import type { Player } from '../../core/players';
import { defineSlice, type PlatformState } from '../../core/state';
import { consumeCaptchaTicket } from '../common/captcha';
import { accessTypeOf, commonConfig } from '../common/store';

export const FAILURE_WINDOW_MS = 30 * 60_000;
export const CAPTCHA_AFTER_FAILURES = 3;
export const LOCK_AFTER_FAILURES = 5;
export const IP_LOCK_AFTER_FAILURES = 20;
export const LOCK_BASE_MS = 60_000;
export const LOCK_MS = 30 * 60_000;

interface Attempts {
  failures: number[];
  lockedUntil: number;
}

/** Failures per account (captcha), per account and IP, and per IP (progressive delays). */
const attempts = defineSlice('auth.loginAttempts', () => ({
  account: new Map<string, number[]>(),
  pair: new Map<string, Attempts>(),
  ip: new Map<string, Attempts>(),
}));

function prune<V>(map: Map<string, V>, now: number, last: (v: V) => number): void {
  if (map.size > 20_000)
    for (const [k, v] of map) if (now - last(v) > FAILURE_WINDOW_MS + LOCK_MS) map.delete(k);
}

/** The delay after `failures` failures over `after`: LOCK_BASE_MS, doubling, at most LOCK_MS. */
function delayFor(failures: number, after: number): number {
  return Math.min(LOCK_MS, LOCK_BASE_MS * 2 ** Math.max(0, failures - after));
}

export interface PasswordLogin {
  loginType: 1 | 2;
  username: string;
  password: string;
  ticket?: string | undefined;
}

export function findPlayer(state: PlatformState, loginType: 1 | 2, username: string): Player | undefined {
  return loginType === LOGIN_TYPE.email
    ? state.players.byMail(username.trim())
    : state.players.byLogin(toLoginName(username));
}

function recent(list: number[], now: number): number[] {
  return list.filter((t) => now - t < FAILURE_WINDOW_MS);
}

export function lockedFail(until: number): never {
  fail(
    CODES.ACCOUNT_LOCKED,
    'ログインの失敗が続いたため、一時的にログインできません。しばらく待ってから再度お試しいただくか、パスワードを再設定してください',
    'Too many failed logins, so logging in is paused for a while. Please try again later or reset your password',
    { lockedUntil: until },
  );
}

/** Checks the credentials and the failure rules; returns the player or throws the right code. */
export function checkPasswordLogin(
  state: PlatformState,
  input: PasswordLogin,
  ip: string,
  now: number,
): Player {
  const access = accessTypeOf(state, ip);
  if (access === 2) {
    fail(
      CODES.ACCESS_DENIED,
      'ご利用の環境からはアクセスできません',
      'Access from your network is not allowed',
      {
        accessType: access,
      },
    );
  }
  if (access === 1) {
    fail(
      CODES.ACCESS_LIMITED,
      'お住まいの地域からはログインできません',
      'Login is not available from your region',
      {
        accessType: access,
      },
    );
  }
  const player = findPlayer(state, input.loginType, input.username);
  // One key per account whatever the spelling; a name without an account gets the same treatment.
  const account = player ? `p:${player.id}` : `${input.loginType}:${input.username.trim().toLowerCase()}`;
  const pairKey = `${account}|${ip}`;
  const store = attempts(state);
  const last = (a: Attempts) => Math.max(a.lockedUntil, a.failures.at(-1) ?? 0);
  prune(store.pair, now, last);
  prune(store.ip, now, last);
  prune(store.account, now, (f) => f.at(-1) ?? 0);
  const pair = store.pair.get(pairKey) ?? { failures: [], lockedUntil: 0 };
  const fromIp = store.ip.get(ip) ?? { failures: [], lockedUntil: 0 };
  pair.failures = recent(pair.failures, now);
  fromIp.failures = recent(fromIp.failures, now);
  const failures = recent(store.account.get(account) ?? [], now);

  // A lock set by the operator (player.lockedUntil), then this IP's delays.
  if (player?.lockedUntil && player.lockedUntil > now) lockedFail(player.lockedUntil);
  const until = Math.max(pair.lockedUntil, fromIp.lockedUntil);
  if (until > now) lockedFail(until);

  if (commonConfig(state).captcha.login && failures.length >= CAPTCHA_AFTER_FAILURES) {
    if (!consumeCaptchaTicket(state, input.ticket, now)) {
      fail(CODES.CAPTCHA_REQUIRED, 'スライダー認証を完了してください', 'Please complete the slider captcha', {
        captchaRequired: true,
      });
    }
  }

  if (!player || !state.players.passwordMatches(player, input.password)) {
    failures.push(now);
    pair.failures.push(now);
    fromIp.failures.push(now);
    store.account.set(account, failures);
    store.pair.set(pairKey, pair);
    store.ip.set(ip, fromIp);
    if (player) player.loginFailures = failures;
    let lockUntil = 0;
    if (pair.failures.length >= LOCK_AFTER_FAILURES)
      lockUntil = pair.lockedUntil = now + delayFor(pair.failures.length, LOCK_AFTER_FAILURES);
    if (fromIp.failures.length >= IP_LOCK_AFTER_FAILURES) {
      fromIp.lockedUntil = now + delayFor(fromIp.failures.length, IP_LOCK_AFTER_FAILURES);
      lockUntil = Math.max(lockUntil, fromIp.lockedUntil);
    }
    if (lockUntil) lockedFail(lockUntil);
    fail(
      CODES.WRONG_CREDENTIALS,
      'ユーザー名またはパスワードが正しくありません',
      'Wrong username or password',
      {
        captchaRequired: commonConfig(state).captcha.login && failures.length >= CAPTCHA_AFTER_FAILURES,
        remainingAttempts: Math.max(0, LOCK_AFTER_FAILURES - pair.failures.length),
      },
    );
  }
  // A disabled account is said so only to whoever knows its password (no one can probe for accounts).
  if (player.disabled) {
    fail(
      CODES.ACCOUNT_DISABLED,
      'このアカウントは利用停止中のため、ログインできません',
      'This account is disabled, so you cannot log in',
    );
  }
  player.loginFailures = [];
  store.account.delete(account);
  store.pair.delete(pairKey);
  return player;
}

/** Password reset ends the account's delays and forgets its failures (from every IP). */
export function clearLoginFailures(state: PlatformState, player: Player): void {
  player.loginFailures = [];
  player.lockedUntil = null;
  const store = attempts(state);
  const account = `p:${player.id}`;
  store.account.delete(account);
  for (const key of store.pair.keys()) if (key.startsWith(`${account}|`)) store.pair.delete(key);
}
