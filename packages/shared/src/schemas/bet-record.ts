/** A settled game round (bet and win) as the player's bet records and the big-win ranking show it. */
import { z } from 'zod';
import { currencySchema, moneySchema } from './money';
import { gameTypeSchema } from './game';

export const betRecordSchema = z.object({
  /** The platform's order number of the round. */
  orderNo: z.string(),
  /** The game's round id (idempotency key of the bet). */
  roundId: z.string(),
  gameId: z.string(),
  gameName: z.string(),
  gameType: gameTypeSchema,
  platformCode: z.string(),
  providerCode: z.string(),
  currency: currencySchema,
  betAmount: moneySchema,
  winAmount: moneySchema,
  /** winAmount - betAmount. */
  netAmount: moneySchema,
  /** Jackpot won in this round, "0.00" when none. */
  jackpotAmount: moneySchema,
  /** 1 = settled. Rounds are settled when the spin answers. */
  status: z.literal(1),
  /** What the round showed, for the detail view: reels, pockets, multipliers. */
  detail: z.string(),
  betTime: z.number().int(),
  settleTime: z.number().int(),
});
export type BetRecord = z.infer<typeof betRecordSchema>;

export const rankingRecordSchema = z.object({
  rank: z.number().int().min(1),
  /** Masked ("jc***01"). */
  loginName: z.string(),
  gameId: z.string(),
  gameName: z.string(),
  platformCode: z.string(),
  imageUrl: z.string(),
  currency: currencySchema,
  betAmount: moneySchema,
  winAmount: moneySchema,
  /** winAmount / betAmount, two decimals ("125.00"). */
  multiplier: z.string(),
  at: z.number().int(),
});
export type RankingRecord = z.infer<typeof rankingRecordSchema>;
