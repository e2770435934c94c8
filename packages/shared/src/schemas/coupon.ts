/**
 * Deposit coupons (bonus.couponPage): a coupon chosen with a deposit requests a deposit bonus
 * (bonus status 1) that is granted when the deposit succeeds.
 *   couponType 1: match, `matchPercent` of the deposit up to `maxBonus`
 *   couponType 2: fixed, `bonusAmount` when the deposit is at least `minDeposit`
 * status: 0 available, 1 used (a deposit with it succeeded or is open), 2 expired.
 */
import { z } from 'zod';
import { currencySchema, moneySchema } from './money';

export const COUPON_STATUS = { AVAILABLE: 0, USED: 1, EXPIRED: 2 } as const;

export const couponSchema = z.object({
  couponId: z.string(),
  couponCode: z.string(),
  couponType: z.union([z.literal(1), z.literal(2)]),
  name: z.string(),
  description: z.string(),
  currency: currencySchema,
  minDeposit: moneySchema,
  matchPercent: z.number().int().min(0),
  maxBonus: moneySchema,
  bonusAmount: moneySchema,
  wagerMultiplier: z.number().min(0),
  status: z.number().int().min(0).max(2),
  validFrom: z.number().int(),
  validTo: z.number().int(),
  usedAt: z.number().int().nullable(),
});
export type CouponView = z.infer<typeof couponSchema>;
