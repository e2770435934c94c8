/**
 * Rake back (schemas/rakeback.ts): every 'bet' event accrues a share of the stake to the player,
 * 0.5% plus 0.1% per VIP level (at most 1.5%), per currency, while the player is not self-restricted.
 * The accrual is a promise, not money yet: it is kept here and becomes money only when the player
 * receives it (`house:promotions -> player:<id>:cash`, key `rakeback:<playerId>:<n>:<currency>`).
 */
import { CURRENCIES, fromUnits, type Currency } from '@casino/shared/schemas/money';
import type { RakebackView } from '@casino/shared/schemas/rakeback';
import { CODES } from '@casino/shared/protocol/codes';
import { fail } from '../../core/errors';
import type { Player } from '../../core/players';
import { defineSlice, type PlatformState } from '../../core/state';
import { isSelfRestricted } from '../account/self-control';
import { convertUnits } from '../wallet/rates';
import { playerCash } from '../../core/accounts';
import { getOrCreate } from '../../core/collections';

export class RakebackStore {
  /** playerId -> currency -> accrued units not yet received. */
  readonly pending = new Map<string, Map<Currency, bigint>>();
  readonly receipts = new Map<string, number>();

  of(playerId: string): Map<Currency, bigint> {
    return getOrCreate(this.pending, playerId, () => new Map());
  }
}

export const rakebackStore = defineSlice('bonus.rakeback', () => new RakebackStore());

/** Rate in basis points of a percent (hundredths of a percent): 50 = 0.5%. */
export function rakebackRateBp(player: Player): number {
  return rakebackRateBpAt(player.vipLevel);
}

/** The rate of a VIP level: the one rule behind the player's rate and the VIP page's perks. */
export function rakebackRateBpAt(vipLevel: number): number {
  return Math.min(150, 50 + 10 * vipLevel);
}

/** "0.60" for 60 basis points. */
export function rakebackPercent(bp: number): string {
  return (bp / 100).toFixed(2);
}

export function accrueRakeback(
  state: PlatformState,
  playerId: string,
  currency: Currency,
  stake: bigint,
  at: number,
) {
  const player = state.players.get(playerId);
  if (!player || stake <= 0n || isSelfRestricted(player, at)) return;
  const share = (stake * BigInt(rakebackRateBp(player))) / 10000n;
  if (share <= 0n) return;
  const m = rakebackStore(state).of(playerId);
  m.set(currency, (m.get(currency) ?? 0n) + share);
}

export function rakebackView(state: PlatformState, player: Player, now: number): RakebackView {
  const m = rakebackStore(state).of(player.id);
  const pending = CURRENCIES.filter((c) => (m.get(c) ?? 0n) > 0n).map((c) => ({
    currency: c,
    amount: fromUnits(m.get(c) ?? 0n),
  }));
  let total = 0n;
  for (const [c, v] of m) total += convertUnits(v, c, player.currency);
  const bp = rakebackRateBp(player);
  return {
    rakeBackStatus: pending.length > 0 ? 1 : 0,
    rakeBackValidStatus: isSelfRestricted(player, now) ? 0 : 1,
    rakeAmountPendingTotal: fromUnits(total),
    currency: player.currency,
    rate: rakebackPercent(bp),
    pending,
  };
}

/** Moves the accrued rake back (one currency or all) to cash; NOTHING_TO_RECEIVE when none. */
export function receiveRakeback(
  state: PlatformState,
  player: Player,
  currency: Currency | undefined,
  now: number,
): { currency: Currency; amount: string }[] {
  const store = rakebackStore(state);
  const m = store.of(player.id);
  const currencies = CURRENCIES.filter((c) => (!currency || c === currency) && (m.get(c) ?? 0n) > 0n);
  if (currencies.length === 0) {
    fail(CODES.NOTHING_TO_RECEIVE, '受け取れるレーキバックはありません', 'There is no rake back to receive');
  }
  const n = (store.receipts.get(player.id) ?? 0) + 1;
  store.receipts.set(player.id, n);
  const out: { currency: Currency; amount: string }[] = [];
  for (const c of currencies) {
    const amount = m.get(c) ?? 0n;
    state.ledger.transfer({
      key: `rakeback:${player.id}:${n}:${c}`,
      kind: 'rakeback',
      from: 'house:promotions',
      to: playerCash(player.id),
      currency: c,
      amount,
      meta: { receipt: n },
      at: now,
    });
    m.set(c, 0n);
    out.push({ currency: c, amount: fromUnits(amount) });
  }
  return out;
}
