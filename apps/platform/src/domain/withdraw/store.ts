/**
 * Withdrawal orders and withdrawal passwords. Status list: packages/shared/src/schemas/withdrawal.ts.
 */
import type { WithdrawStatus } from '@casino/shared/schemas/withdrawal';
import { hashPassword, verifyPassword } from '../../core/players';
import { OrderBook, type PlacedOrder } from '../../core/orders';
import { defineSlice, type PlatformState } from '../../core/state';

export interface WithdrawOrder extends PlacedOrder {
  fee: bigint;
  methodCode: string;
  methodType: 'BANK_CARD' | 'CRYPTO_ADDRESS';
  /** A snapshot of where the money goes (masked for bank accounts). */
  destination: string;
  payoutAccountId: string;
  status: WithdrawStatus;
  completedAt: number | null;
}

export class WithdrawStore extends OrderBook<WithdrawOrder> {
  /** scrypt hashes of withdrawal passwords, per player. */
  readonly passwords = new Map<string, string>();

  constructor() {
    super('W');
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
