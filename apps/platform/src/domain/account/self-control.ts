/**
 * Responsible gaming (self control): deposit limits per rolling day, week and month, a cool-off and a
 * self-exclusion period. The settings live on the player record (`player.selfControl`); deposits
 * (domain/deposit/limits.ts) and game launches enforce them through these functions.
 *
 * A stricter limit (a new one, or a lower one) applies at once; raising or removing a limit waits
 * LIMIT_INCREASE_DELAY_MS (a player in the heat of the moment cannot undo their own limit).
 * A cool-off or self-exclusion can be extended, never shortened.
 */
import { CODES } from '@casino/shared/protocol/codes';
import { fromUnits, toUnits } from '@casino/shared/schemas/money';
import { fail } from '../../core/errors';
import type { Player, SelfControl } from '../../core/players';

export const LIMIT_INCREASE_DELAY_MS = 24 * 3600_000;

export type LimitPeriod = 'daily' | 'weekly' | 'monthly';
export const LIMIT_PERIODS: readonly LimitPeriod[] = ['daily', 'weekly', 'monthly'];

const FIELD = {
  daily: 'dailyDepositLimit',
  weekly: 'weeklyDepositLimit',
  monthly: 'monthlyDepositLimit',
} as const satisfies Record<LimitPeriod, keyof SelfControl>;

/** True while a cool-off or a self-exclusion period runs. */
export function isSelfRestricted(player: Player, now: number): boolean {
  const sc = player.selfControl;
  return (sc.coolOffUntil ?? 0) > now || (sc.selfExcludedUntil ?? 0) > now;
}

/**
 * Throws SELF_EXCLUDED (200003) while the player is in a cool-off or self-exclusion period: called
 * before a deposit and before a game launch (real-money play).
 */
export function assertMayPlay(player: Player, now: number): void {
  const sc = player.selfControl;
  for (const [kind, until, ja, en] of [
    [
      'selfExclusion',
      sc.selfExcludedUntil,
      '自己排除期間中のため、この操作はできません',
      'Your account is self-excluded; this is not available',
    ],
    [
      'coolOff',
      sc.coolOffUntil,
      'クールオフ期間中のため、この操作はできません',
      'You are in a cool-off period; this is not available',
    ],
  ] as const) {
    if ((until ?? 0) > now) fail(CODES.SELF_EXCLUDED, ja, en, { until, kind });
  }
}

/** Applies the pending limit changes that are due. */
export function settleLimits(player: Player, now: number): void {
  const pending = player.selfControl.pendingLimits;
  if (!pending) return;
  for (const period of LIMIT_PERIODS) {
    const p = pending[period];
    if (p && p.effectiveAt <= now) {
      player.selfControl[FIELD[period]] = p.limit;
      delete pending[period];
    }
  }
}

/**
 * Changes one limit: stricter at once, looser after LIMIT_INCREASE_DELAY_MS (replacing an earlier
 * pending change). `limit` is a decimal string or null (no limit).
 */
export function changeLimit(player: Player, period: LimitPeriod, limit: string | null, now: number): void {
  settleLimits(player, now);
  const sc = player.selfControl;
  const current = sc[FIELD[period]];
  const next = limit === null ? null : fromUnits(toUnits(limit));
  const stricter = next !== null && (current === null || toUnits(next) <= toUnits(current));
  sc.pendingLimits ??= {};
  if (stricter) {
    sc[FIELD[period]] = next;
    delete sc.pendingLimits[period];
  } else if (next !== current) {
    sc.pendingLimits[period] = { limit: next, effectiveAt: now + LIMIT_INCREASE_DELAY_MS };
  }
}

export interface DepositLimitUnits {
  /** Limits in units (1e-8) of the player's currency; null = no limit. */
  daily: bigint | null;
  weekly: bigint | null;
  monthly: bigint | null;
}

/** The player's deposit limits in force at `now`, in bigint units (of `player.currency`). */
export function depositLimitsOf(player: Player, now = Date.now()): DepositLimitUnits {
  settleLimits(player, now);
  const sc = player.selfControl;
  const u = (v: string | null) => (v === null ? null : toUnits(v));
  return {
    daily: u(sc.dailyDepositLimit),
    weekly: u(sc.weeklyDepositLimit),
    monthly: u(sc.monthlyDepositLimit),
  };
}

/** Period windows for the limits: rolling 24 hours, 7 days and 30 days before `now`. */
export const DEPOSIT_LIMIT_WINDOWS_MS = {
  daily: 24 * 3600_000,
  weekly: 7 * 24 * 3600_000,
  monthly: 30 * 24 * 3600_000,
} as const;
