/**
 * Responsible gaming (self control): deposit limits per day, week and month, a cool-off and a
 * self-exclusion period. The settings live on the player record (`player.selfControl`); deposits
 * (domain/deposit/limits.ts) and game launches enforce them through these functions.
 */
import { CODES } from '@casino/shared/protocol/codes';
import { toUnits } from '@casino/shared/schemas/money';
import { fail } from '../../core/errors';
import type { Player } from '../../core/players';

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
  if ((sc.selfExcludedUntil ?? 0) > now) {
    fail(
      CODES.SELF_EXCLUDED,
      '自己排除期間中のため、この操作はできません',
      'Your account is self-excluded; this is not available',
      { until: sc.selfExcludedUntil, kind: 'selfExclusion' },
    );
  }
  if ((sc.coolOffUntil ?? 0) > now) {
    fail(
      CODES.SELF_EXCLUDED,
      'クールオフ期間中のため、この操作はできません',
      'You are in a cool-off period; this is not available',
      { until: sc.coolOffUntil, kind: 'coolOff' },
    );
  }
}

export interface DepositLimitUnits {
  /** Limits in units (1e-8) of the player's currency; null = no limit. */
  daily: bigint | null;
  weekly: bigint | null;
  monthly: bigint | null;
}

/** The player's deposit limits in bigint units (of `player.currency`). */
export function depositLimitsOf(player: Player): DepositLimitUnits {
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
