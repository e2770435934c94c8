/**
 * The order statuses that can still change: the live channel follows a deposit or withdrawal in one of
 * them until it reaches a final one, and a stream's snapshot lists the player's orders in them.
 */
import { DEPOSIT_STATUS, WITHDRAW_STATUS } from '../rules/statuses';

const OPEN_DEPOSIT = new Set<number>([
  DEPOSIT_STATUS.CREATED,
  DEPOSIT_STATUS.PENDING,
  DEPOSIT_STATUS.REVIEWING,
]);
const OPEN_WITHDRAW = new Set<number>([WITHDRAW_STATUS.PENDING, WITHDRAW_STATUS.PROCESSING]);

export function isOpenOrder(kind: 'deposit' | 'withdraw', status: number): boolean {
  return (kind === 'deposit' ? OPEN_DEPOSIT : OPEN_WITHDRAW).has(status);
}
