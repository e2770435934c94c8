/**
 * Guess game: players stake on one option of an event (a match, a race, a jackpot hit) at fixed odds
 * until betting closes; when the result is known the game is settled, winning bets become prizes
 * (stake x odds) that the player claims once.
 */
import { z } from 'zod';
import { GUESS_GAME_STATUS } from '../rules/statuses';
import { amountInputSchema, currencySchema, moneySchema } from './money';
import { epochMsSchema, idSchema, maskedNameSchema, tagSchema } from './promo-common';

export { GUESS_GAME_STATUS };

/** Decimal odds as a string, e.g. "1.85" (the prize of a winning bet is stake x odds). */
export const oddsSchema = z.string().regex(/^\d{1,4}(\.\d{1,4})?$/);

export const guessGameStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

export const guessGameTagSchema = tagSchema.extend({
  icon: z.string(),
  sort: z.number().int(),
  gameCount: z.number().int().min(0),
});

export const guessOptionSchema = z.object({
  optionId: idSchema,
  name: z.string(),
  odds: oddsSchema,
  /** Total staked on this option so far (all players). */
  betTotal: moneySchema,
  betCount: z.number().int().min(0),
});

export const guessGameSchema = z.object({
  gameId: idSchema,
  tagId: idSchema,
  tagName: z.string(),
  title: z.string(),
  description: z.string(),
  status: guessGameStatusSchema,
  /** When the event starts; bets close at betEndTime (at or before it). */
  startTime: epochMsSchema,
  betEndTime: epochMsSchema,
  settleTime: epochMsSchema.nullable(),
  currency: currencySchema,
  minBet: moneySchema,
  maxBet: moneySchema,
  options: z.array(guessOptionSchema),
  /** The winning option once settled. */
  resultOptionId: idSchema.nullable(),
  imageUrl: z.string(),
});
export type GuessGame = z.infer<typeof guessGameSchema>;

/** 0 = waiting, 1 = won, 2 = lost, 3 = refunded (game cancelled). */
export const guessBetStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

export const guessBetSchema = z.object({
  betId: idSchema,
  gameId: idSchema,
  gameTitle: z.string(),
  optionId: idSchema,
  optionName: z.string(),
  amount: moneySchema,
  odds: oddsSchema,
  estimatedReward: moneySchema,
  currency: currencySchema,
  status: guessBetStatusSchema,
  betTime: epochMsSchema,
  /** Set for won bets: 0 = unclaimed, 1 = claimed. */
  claimStatus: z.union([z.literal(0), z.literal(1)]).nullable(),
  prizeAmount: moneySchema.nullable(),
});
export type GuessBet = z.infer<typeof guessBetSchema>;

/** A bet as shown to everyone (masked player). */
export const guessPublicBetSchema = z.object({
  betId: idSchema,
  maskedName: maskedNameSchema,
  optionName: z.string(),
  amount: moneySchema,
  currency: currencySchema,
  betTime: epochMsSchema,
});

export const guessBetInputSchema = z.object({
  gameId: idSchema,
  optionId: idSchema,
  amount: amountInputSchema,
  /** The PC app id on large screens, else the general app id (both from common config). */
  appId: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(64),
});
