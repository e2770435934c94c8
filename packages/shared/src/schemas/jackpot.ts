/** Progressive jackpots: pools that grow from a share of every real bet and are won on a round. */
import { z } from 'zod';
import { currencySchema, moneySchema } from './money';

export const JACKPOT_LEVELS = ['GRAND', 'MAJOR', 'MINOR', 'MINI'] as const;
export const jackpotLevelSchema = z.enum(JACKPOT_LEVELS);

export const jackpotSchema = z.object({
  jackpotCode: z.string(),
  level: jackpotLevelSchema,
  /** In the request's language. */
  name: z.string(),
  currency: currencySchema,
  amount: moneySchema,
  /** The amount a pool restarts from after a win. */
  seedAmount: moneySchema,
  /** Share of each bet added to the pool, percent ("0.50"). */
  contributionRate: z.string(),
  lastWonAt: z.number().int().nullable(),
  updatedAt: z.number().int(),
});
export type Jackpot = z.infer<typeof jackpotSchema>;

export const jackpotWinSchema = z.object({
  jackpotCode: z.string(),
  level: jackpotLevelSchema,
  /** Masked ("jc***01"). */
  loginName: z.string(),
  currency: currencySchema,
  amount: moneySchema,
  gameId: z.string(),
  gameName: z.string(),
  platformCode: z.string(),
  at: z.number().int(),
});
export type JackpotWin = z.infer<typeof jackpotWinSchema>;

/** One of the player's rounds as seen by the jackpot: the contribution and, rarely, a win. */
export const jackpotUserRecordSchema = z.object({
  roundId: z.string(),
  jackpotCode: z.string(),
  level: jackpotLevelSchema,
  gameId: z.string(),
  gameName: z.string(),
  currency: currencySchema,
  contribution: moneySchema,
  winAmount: moneySchema,
  at: z.number().int(),
});
export type JackpotUserRecord = z.infer<typeof jackpotUserRecordSchema>;
