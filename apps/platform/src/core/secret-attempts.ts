/**
 * Per-player limits on secrets a logged-in player proves again (the withdrawal password, the current
 * password of a password change, a payout verification code): wrong answers are counted per player and
 * secret within `windowMs`; the `maxAttempts`-th wrong answer locks that secret for `lockMs`, and while
 * locked every answer is refused (1429 with `lockedUntil`), the right one too. A right answer clears the
 * count. Settings: PLATFORM_SECRET_MAX_ATTEMPTS / _WINDOW_MS / _LOCK_MS (config.ts).
 */
import { CODES } from '@casino/shared/protocol/codes';
import type { PlatformConfig } from '../config';
import { fail } from './errors';
import type { Player } from './players';
import { defineSlice, type PlatformState } from './state';

export type SecretKind = 'withdrawPassword' | 'password';

interface Attempts {
  failures: number[];
  lockedUntil: number;
}

const slice = defineSlice('secretAttempts', () => new Map<string, Attempts>());

function timeText(at: number, lang: 'ja' | 'en'): string {
  return new Intl.DateTimeFormat(lang === 'ja' ? 'ja-JP' : 'en-US', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Asia/Tokyo',
  }).format(new Date(at));
}

function lockedFail(until: number): never {
  fail(
    CODES.RATE_LIMITED,
    `誤った入力が続いたため、一時的にロックしています。${timeText(until, 'ja')}以降にもう一度お試しください。`,
    `Too many wrong attempts, so this is locked for now. Please try again after ${timeText(until, 'en')}.`,
    { lockedUntil: until },
  );
}

/**
 * Checks a secret under the limit: refuses while locked, runs `check` (true: right), counts a wrong
 * answer and locks at the limit. `wrong` throws the caller's own "wrong" refusal.
 */
export function checkSecret(
  state: PlatformState,
  config: Pick<PlatformConfig, 'secrets'>,
  kind: SecretKind,
  playerId: string,
  now: number,
  check: () => boolean,
  wrong: () => never,
): void {
  const map = slice(state);
  const key = `${kind}:${playerId}`;
  const a = map.get(key) ?? { failures: [], lockedUntil: 0 };
  if (a.lockedUntil > now) lockedFail(a.lockedUntil);
  if (check()) {
    map.delete(key);
    return;
  }
  a.failures = a.failures.filter((t) => now - t < config.secrets.windowMs);
  a.failures.push(now);
  if (a.failures.length >= config.secrets.maxAttempts) {
    a.failures = [];
    a.lockedUntil = now + config.secrets.lockMs;
    map.set(key, a);
    lockedFail(a.lockedUntil);
  }
  map.set(key, a);
  wrong();
}

/** The logged-in player's current password, under the attempt limit; wrong is WRONG_CREDENTIALS. */
export function checkCurrentPassword(
  state: PlatformState,
  config: Pick<PlatformConfig, 'secrets'>,
  player: Player,
  password: string,
  now: number,
): void {
  checkSecret(
    state,
    config,
    'password',
    player.id,
    now,
    () => state.players.passwordMatches(player, password),
    () =>
      fail(
        CODES.WRONG_CREDENTIALS,
        '現在のパスワードが正しくありません',
        'The current password is not correct',
      ),
  );
}
