/**
 * Responsible-gaming checks before a deposit: cool-off and self-exclusion (assertMayPlay of the
 * account area) and the player's daily, weekly and monthly deposit limits (rolling windows of
 * DEPOSIT_LIMIT_WINDOWS_MS). Limits are in the player's currency; deposits in other currencies are
 * converted at the platform's rates. Open and successful orders count (failed, cancelled and expired
 * ones do not), so a player cannot get around a limit by opening many orders at once.
 */
import { CODES } from '@casino/shared/protocol/codes';
import { fromUnits, type Currency } from '@casino/shared/schemas/money';
import { fail } from '../../core/errors';
import type { Player } from '../../core/players';
import type { PlatformState } from '../../core/state';
import { assertMayPlay, depositLimitsOf, DEPOSIT_LIMIT_WINDOWS_MS } from '../account/self-control';
import { convertUnits } from '../wallet/rates';
import { countsAgainstLimits, depositStore } from './store';

const PERIOD_TEXT = {
  daily: { ja: '1日', en: 'daily' },
  weekly: { ja: '1週間', en: 'weekly' },
  monthly: { ja: '1か月', en: 'monthly' },
} as const;

/** Deposits of the player in the window ending at `now`, in units of the player's currency. */
export function depositedWithin(state: PlatformState, player: Player, windowMs: number, now: number): bigint {
  let sum = 0n;
  for (const order of depositStore(state).ofPlayer(player.id)) {
    if (!countsAgainstLimits(order) || order.createdAt <= now - windowMs) continue;
    sum += convertUnits(order.amount, order.currency, player.currency);
  }
  return sum;
}

/**
 * Throws SELF_EXCLUDED during a cool-off or self-exclusion, and DEPOSIT_LIMIT_EXCEEDED (200004, with
 * `data: { period, limit, used, currency }`) when `amountUnits` of `currency` would pass a limit.
 */
export function assertDepositAllowed(
  state: PlatformState,
  player: Player,
  currency: Currency,
  amountUnits: bigint,
  now: number,
): void {
  assertMayPlay(player, now);
  const limits = depositLimitsOf(player);
  const amount = convertUnits(amountUnits, currency, player.currency);
  for (const period of ['daily', 'weekly', 'monthly'] as const) {
    const limit = limits[period];
    if (limit === null) continue;
    const used = depositedWithin(state, player, DEPOSIT_LIMIT_WINDOWS_MS[period], now);
    if (used + amount > limit) {
      const t = PERIOD_TEXT[period];
      fail(
        CODES.DEPOSIT_LIMIT_EXCEEDED,
        `${t.ja}の入金上限（${fromUnits(limit)} ${player.currency}）を超えるため入金できません`,
        `This deposit would exceed your ${t.en} deposit limit (${fromUnits(limit)} ${player.currency})`,
        { period, limit: fromUnits(limit), used: fromUnits(used), currency: player.currency },
      );
    }
  }
}
