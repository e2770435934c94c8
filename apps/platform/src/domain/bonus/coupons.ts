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
import { bonusStore } from './store';

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

const DAY = 24 * 3600_000;
const BOOT = Date.now();

export const COUPONS: readonly CouponDef[] = [
  {
    couponId: 'CP1001',
    couponCode: 'WELCOME100',
    couponType: 1,
    name: { ja: '初回入金100%ボーナス', en: '100% first deposit bonus' },
    description: {
      ja: '入金額の100%（最大30,000円）をボーナスとして付与。出金条件はボーナス額の20倍。',
      en: '100% of your deposit up to ¥30,000 as bonus money; wager the bonus 20 times.',
    },
    currency: 'JPY',
    minDeposit: toUnits('2000'),
    matchPercent: 100,
    maxBonus: toUnits('30000'),
    bonusAmount: 0n,
    wagerMultiplier: 20,
    validFrom: BOOT - 30 * DAY,
    validTo: BOOT + 90 * DAY,
  },
  {
    couponId: 'CP1002',
    couponCode: 'RELOAD50',
    couponType: 1,
    name: { ja: 'リロード50%ボーナス', en: '50% reload bonus' },
    description: {
      ja: '10,000円以上の入金で入金額の50%（最大50,000円）を付与。出金条件は25倍。',
      en: '50% of a deposit of ¥10,000 or more, up to ¥50,000; wager 25 times.',
    },
    currency: 'JPY',
    minDeposit: toUnits('10000'),
    matchPercent: 50,
    maxBonus: toUnits('50000'),
    bonusAmount: 0n,
    wagerMultiplier: 25,
    validFrom: BOOT - 7 * DAY,
    validTo: BOOT + 60 * DAY,
  },
  {
    couponId: 'CP2001',
    couponCode: 'USDT10',
    couponType: 2,
    name: { ja: 'USDT入金で10 USDTプレゼント', en: '10 USDT with a USDT deposit' },
    description: {
      ja: '50 USDT以上の入金で10 USDTのボーナス。出金条件は15倍。',
      en: 'Deposit 50 USDT or more and get a 10 USDT bonus; wager 15 times.',
    },
    currency: 'USDT',
    minDeposit: toUnits('50'),
    matchPercent: 0,
    maxBonus: toUnits('10'),
    bonusAmount: toUnits('10'),
    wagerMultiplier: 15,
    validFrom: BOOT - 7 * DAY,
    validTo: BOOT + 30 * DAY,
  },
  {
    couponId: 'CP0901',
    couponCode: 'SUMMER2025',
    couponType: 1,
    name: { ja: '夏の入金ボーナス（終了）', en: 'Summer deposit bonus (ended)' },
    description: {
      ja: '入金額の30%（最大10,000円）。キャンペーンは終了しました。',
      en: '30% of your deposit up to ¥10,000. This campaign has ended.',
    },
    currency: 'JPY',
    minDeposit: toUnits('3000'),
    matchPercent: 30,
    maxBonus: toUnits('10000'),
    bonusAmount: 0n,
    wagerMultiplier: 20,
    validFrom: BOOT - 120 * DAY,
    validTo: BOOT - 30 * DAY,
  },
];

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
