/**
 * Withdrawal orders and withdrawal passwords. Status list: packages/shared/src/schemas/withdrawal.ts.
 */
import type { Currency } from '@casino/shared/schemas/money';
import type { WithdrawStatus } from '@casino/shared/schemas/withdrawal';
import { hashPassword, verifyPassword } from '../../core/players';
import { defineSlice, type PlatformState } from '../../core/state';

export interface WithdrawOrder {
  orderNo: string;
  clientOrderId: string;
  fingerprint: string;
  playerId: string;
  currency: Currency;
  amount: bigint;
  fee: bigint;
  methodCode: string;
  methodType: 'BANK_CARD' | 'CRYPTO_ADDRESS';
  /** A snapshot of where the money goes (masked for bank accounts). */
  destination: string;
  payoutAccountId: string;
  status: WithdrawStatus;
  remark: string | null;
  createdAt: number;
  updatedAt: number;
  completedAt: number | null;
}

export class WithdrawStore {
  private seq = 0;
  readonly byOrderNo = new Map<string, WithdrawOrder>();
  private readonly byClientId = new Map<string, WithdrawOrder>();
  private readonly byPlayer = new Map<string, WithdrawOrder[]>();
  /** scrypt hashes of withdrawal passwords, per player. */
  readonly passwords = new Map<string, string>();

  nextOrderNo(now: number): string {
    this.seq += 1;
    const d = new Date(now);
    const ymd = `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;
    return `W${ymd}${String(this.seq).padStart(6, '0')}`;
  }

  byClientOrderId(playerId: string, clientOrderId: string): WithdrawOrder | undefined {
    return this.byClientId.get(`${playerId}|${clientOrderId}`);
  }

  ofPlayer(playerId: string): WithdrawOrder[] {
    return this.byPlayer.get(playerId) ?? [];
  }

  add(order: WithdrawOrder): void {
    this.byOrderNo.set(order.orderNo, order);
    this.byClientId.set(`${order.playerId}|${order.clientOrderId}`, order);
    const list = this.byPlayer.get(order.playerId) ?? [];
    list.push(order);
    this.byPlayer.set(order.playerId, list);
  }
}

export const withdrawStore = defineSlice('withdraw', () => new WithdrawStore());

/**
 * Sets (or replaces) a player's withdrawal password. Once set, withdraw.create needs it. For the
 * account area (a "set withdrawal password" form) and the dev endpoint POST /_dev/withdraw-password.
 */
export function setWithdrawPassword(state: PlatformState, playerId: string, password: string): void {
  withdrawStore(state).passwords.set(playerId, hashPassword(password));
}

export function hasWithdrawPassword(state: PlatformState, playerId: string): boolean {
  return withdrawStore(state).passwords.has(playerId);
}

export function checkWithdrawPassword(state: PlatformState, playerId: string, password: string): boolean {
  const hash = withdrawStore(state).passwords.get(playerId);
  return hash !== undefined && verifyPassword(password, hash);
}
