/**
 * Deposit coupons (schemas/coupon.ts): seeded definitions; a player's coupon status is derived from
 * their bonus requests (a coupon is used once a deposit bonus request made with it is not cancelled).
 */
import { fromUnits, toUnits, type Currency } from '@casino/shared/schemas/money';
import { BONUS_STATUS, BONUS_TYPE } from '@casino/shared/schemas/bonus';
import { COUPON_STATUS, type CouponView } from '@casino/shared/schemas/coupon';
import { CODES } from '@casino/shared/protocol/codes';
import { fail, type LocalizedText } from '../../core/errors';
import type { PlatformState } from '../../core/state';
import { seedTimes } from '../../core/seed-data';
import { bonusStore } from './store';
import seed from './seed.json';

export interface CouponDef {
  couponId: string;
  couponCode: string;
  couponType: 1 | 2;
  name: LocalizedText;
  description: LocalizedText;
  currency: Currency;
  minDeposit: bigint;
  matchPercent: number;
  maxBonus: bigint;
  bonusAmount: bigint;
  wagerMultiplier: number;
  validFrom: number;
  validTo: number;
}

/** The seeded coupons (./seed.json), valid from and to offsets of the start of the process. */
const BOOT = Date.now();
export const COUPONS: readonly CouponDef[] = seed.coupons.map((c) =>
  seedTimes(
    BOOT,
    {
      ...c,
      couponType: c.couponType as CouponDef['couponType'],
      currency: c.currency as Currency,
      minDeposit: toUnits(c.minDeposit),
      maxBonus: toUnits(c.maxBonus),
      bonusAmount: toUnits(c.bonusAmount),
    },
    'validFrom',
    'validTo',
  ),
);

export function couponById(id: string): CouponDef | undefined {
  return COUPONS.find((c) => c.couponId === id);
}

/** The bonus request made with the coupon, unless it was cancelled. */
function couponUse(state: PlatformState, playerId: string, couponId: string) {
  return bonusStore(state)
    .ofPlayer(playerId)
    .find((b) => b.source.couponId === couponId && b.bonusStatus !== BONUS_STATUS.CANCELLED);
}

export function couponStatus(state: PlatformState, playerId: string, c: CouponDef, now: number): number {
  if (couponUse(state, playerId, c.couponId)) return COUPON_STATUS.USED;
  if (now > c.validTo || now < c.validFrom) return COUPON_STATUS.EXPIRED;
  return COUPON_STATUS.AVAILABLE;
}

export function couponView(
  state: PlatformState,
  playerId: string,
  c: CouponDef,
  lang: 'ja' | 'en',
  now: number,
) {
  const use = couponUse(state, playerId, c.couponId);
  const view: CouponView = {
    couponId: c.couponId,
    couponCode: c.couponCode,
    couponType: c.couponType,
    name: c.name[lang],
    description: c.description[lang],
    currency: c.currency,
    minDeposit: fromUnits(c.minDeposit),
    matchPercent: c.matchPercent,
    maxBonus: fromUnits(c.maxBonus),
    bonusAmount: fromUnits(c.bonusAmount),
    wagerMultiplier: c.wagerMultiplier,
    status: couponStatus(state, playerId, c, now),
    validFrom: c.validFrom,
    validTo: c.validTo,
    usedAt: use ? use.createdAt : null,
  };
  return view;
}

/**
 * Checks a coupon chosen with a deposit and returns the bonus it gives for `amount` of `currency`
 * (COUPON_INVALID otherwise).
 */
export function couponBonusFor(
  state: PlatformState,
  playerId: string,
  couponId: string,
  currency: Currency,
  amount: bigint,
  now: number,
): { coupon: CouponDef; bonus: bigint } {
  const c = couponById(couponId);
  const invalid = (ja: string, en: string): never => fail(CODES.COUPON_INVALID, ja, en, { couponId });
  if (!c) return invalid('クーポンが見つかりません', 'No such coupon');
  const status = couponStatus(state, playerId, c, now);
  if (status === COUPON_STATUS.USED)
    return invalid('このクーポンは使用済みです', 'This coupon has been used');
  if (status === COUPON_STATUS.EXPIRED)
    return invalid('このクーポンは有効期限外です', 'This coupon has expired');
  if (c.currency !== currency)
    return invalid(
      `このクーポンは${c.currency}の入金にのみ使えます`,
      `This coupon is only for ${c.currency} deposits`,
    );
  if (amount < c.minDeposit)
    return invalid(
      `このクーポンの最低入金額は${fromUnits(c.minDeposit)} ${c.currency}です`,
      `The minimum deposit for this coupon is ${fromUnits(c.minDeposit)} ${c.currency}`,
    );
  let bonus = c.couponType === 1 ? (amount * BigInt(c.matchPercent)) / 100n : c.bonusAmount;
  if (bonus > c.maxBonus) bonus = c.maxBonus;
  return { coupon: c, bonus };
}

export const COUPON_BONUS_TYPE = BONUS_TYPE.DEPOSIT;
