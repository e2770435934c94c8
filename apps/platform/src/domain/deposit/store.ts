/**
 * Deposit orders. Status machine (documented in packages/shared/src/schemas/deposit.ts):
 *   0 CREATED -> 1 PENDING (payment details issued) -> 2 REVIEWING (voucher or "paid" submitted)
 *   -> 3 SUCCESS | 4 FAILED; 0/1/2 -> 5 CANCELLED (player, before review) ; 0/1 -> 6 EXPIRED.
 * Money moves only on SUCCESS: `world:bank -> player:<id>:cash`, key `deposit:<orderNo>:credit`.
 */
import type { Currency } from '@casino/shared/schemas/money';
import { DEPOSIT_STATUS, type DepositStatus } from '@casino/shared/schemas/deposit';
import { defineSlice } from '../../core/state';

export { DEPOSIT_STATUS, type DepositStatus };

export interface DepositOrder {
  orderNo: string;
  clientOrderId: string;
  /** Canonical content of the create request: a retry with other content is an idempotency conflict. */
  fingerprint: string;
  playerId: string;
  currency: Currency;
  amount: bigint;
  channelCode: string;
  status: DepositStatus;
  createdAt: number;
  updatedAt: number;
  expireAt: number;
  /** Payment details the player pays to (bank account, QR content, crypto address). */
  payInfo: Record<string, string>;
  voucher: { fileUrl: string; remark: string | null; submittedAt: number } | null;
  couponId: string | null;
  bonusRequestId: string | null;
  remark: string | null;
  successAt: number | null;
}

export class DepositStore {
  private seq = 0;
  readonly byOrderNo = new Map<string, DepositOrder>();
  private readonly byClientId = new Map<string, DepositOrder>();
  private readonly byPlayer = new Map<string, DepositOrder[]>();
  /** Per player: the time up to which successful deposits have been shown (successfulTimeUpdate). */
  readonly successSeenAt = new Map<string, number>();

  nextOrderNo(now: number): string {
    this.seq += 1;
    const d = new Date(now);
    const ymd = `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;
    return `D${ymd}${String(this.seq).padStart(6, '0')}`;
  }

  byClientOrderId(playerId: string, clientOrderId: string): DepositOrder | undefined {
    return this.byClientId.get(`${playerId}|${clientOrderId}`);
  }

  ofPlayer(playerId: string): DepositOrder[] {
    return this.byPlayer.get(playerId) ?? [];
  }

  add(order: DepositOrder): void {
    this.byOrderNo.set(order.orderNo, order);
    this.byClientId.set(`${order.playerId}|${order.clientOrderId}`, order);
    const list = this.byPlayer.get(order.playerId) ?? [];
    list.push(order);
    this.byPlayer.set(order.playerId, list);
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
