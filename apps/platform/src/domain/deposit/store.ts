/**
 * Deposit orders. Status machine (documented in packages/shared/src/schemas/deposit.ts):
 *   0 CREATED -> 1 PENDING (payment details issued) -> 2 REVIEWING (voucher or "paid" submitted)
 *   -> 3 SUCCESS | 4 FAILED; 0/1/2 -> 5 CANCELLED (player, before review) ; 0/1 -> 6 EXPIRED.
 * Money moves only on SUCCESS: `world:bank -> player:<id>:cash`, key `deposit:<orderNo>:credit`.
 */
import { DEPOSIT_STATUS, type DepositStatus } from '@casino/shared/schemas/deposit';
import { OrderBook, type PlacedOrder } from '../../core/orders';
import { defineSlice } from '../../core/state';

export { DEPOSIT_STATUS, type DepositStatus };

export interface DepositOrder extends PlacedOrder {
  channelCode: string;
  status: DepositStatus;
  expireAt: number;
  /** Payment details the player pays to (bank account, QR content, crypto address). */
  payInfo: Record<string, string>;
  voucher: { fileUrl: string; remark: string | null; submittedAt: number } | null;
  couponId: string | null;
  bonusRequestId: string | null;
  successAt: number | null;
}

export class DepositStore extends OrderBook<DepositOrder> {
  /** Per player: the time up to which successful deposits have been shown (successfulTimeUpdate). */
  readonly successSeenAt = new Map<string, number>();

  constructor() {
    super('D');
  }
}

export const depositStore = defineSlice('deposit', () => new DepositStore());

/** Orders that count against deposit limits: everything not failed, cancelled or expired. */
export function countsAgainstLimits(order: DepositOrder): boolean {
  return (
    order.status !== DEPOSIT_STATUS.FAILED &&
    order.status !== DEPOSIT_STATUS.CANCELLED &&
    order.status !== DEPOSIT_STATUS.EXPIRED
  );
}
