/**
 * Tournaments: a time window in which qualifying bets score points (turnover), ranked per player;
 * after the end the players in the prize ranks claim their prize once (paid to their cash wallet).
 */
import { z } from 'zod';
import { TOURNAMENT_STATUS, PRIZE_CLAIM_STATUS } from '../rules/statuses';
import { currencySchema, moneySchema } from './money';
import { epochMsSchema, idSchema, maskedNameSchema } from './promo-common';

export { TOURNAMENT_STATUS, PRIZE_CLAIM_STATUS };

export const tournamentStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export const prizeClaimStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export const tournamentPrizeSchema = z.object({
  /** Ranks rankFrom..rankTo (inclusive) each get `amount`. */
  rankFrom: z.number().int().min(1),
  rankTo: z.number().int().min(1),
  amount: moneySchema,
  currency: currencySchema,
});

export const tournamentSchema = z.object({
  tournamentId: idSchema,
  name: z.string(),
  description: z.string(),
  status: tournamentStatusSchema,
  startTime: epochMsSchema,
  endTime: epochMsSchema,
  /** Bets in this currency count; the prizes are paid in it too. */
  currency: currencySchema,
  /** Smallest bet that scores. */
  minBet: moneySchema,
  /** Sum of all prizes. */
  prizePool: moneySchema,
  /** Game types / platform codes whose bets count (empty = all). */
  gameTypes: z.array(z.string()),
  platformCodes: z.array(z.string()),
  bannerUrl: z.string(),
  participantCount: z.number().int().min(0),
  prizes: z.array(tournamentPrizeSchema),
});
export type Tournament = z.infer<typeof tournamentSchema>;

export const tournamentRankEntrySchema = z.object({
  rank: z.number().int().min(1),
  maskedName: maskedNameSchema,
  /** Turnover scored, in the tournament's currency. */
  score: moneySchema,
  /** Prize for this rank, null when outside the prize ranks. */
  prizeAmount: moneySchema.nullable(),
});

export const tournamentJoinSchema = z.object({
  tournamentId: idSchema,
  tournamentName: z.string(),
  status: tournamentStatusSchema,
  currency: currencySchema,
  joinTime: epochMsSchema,
  score: moneySchema,
  betCount: z.number().int().min(0),
  rank: z.number().int().min(1).nullable(),
  prizeAmount: moneySchema.nullable(),
  claimStatus: prizeClaimStatusSchema,
  claimTime: epochMsSchema.nullable(),
});

/** One scoring bet of the player in a tournament. */
export const tournamentBetRecordSchema = z.object({
  roundId: z.string(),
  gameId: z.string(),
  platformCode: z.string(),
  betAmount: moneySchema,
  score: moneySchema,
  betTime: epochMsSchema,
});
