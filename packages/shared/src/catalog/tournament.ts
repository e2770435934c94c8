import { z } from 'zod';
import { endpoint } from './define';
import { pageInputSchema, pageSchema } from '../schemas/page';
import { idSchema, epochMsSchema } from '../schemas/promo-common';
import { currencySchema, moneySchema } from '../schemas/money';
import {
  prizeClaimStatusSchema,
  tournamentBetRecordSchema,
  tournamentJoinSchema,
  tournamentRankEntrySchema,
  tournamentSchema,
  tournamentStatusSchema,
} from '../schemas/tournament';

const byTournament = z.object({ tournamentId: idSchema });

export const tournamentCatalog = [
  endpoint({
    procedure: 'tournament.list',
    path: '/api/phoenix/prom/open/tournament/list',
    access: 'public',
    kind: 'query',
    input: pageInputSchema.extend({
      /** Only tournaments in this state; all when absent. */
      status: tournamentStatusSchema.optional(),
    }),
    output: pageSchema(tournamentSchema),
    flags: { cache: { per: 'language', ttl: 'public' } },
  }),
  endpoint({
    procedure: 'tournament.detail',
    path: '/api/phoenix/prom/open/tournament/detail',
    access: 'public',
    kind: 'query',
    input: byTournament,
    output: tournamentSchema.extend({
      rules: z.array(z.string()),
      /** The leaderboard's first 20 lines. */
      topList: z.array(tournamentRankEntrySchema),
    }),
    flags: {},
  }),
  endpoint({
    procedure: 'tournament.rank',
    path: '/api/phoenix/prom/tournament/customer/rank',
    access: 'player',
    kind: 'query',
    input: byTournament,
    output: z.object({
      tournamentId: idSchema,
      status: tournamentStatusSchema,
      joined: z.boolean(),
      /** Null until the player has a scoring bet. */
      rank: z.number().int().min(1).nullable(),
      score: moneySchema,
      currency: currencySchema,
      /** Turnover still needed to reach the player above them (null for rank 1 or not joined). */
      gapToNext: moneySchema.nullable(),
      prizeAmount: moneySchema.nullable(),
      claimStatus: prizeClaimStatusSchema,
    }),
    flags: {},
  }),
  endpoint({
    procedure: 'tournament.allJoinRecord',
    path: '/api/phoenix/prom/tournament/customer/alljoinRecord',
    access: 'player',
    kind: 'query',
    input: pageInputSchema,
    output: pageSchema(tournamentJoinSchema),
    flags: {},
  }),
  endpoint({
    procedure: 'tournament.joinRecord',
    path: '/api/phoenix/prom/tournament/customer/joinRecord',
    access: 'player',
    kind: 'query',
    input: pageInputSchema.extend({ tournamentId: idSchema }),
    output: pageSchema(tournamentBetRecordSchema),
    flags: {},
  }),
  endpoint({
    procedure: 'tournament.claimPrize',
    path: '/api/phoenix/prom/tournament/claimPrize',
    access: 'player',
    kind: 'mutation',
    input: byTournament,
    output: z.object({
      tournamentId: idSchema,
      rank: z.number().int().min(1),
      amount: moneySchema,
      currency: currencySchema,
      claimStatus: z.literal(2),
      claimTime: epochMsSchema,
    }),
    flags: {},
  }),
] as const;
