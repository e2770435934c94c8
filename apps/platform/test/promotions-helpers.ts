/** Helpers of the promotions tests: settled bets and credited deposits through the dev endpoints. */
import { randomUUID } from 'node:crypto';
import type { TestPlatform } from './harness';
import { depositOrder, type MoneyPlayer } from './money-helpers';

/** A settled provider round (cash -> house:games), which emits the 'bet' event. */
export async function bet(p: TestPlatform, me: MoneyPlayer, amount: string, win?: string): Promise<void> {
  await p.dev('POST', '/bets', {
    loginName: me.loginName,
    currency: 'JPY',
    amount,
    win,
    roundId: randomUUID(),
  });
}

/** A deposit created by the player and approved by the back office ('deposit.credited'). */
export async function deposit(p: TestPlatform, me: MoneyPlayer, amount: string): Promise<string> {
  const order = await me.ok('/api/v1/deposit/create', depositOrder('JPY', amount, 'BANK_JP'));
  await p.dev('POST', '/deposits/approve', { orderNo: order.orderNo });
  return order.orderNo as string;
}

export const T = '/api/phoenix/prom';
