import { z } from 'zod';
import { endpoint } from './define';
import { listSchema, noInputSchema, pageInputSchema, pageSchema } from '../schemas/page';
import { amountInputSchema, currencySchema, moneySchema } from '../schemas/money';
import { epochMsSchema, idSchema, topEntrySchema } from '../schemas/promo-common';
import {
  guessBetInputSchema,
  guessBetSchema,
  guessGameSchema,
  guessGameStatusSchema,
  guessGameTagSchema,
  guessPublicBetSchema,
  oddsSchema,
} from '../schemas/guess-game';

const topInput = z.object({ size: z.number().int().min(1).max(50).default(10) });

export const guessgameCatalog = [
  endpoint({
    procedure: 'guessgame.gameList',
    path: '/api/phoenix/prom/open/act/guessgame/config/queryGuessGameList',
    access: 'public',
    kind: 'query',
    input: pageInputSchema.extend({
      tagId: idSchema.optional(),
      status: guessGameStatusSchema.optional(),
    }),
    output: pageSchema(guessGameSchema),
    flags: {},
  }),
  endpoint({
    procedure: 'guessgame.openRecordPage',
    path: '/api/phoenix/prom/open/act/guessgame/config/queryOpenRecordPage',
    access: 'public',
    kind: 'query',
    /** Settled games (results), newest first. */
    input: pageInputSchema.extend({ tagId: idSchema.optional() }),
    output: pageSchema(
      z.object({
        gameId: idSchema,
        tagName: z.string(),
        title: z.string(),
        resultOptionId: idSchema,
        resultName: z.string(),
        resultOdds: oddsSchema,
        settleTime: epochMsSchema,
        betCount: z.number().int().min(0),
        winnerCount: z.number().int().min(0),
      }),
    ),
    flags: {},
  }),
  endpoint({
    procedure: 'guessgame.estimateReward',
    path: '/api/phoenix/prom/open/guessgame/customer/estimateReward',
    access: 'public',
    kind: 'query',
    input: z.object({ gameId: idSchema, optionId: idSchema, amount: amountInputSchema }),
    output: z.object({
      gameId: idSchema,
      optionId: idSchema,
      amount: moneySchema,
      odds: oddsSchema,
      /** stake x odds, what a winning bet pays. */
      estimatedReward: moneySchema,
      currency: currencySchema,
    }),
    flags: { silentErrors: true },
  }),
  endpoint({
    procedure: 'guessgame.bet',
    path: '/api/phoenix/prom/guessgame/customer/bet',
    access: 'player',
    kind: 'mutation',
    summary: 'app id added: PC app id on large screens, else the general one',
    input: guessBetInputSchema,
    output: guessBetSchema,
    flags: { payload: { appId: true } },
  }),
  endpoint({
    procedure: 'guessgame.prizeRecordPage',
    path: '/api/phoenix/prom/guessgame/customer/getPrizeRecordPage',
    access: 'player',
    kind: 'query',
    /** The player's won bets; claimStatus filters (0 unclaimed, 1 claimed). */
    input: pageInputSchema.extend({ claimStatus: z.union([z.literal(0), z.literal(1)]).optional() }),
    output: pageSchema(guessBetSchema),
    flags: {},
  }),
  endpoint({
    procedure: 'guessgame.claimPrize',
    path: '/api/phoenix/prom/guessgame/customer/claimPrize',
    access: 'player',
    kind: 'mutation',
    input: z.object({ betId: idSchema }),
    output: z.object({
      betId: idSchema,
      prizeAmount: moneySchema,
      currency: currencySchema,
      claimStatus: z.literal(1),
      claimTime: epochMsSchema,
    }),
    flags: {},
  }),
  endpoint({
    procedure: 'guessgame.customerGuessTop',
    path: '/api/phoenix/prom/open/guess/game/queryCustomerGuessTop',
    access: 'public',
    kind: 'query',
    /** Players with the most correct guesses (value = wins). */
    input: topInput,
    output: listSchema(topEntrySchema),
    flags: {},
  }),
  endpoint({
    procedure: 'guessgame.guessGameTop',
    path: '/api/phoenix/prom/open/guess/game/queryGuessGameTop',
    access: 'public',
    kind: 'query',
    /** The most popular open games by total stake. */
    input: topInput,
    output: z.object({
      list: z.array(
        z.object({
          rank: z.number().int().min(1),
          gameId: idSchema,
          title: z.string(),
          tagName: z.string(),
          betTotal: moneySchema,
          betCount: z.number().int().min(0),
          currency: currencySchema,
        }),
      ),
    }),
    flags: {},
  }),
  endpoint({
    procedure: 'guessgame.betRecordPage',
    path: '/api/phoenix/prom/open/act/guessgame/bet/queryBetRecordPage',
    access: 'public',
    kind: 'query',
    /** Latest bets of everyone (masked), of one game or all. */
    input: pageInputSchema.extend({ gameId: idSchema.optional() }),
    output: pageSchema(guessPublicBetSchema),
    flags: {},
  }),
  endpoint({
    procedure: 'guessgame.tagList',
    path: '/api/phoenix/prom/open/act/guessgame/tag/queryGuessGameTagList',
    access: 'public',
    kind: 'query',
    input: noInputSchema,
    output: listSchema(guessGameTagSchema),
    flags: { cache: { per: 'language', ttl: 'public' } },
  }),
  endpoint({
    procedure: 'guessgame.customerBonusTop',
    path: '/api/phoenix/prom/guess/game/queryCustomerBonusTop',
    access: 'player',
    kind: 'query',
    /** Players by prize won, with the caller's own line. */
    input: topInput,
    output: z.object({
      list: z.array(topEntrySchema),
      mine: topEntrySchema.extend({ rank: z.number().int().min(1).nullable() }),
    }),
    flags: {},
  }),
  endpoint({
    procedure: 'guessgame.guessBetPage',
    path: '/api/phoenix/prom/guess/game/queryGuessBetPage',
    access: 'player',
    kind: 'query',
    /** The player's own bets, newest first. */
    input: pageInputSchema.extend({ gameId: idSchema.optional() }),
    output: pageSchema(guessBetSchema),
    flags: {},
  }),
] as const;
