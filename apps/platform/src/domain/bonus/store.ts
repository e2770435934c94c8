/**
 * Bonuses: records of every bonus a player got (deposit coupons, promotions prizes, CDK codes), their
 * wagering, and the moves of bonus money on the ledger. Status list: packages/shared/src/schemas/bonus.ts.
 *
 * Money: a granted bonus moves `house:promotions -> player:<id>:bonus` (key `bonus:<requestId>:grant`);
 * release moves what is left of it `player:<id>:bonus -> player:<id>:cash` (`bonus:<requestId>:release`);
 * give up, cancel and expiry move it back `player:<id>:bonus -> house:promotions`
 * (`bonus:<requestId>:forfeit`). A bonus with wagerMultiplier 0 is plain cash: it is granted straight
 * to `player:<id>:cash` and is RELEASED at once. The bonus account is one per currency, so a bonus's
 * "remaining" is capped by what the account still holds (bets may have spent bonus money).
 *
 * Wagering: every 'bet' event in a currency adds its amount to the oldest ACTIVE bonus of that currency;
 * the overflow goes to the next one. When the turnover reaches `wagerRequired` the bonus becomes
 * RELEASABLE, or RELEASED at once when it is an auto-release bonus (grantBonus default).
 */
import type { Currency } from '@casino/shared/schemas/money';
import { fromUnits } from '@casino/shared/schemas/money';
import {
  ACTIVE_BONUS_STATUSES,
  BONUS_REQUEST_STATUS,
  BONUS_STATUS,
  type BonusStatus,
  type BonusView,
} from '@casino/shared/schemas/bonus';
import type { LocalizedText } from '../../core/errors';
import { defineSlice, type PlatformState } from '../../core/state';
import { playerBonus, playerCash } from '../../core/accounts';

export interface BonusRecord {
  requestId: string;
  playerId: string;
  /** The caller's idempotency key (one bonus per key). */
  key: string;
  bonusType: number;
  /** Review status of the request (BONUS_REQUEST_STATUS). */
  status: number;
  bonusStatus: BonusStatus;
  currency: Currency;
  bonusAmount: bigint;
  /** Bonus money still attributed to this bonus (locked). */
  remaining: bigint;
  fetchCurrency: Currency;
  fetchAmount: bigint;
  name: LocalizedText;
  wagerMultiplier: number;
  wagerRequired: bigint;
  wagerDone: bigint;
  autoRelease: boolean;
  createdAt: number;
  updatedAt: number;
  expireAt: number | null;
  /** Where it came from (coupon id, deposit order, CDK code...). */
  source: Record<string, string>;
}

export interface GrantBonusRequest {
  playerId: string;
  currency: Currency;
  /** Bonus money in 1e-8 units (> 0). */
  amount: bigint;
  bonusType: number;
  name: LocalizedText;
  /** Turnover required = amount × wagerMultiplier; 0 = plain cash, released at once. */
  wagerMultiplier: number;
  /** Idempotency key of the business operation, e.g. `tournament:<id>:prize:<playerId>`. */
  key: string;
  /** Default true: the money becomes cash as soon as wagering is met. */
  autoRelease?: boolean;
  /** Default 30 days from `at`; null = never expires. */
  expireAt?: number | null;
  fetchCurrency?: Currency;
  fetchAmount?: bigint;
  source?: Record<string, string>;
  at?: number;
}

const DAY = 24 * 60 * 60 * 1000;

export class BonusStore {
  private seq = 0;
  readonly byId = new Map<string, BonusRecord>();
  private readonly byKey = new Map<string, BonusRecord>();
  private readonly byPlayer = new Map<string, BonusRecord[]>();

  nextId(): string {
    this.seq += 1;
    return `BR${String(100000 + this.seq)}`;
  }

  forKey(key: string): BonusRecord | undefined {
    return this.byKey.get(key);
  }

  /** A player's bonuses, oldest first. */
  ofPlayer(playerId: string): BonusRecord[] {
    return this.byPlayer.get(playerId) ?? [];
  }

  add(record: BonusRecord): void {
    this.byId.set(record.requestId, record);
    this.byKey.set(record.key, record);
    const list = this.byPlayer.get(record.playerId) ?? [];
    list.push(record);
    this.byPlayer.set(record.playerId, list);
  }
}

export const bonusStore = defineSlice('bonus', () => new BonusStore());

function wagerRequiredFor(amount: bigint, multiplier: number): bigint {
  return (amount * BigInt(Math.round(multiplier * 100))) / 100n;
}

/** True when another bonus of the currency is wagering (ACTIVE); a RELEASABLE one no longer takes turnover. */
function hasActiveInCurrency(state: PlatformState, playerId: string, currency: Currency, except: string) {
  return bonusStore(state)
    .ofPlayer(playerId)
    .some((b) => b.requestId !== except && b.currency === currency && b.bonusStatus === BONUS_STATUS.ACTIVE);
}

/**
 * The record of a new bonus: live (granted: ACTIVE, its money counted, 30 days by default) or waiting
 * (requested: PENDING, nothing counted, no end by default).
 */
function newRecord(store: BonusStore, request: GrantBonusRequest, at: number, live: boolean): BonusRecord {
  if (request.amount <= 0n) throw new Error(`bonus amount must be positive: ${request.amount}`);
  return {
    requestId: store.nextId(),
    playerId: request.playerId,
    key: request.key,
    bonusType: request.bonusType,
    status: live ? BONUS_REQUEST_STATUS.APPROVED : BONUS_REQUEST_STATUS.REVIEWING,
    bonusStatus: live ? BONUS_STATUS.ACTIVE : BONUS_STATUS.PENDING,
    currency: request.currency,
    bonusAmount: request.amount,
    remaining: live ? request.amount : 0n,
    fetchCurrency: request.fetchCurrency ?? request.currency,
    fetchAmount: request.fetchAmount ?? 0n,
    name: request.name,
    wagerMultiplier: request.wagerMultiplier,
    wagerRequired: wagerRequiredFor(request.amount, request.wagerMultiplier),
    wagerDone: 0n,
    autoRelease: request.autoRelease ?? true,
    createdAt: at,
    updatedAt: at,
    expireAt: request.expireAt === undefined ? (live ? at + 30 * DAY : null) : request.expireAt,
    source: { ...request.source },
  };
}

/**
 * Grants a bonus (or a prize): idempotent on `key` (a retry returns the first record and moves nothing).
 * With wagerMultiplier 0 the money goes straight to cash. Returns the bonus record.
 */
export function grantBonus(state: PlatformState, request: GrantBonusRequest): BonusRecord {
  return addBonus(state, request, true);
}

/**
 * Records a bonus that waits for something (a deposit bonus waits for its deposit): status PENDING,
 * nothing moves until `activate`. Idempotent on `key` like grantBonus.
 */
export function requestBonus(state: PlatformState, request: GrantBonusRequest): BonusRecord {
  return addBonus(state, request, false);
}

/** The bonus of `request.key` (first call only: a new record, activated at once when `active`). */
function addBonus(state: PlatformState, request: GrantBonusRequest, active: boolean): BonusRecord {
  const store = bonusStore(state);
  const existing = store.forKey(request.key);
  if (existing) return existing;
  const at = request.at ?? Date.now();
  const record = newRecord(store, request, at, active);
  if (active) activate(state, record, at);
  store.add(record);
  return record;
}

/**
 * Moves a granted bonus's money in and sets its first live status. Used by grantBonus and by a PENDING
 * deposit bonus whose deposit is credited.
 */
export function activate(state: PlatformState, record: BonusRecord, at: number): void {
  if (record.wagerRequired === 0n) {
    state.ledger.transfer({
      key: `bonus:${record.requestId}:grant`,
      kind: 'bonus.grant',
      from: 'house:promotions',
      to: playerCash(record.playerId),
      currency: record.currency,
      amount: record.bonusAmount,
      meta: { requestId: record.requestId, bonusType: record.bonusType },
      at,
    });
    record.remaining = 0n;
    record.bonusStatus = BONUS_STATUS.RELEASED;
    record.status = BONUS_REQUEST_STATUS.APPROVED;
    record.updatedAt = at;
    return;
  }
  state.ledger.transfer({
    key: `bonus:${record.requestId}:grant`,
    kind: 'bonus.grant',
    from: 'house:promotions',
    to: playerBonus(record.playerId),
    currency: record.currency,
    amount: record.bonusAmount,
    meta: { requestId: record.requestId, bonusType: record.bonusType },
    at,
  });
  record.remaining = record.bonusAmount;
  record.status = BONUS_REQUEST_STATUS.APPROVED;
  record.bonusStatus = hasActiveInCurrency(state, record.playerId, record.currency, record.requestId)
    ? BONUS_STATUS.QUEUED
    : BONUS_STATUS.ACTIVE;
  record.updatedAt = at;
}

/** What is left of a bonus's money: its remaining share, capped by the bonus account's balance. */
function releasable(state: PlatformState, record: BonusRecord): bigint {
  const held = state.ledger.balance(playerBonus(record.playerId), record.currency);
  return record.remaining < held ? record.remaining : held > 0n ? held : 0n;
}

/** After a bonus leaves the active set, the oldest queued one of its currency starts wagering. */
function promoteQueued(state: PlatformState, playerId: string, currency: Currency, at: number): void {
  if (hasActiveInCurrency(state, playerId, currency, '')) return;
  const next = bonusStore(state)
    .ofPlayer(playerId)
    .find((b) => b.currency === currency && b.bonusStatus === BONUS_STATUS.QUEUED);
  if (next) {
    next.bonusStatus = BONUS_STATUS.ACTIVE;
    next.updatedAt = at;
  }
}

/** Converts a bonus's remaining money to cash and marks it RELEASED. */
export function releaseBonus(state: PlatformState, record: BonusRecord, at: number): void {
  const amount = releasable(state, record);
  if (amount > 0n) {
    state.ledger.transfer({
      key: `bonus:${record.requestId}:release`,
      kind: 'bonus.release',
      from: playerBonus(record.playerId),
      to: playerCash(record.playerId),
      currency: record.currency,
      amount,
      meta: { requestId: record.requestId },
      at,
    });
  }
  record.remaining = 0n;
  record.bonusStatus = BONUS_STATUS.RELEASED;
  record.updatedAt = at;
  promoteQueued(state, record.playerId, record.currency, at);
}

/** Gives the remaining money back to the house and sets the final status (given up, cancelled, expired). */
export function forfeitBonus(
  state: PlatformState,
  record: BonusRecord,
  finalStatus: BonusStatus,
  at: number,
): void {
  const amount = record.bonusStatus === BONUS_STATUS.PENDING ? 0n : releasable(state, record);
  if (amount > 0n) {
    state.ledger.transfer({
      key: `bonus:${record.requestId}:forfeit`,
      kind: 'bonus.forfeit',
      from: playerBonus(record.playerId),
      to: 'house:promotions',
      currency: record.currency,
      amount,
      meta: { requestId: record.requestId, status: finalStatus },
      at,
    });
  }
  record.remaining = 0n;
  record.bonusStatus = finalStatus;
  record.updatedAt = at;
  promoteQueued(state, record.playerId, record.currency, at);
}

/** Expires the player's live bonuses whose expireAt has passed. */
export function expireBonuses(state: PlatformState, playerId: string, now: number): void {
  for (const b of bonusStore(state).ofPlayer(playerId)) {
    if (b.expireAt !== null && b.expireAt <= now && isLive(b)) {
      forfeitBonus(state, b, BONUS_STATUS.EXPIRED, now);
    }
  }
}

export function isLive(b: BonusRecord): boolean {
  return b.bonusStatus === BONUS_STATUS.PENDING || ACTIVE_BONUS_STATUSES.includes(b.bonusStatus);
}

/** Adds a bet's turnover to the player's active bonuses of that currency (oldest first). */
export function applyWager(
  state: PlatformState,
  playerId: string,
  currency: Currency,
  amount: bigint,
  at: number,
): void {
  expireBonuses(state, playerId, at);
  let left = amount;
  // Each pass handles the current ACTIVE bonus; a met one may promote a queued one which takes the rest.
  for (let guard = 0; left > 0n && guard < 1000; guard++) {
    const active = bonusStore(state)
      .ofPlayer(playerId)
      .find((b) => b.currency === currency && b.bonusStatus === BONUS_STATUS.ACTIVE);
    if (!active) return;
    const need = active.wagerRequired - active.wagerDone;
    const used = left < need ? left : need;
    active.wagerDone += used;
    active.updatedAt = at;
    left -= used;
    if (active.wagerDone >= active.wagerRequired) {
      if (active.autoRelease) releaseBonus(state, active, at);
      else {
        active.bonusStatus = BONUS_STATUS.RELEASABLE;
        promoteQueued(state, playerId, currency, at);
      }
    }
  }
}

export function bonusView(b: BonusRecord, lang: 'ja' | 'en'): BonusView {
  const progress =
    b.wagerRequired === 0n ? 100 : Math.min(100, Number((b.wagerDone * 10000n) / b.wagerRequired) / 100);
  return {
    requestId: b.requestId,
    bonusStatus: b.bonusStatus,
    status: b.status,
    bonusType: b.bonusType,
    amount: fromUnits(b.remaining),
    fetchCurrency: b.fetchCurrency,
    fetchAmount: fromUnits(b.fetchAmount),
    bonusCurrency: b.currency,
    bonusAmount: fromUnits(b.bonusAmount),
    bonusName: b.name[lang],
    configName: JSON.stringify([
      { lang: 'ja-JP', name: b.name.ja },
      { lang: 'en-US', name: b.name.en },
    ]),
    wagerMultiplier: b.wagerMultiplier,
    wagerRequired: fromUnits(b.wagerRequired),
    wagerDone: fromUnits(b.wagerDone),
    wagerProgress: progress,
    createdAt: b.createdAt,
    updatedAt: b.updatedAt,
    expireAt: b.expireAt,
  };
}
