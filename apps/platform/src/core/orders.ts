/**
 * What deposit and withdrawal orders share: one book per domain that finds an order by its number,
 * by (player, client order id) for idempotent creation, and lists a player's orders; and the order
 * lists' filters.
 */
import { CODES } from '@casino/shared/protocol/codes';
import type { Currency } from '@casino/shared/schemas/money';
import { fail } from './errors';

export interface PlayerOrder {
  orderNo: string;
  clientOrderId: string;
  playerId: string;
  currency: Currency;
  status: number;
  createdAt: number;
}

export class OrderBook<T extends PlayerOrder> {
  private seq = 0;
  readonly byOrderNo = new Map<string, T>();
  private readonly byClientId = new Map<string, T>();
  private readonly byPlayer = new Map<string, T[]>();

  /** `prefix` starts every order number: `<prefix><YYYYMMDD UTC><6-digit sequence>`. */
  constructor(private readonly prefix: string) {}

  nextOrderNo(now: number): string {
    this.seq += 1;
    const d = new Date(now);
    const ymd = `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;
    return `${this.prefix}${ymd}${String(this.seq).padStart(6, '0')}`;
  }

  /** The order with this number (of this player when one is given), or ORDER_NOT_FOUND. */
  find(orderNo: string, playerId?: string): T {
    const order = this.byOrderNo.get(orderNo);
    if (!order || (playerId !== undefined && order.playerId !== playerId))
      fail(CODES.ORDER_NOT_FOUND, '注文が見つかりません', 'No such order', { orderNo });
    return order;
  }

  byClientOrderId(playerId: string, clientOrderId: string): T | undefined {
    return this.byClientId.get(`${playerId}|${clientOrderId}`);
  }

  ofPlayer(playerId: string): T[] {
    return this.byPlayer.get(playerId) ?? [];
  }

  add(order: T): void {
    this.byOrderNo.set(order.orderNo, order);
    this.byClientId.set(`${order.playerId}|${order.clientOrderId}`, order);
    const list = this.byPlayer.get(order.playerId) ?? [];
    list.push(order);
    this.byPlayer.set(order.playerId, list);
  }
}

/** The orders matching an order list's filters (status, currency, created between), newest first. */
export function filterOrders<T extends PlayerOrder>(
  orders: readonly T[],
  input: {
    status?: number | undefined;
    currency?: Currency | undefined;
    startTime?: number | undefined;
    endTime?: number | undefined;
  },
): T[] {
  return orders
    .filter(
      (o) =>
        (input.status === undefined || o.status === input.status) &&
        (input.currency === undefined || o.currency === input.currency) &&
        (input.startTime === undefined || o.createdAt >= input.startTime) &&
        (input.endTime === undefined || o.createdAt <= input.endTime),
    )
    .reverse();
}

/** ORDER_STATE: the operation does not fit the order's current status. */
export function orderStateError(order: PlayerOrder): never {
  fail(
    CODES.ORDER_STATE,
    'この注文の状態では操作できません',
    'This operation is not possible in the order’s current status',
    { orderNo: order.orderNo, status: order.status },
  );
}
