/**
 * Password login with brute-force protection: failures are counted per account within a 30-minute
 * window (also for names that do not exist, so the answers do not reveal which accounts exist).
 * After 3 failures the next attempt needs a slider-captcha ticket (100701); the 5th failure locks the
 * account (100700) for 30 minutes or until the password is reset.
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
export const LOCK_MS = 30 * 60_000;

/** Failures of identities that match no account (same rules, so nothing leaks). */
const unknownFailures = defineSlice('auth.unknownFailures', () => new Map<string, number[]>());

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
    'ログインの失敗が続いたため、アカウントがロックされています。30分後に再度お試しいただくか、パスワードを再設定してください',
    'Your account is locked after too many failed logins. Try again in 30 minutes or reset your password',
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
  const key = `${input.loginType}:${input.username.trim().toLowerCase()}`;
  const failures = recent(player ? player.loginFailures : (unknownFailures(state).get(key) ?? []), now);

  if (player?.lockedUntil && player.lockedUntil > now) lockedFail(player.lockedUntil);
  if (player?.lockedUntil && player.lockedUntil <= now) {
    player.lockedUntil = null;
    player.loginFailures = [];
    failures.length = 0;
  }

  if (commonConfig(state).captcha.login && failures.length >= CAPTCHA_AFTER_FAILURES) {
    if (!consumeCaptchaTicket(state, input.ticket, now)) {
      fail(CODES.CAPTCHA_REQUIRED, 'スライダー認証を完了してください', 'Please complete the slider captcha', {
        captchaRequired: true,
      });
    }
  }

  if (!player || player.disabled || !state.players.passwordMatches(player, input.password)) {
    failures.push(now);
    if (player) player.loginFailures = failures;
    else {
      const map = unknownFailures(state);
      if (map.size > 10000)
        for (const [k, v] of map) if (!v.some((t) => now - t < FAILURE_WINDOW_MS)) map.delete(k);
      map.set(key, failures);
    }
    if (player && failures.length >= LOCK_AFTER_FAILURES) {
      // Existing sessions stay: a lock stops guessing, it must not let a guesser log the owner out.
      player.lockedUntil = now + LOCK_MS;
      lockedFail(player.lockedUntil);
    }
    fail(
      CODES.WRONG_CREDENTIALS,
      'ユーザー名またはパスワードが正しくありません',
      'Wrong username or password',
      {
        captchaRequired: commonConfig(state).captcha.login && failures.length >= CAPTCHA_AFTER_FAILURES,
        remainingAttempts: Math.max(0, LOCK_AFTER_FAILURES - failures.length),
      },
    );
  }
  player.loginFailures = [];
  return player;
}

/** Password reset ends a lock and forgets the failures. */
export function clearLoginFailures(player: Player): void {
  player.loginFailures = [];
  player.lockedUntil = null;
}
