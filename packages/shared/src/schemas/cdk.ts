/**
 * CDK codes (gift codes): each code carries one prize, can be exchanged once per player, and has a
 * limited number of uses overall and a validity period.
 *   prizeType 1: cash (straight to the cash wallet)
 *   prizeType 2: bonus (bonus money with a wagering requirement, bonus.requests)
 */
import { z } from 'zod';
import { CDK_CODE_RE } from '../rules/fields';
import { currencySchema, moneySchema } from './money';

export const CDK_PRIZE_TYPE = { CASH: 1, BONUS: 2 } as const;

/** 6-32 letters, digits or hyphens; codes are compared in upper case (the plain rule: cdkCodeRule). */
export const cdkCodeSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .regex(CDK_CODE_RE, 'validation.cdkError');

export const cdkPrizeSchema = z.object({
  cdkCode: z.string(),
  prizeType: z.union([z.literal(1), z.literal(2)]),
  name: z.string(),
  currency: currencySchema,
  amount: moneySchema,
  wagerMultiplier: z.number().min(0),
  validTo: z.number().int(),
  remainingUses: z.number().int().min(0),
  /** True when this player has exchanged the code already. */
  exchanged: z.boolean(),
});
export type CdkPrizeView = z.infer<typeof cdkPrizeSchema>;

export const cdkExchangeResultSchema = z.object({
  cdkCode: z.string(),
  prizeType: z.union([z.literal(1), z.literal(2)]),
  currency: currencySchema,
  amount: moneySchema,
  /** The bonus record (bonus.requests) of the prize. */
  requestId: z.string(),
  exchangedAt: z.number().int(),
});
