/**
 * Free spins: an offer (free_spin/list) the player applies for; applying puts a free spin wallet in
 * the user info's freeSpinWalletList (refBonusId, roundNum). Each round played consumes one spin;
 * winnings are credited as a bonus with wagering.
 */
import { z } from 'zod';
import { currencySchema, moneySchema } from './money';
import { epochMsSchema, idSchema } from './promo-common';

/** 0 = can apply, 1 = applied (wallet active), 2 = used up, 3 = expired. */
export const freeSpinOfferSchema = z.object({
  freeSpinId: idSchema,
  name: z.string(),
  gameId: z.string(),
  gameName: z.string(),
  platformCode: z.string(),
  roundNum: z.number().int().min(1),
  /** Stake of one free round (paid by the house). */
  betAmount: moneySchema,
  currency: currencySchema,
  wagerMultiplier: z.number().min(0),
  /** Lowest VIP level that may apply. */
  minVipLevel: z.number().int().min(0),
  expireTime: epochMsSchema,
  status: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  refBonusId: idSchema.nullable(),
});
export type FreeSpinOffer = z.infer<typeof freeSpinOfferSchema>;

/** One entry of freeSpinWalletList (spec section 3: refBonusId, roundNum). */
export const freeSpinWalletSchema = z.object({
  refBonusId: idSchema,
  /** Spins left. */
  roundNum: z.number().int().min(0),
  totalRoundNum: z.number().int().min(1),
  gameId: z.string(),
  gameName: z.string(),
  platformCode: z.string(),
  betAmount: moneySchema,
  currency: currencySchema,
  /** Won so far (credited as bonus). */
  winAmount: moneySchema,
  expireTime: epochMsSchema,
  /** Opens the free spin game (a signed, player-bound URL). */
  gameUrl: z.string(),
});
export type FreeSpinWallet = z.infer<typeof freeSpinWalletSchema>;
