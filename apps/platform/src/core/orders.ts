/**
 * What deposit and withdrawal orders share: one book per domain that finds an order by its number,
 * by (player, client order id) for idempotent creation, and lists a player's orders; and the order
 * lists' filters.
 */
import { CODES } from '@casino/shared/protocol/codes';
import { toUnits, type Currency } from '@casino/shared/schemas/money';
import { fail, MESSAGES, PlatformError } from './errors';
import type { Ledger } from './ledger';

export interface PlayerOrder {
  orderNo: string;
  clientOrderId: string;
  playerId: string;
  currency: Currency;
  status: number;
  createdAt: number;
}

/** What a placed deposit or withdrawal order carries besides its status machine. */
export interface PlacedOrder extends PlayerOrder {
  /** Canonical content of the create request: a retry with other content is an idempotency conflict. */
  fingerprint: string;
  amount: bigint;
  remark: string | null;
  updatedAt: number;
}

/** The canonical content of a create request: currency, amount in units, then the domain's own fields. */
export function orderFingerprint(
  input: { currency: Currency; amount: string },
  ...fields: (string | undefined)[]
): string {
  return JSON.stringify([input.currency, toUnits(input.amount).toString(), ...fields.map((f) => f ?? null)]);
}

export class OrderBook<T extends PlayerOrder & { fingerprint: string }> {
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

  /**
   * Idempotent creation: the order this player already created with this client order id (the same
   * request again), undefined for a new one; other content under the same id is IDEMPOTENCY_CONFLICT.
   */
  replay(playerId: string, clientOrderId: string, fingerprint: string): T | undefined {
    const existing = this.byClientOrderId(playerId, clientOrderId);
    if (existing && existing.fingerprint !== fingerprint)
      throw new PlatformError(CODES.IDEMPOTENCY_CONFLICT, MESSAGES.idempotencyConflict);
    return existing;
  }

  ofPlayer(playerId: string): T[] {
    return this.byPlayer.get(playerId) ?? [];
  }

  /** A back-office decision on the order with this number: a status step (see transition). */
  decide(orderNo: string, to: number, from: readonly number[], apply: (order: T) => void): T {
    const order = this.find(orderNo);
    return transition(order, to, from, () => apply(order));
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

/** What every new order starts with: who placed it, with which request, for how much, when. */
export function placedOrder(
  orderNo: string,
  playerId: string,
  request: { clientOrderId: string; currency: Currency; fingerprint: string; amount: bigint },
  now: number,
): Omit<PlacedOrder, 'status'> {
  return { orderNo, playerId, ...request, createdAt: now, updatedAt: now, remark: null };
}

/**
 * Moves an order's whole amount between two accounts (`key` makes it happen once); the ledger meta
 * names the order first.
 */
export function moveOrderAmount(
  ledger: Ledger,
  order: Pick<PlacedOrder, 'orderNo' | 'currency' | 'amount'>,
  move: { key: string; kind: string; from: string; to: string; meta?: Record<string, unknown> },
  at: number,
): void {
  const { currency, amount } = order;
  ledger.transfer({ ...move, currency, amount, meta: { orderNo: order.orderNo, ...move.meta }, at });
}

/** Moves an order to `status`, stamped `now`. */
export function setStatus<T extends PlacedOrder>(order: T, status: T['status'], now: number): void {
  order.status = status;
  order.updatedAt = now;
}

/**
 * One step of an order's status machine: an order already in `to` is returned as it is (a repeat does
 * nothing), one not in `from` is ORDER_STATE; otherwise `apply` runs (it moves the money and sets the
 * status) and the order is returned.
 */
export function transition<T extends PlayerOrder>(
  order: T,
  to: number,
  from: readonly number[],
  apply: () => void,
): T {
  if (order.status === to) return order;
  if (!from.includes(order.status)) orderStateError(order);
  apply();
  return order;
}

const KIND = {
  deposit: { ja: '入金', en: 'deposit', way: { ja: '入金方法', en: 'deposit channel' } },
  withdrawal: { ja: '出金', en: 'withdrawal', way: { ja: '出金方法', en: 'withdrawal method' } },
} as const;

/** CHANNEL_UNAVAILABLE: the deposit channel or withdrawal method asked for is not offered in the currency. */
export function wayUnavailable(kind: keyof typeof KIND, details: Record<string, unknown>): never {
  const { way } = KIND[kind];
  fail(
    CODES.CHANNEL_UNAVAILABLE,
    `この通貨ではご利用いただけない${way.ja}です`,
    `This ${way.en} is not available for the currency`,
    details,
  );
}

/**
 * The order's amount in units, AMOUNT_OUT_OF_RANGE outside the deposit channel's or withdrawal
 * method's range (decimal strings in `currency`).
 */
export function amountInRange(
  kind: keyof typeof KIND,
  amount: string,
  range: { min: string; max: string; currency: Currency },
): bigint {
  const units = toUnits(amount);
  if (units < toUnits(range.min) || units > toUnits(range.max)) {
    const { min, max, currency } = range;
    fail(
      CODES.AMOUNT_OUT_OF_RANGE,
      `${KIND[kind].ja}額は${min}〜${max} ${currency}の範囲で入力してください`,
      `The ${KIND[kind].en} must be between ${min} and ${max} ${currency}`,
      { minAmount: min, maxAmount: max },
    );
  }
  return units;
}
