import { z } from 'zod';
import { endpoint } from './define';
import { PAGE_SIZES } from '../rules/constants';
import { bonusSchema } from '../schemas/bonus';
import { cdkCodeSchema, cdkExchangeResultSchema, cdkPrizeSchema } from '../schemas/cdk';
import { couponSchema } from '../schemas/coupon';
import { currencySchema, moneySchema } from '../schemas/money';
import { noInputSchema, pageInputSchema, pageSchema } from '../schemas/page';
import { rakebackSchema } from '../schemas/rakeback';

const requestIdInput = z.object({
  requestId: z.string({ error: 'validation.required' }).min(1, 'validation.required').max(40),
});

export const bonusCatalog = [
  endpoint({
    procedure: 'bonus.cancel',
    path: '/api/phoenix/user/bonus/cancel',
    access: 'player',
    kind: 'mutation',
    summary: 'cancel a bonus before wagering started (pending, queued, or active with no turnover)',
    input: requestIdInput,
    output: bonusSchema,
    flags: {},
  }),
  endpoint({
    procedure: 'bonus.couponPage',
    path: '/api/ext/v1/bonus/coupon/page',
    access: 'player',
    kind: 'query',
    summary: 'deposit coupons of the player',
    input: pageInputSchema.extend({
      /** 0 available, 1 used, 2 expired. */
      status: z.number().int().min(0).max(2).optional(),
      currency: currencySchema.optional(),
    }),
    output: pageSchema(couponSchema),
    flags: {},
  }),
  endpoint({
    procedure: 'bonus.currencyAmount',
    path: '/api/v2/bonus/query_bonus_currency_amount',
    access: 'player',
    kind: 'query',
    summary: 'bonus money per currency (wallet order), with what is still to wager',
    input: z.object({ currency: currencySchema.optional() }),
    output: z.array(
      z.object({
        currency: currencySchema,
        /** The bonus wallet's balance. */
        bonusAmount: moneySchema,
        /** Turnover still needed by the active bonuses. */
        wagerRemaining: moneySchema,
        activeCount: z.number().int().min(0),
      }),
    ),
    flags: {},
  }),
  endpoint({
    procedure: 'bonus.requests',
    path: '/api/v1/bonus/request/new/query',
    access: 'player',
    kind: 'query',
    summary: 'bonus requests newest first; bonusStatus list in schemas/bonus.ts (3, 5, 10 active)',
    input: pageInputSchema.extend({
      pageSize: z.number().int().min(1).max(200).default(200),
      bonusStatus: z.array(z.number().int()).max(10).optional(),
      currency: currencySchema.optional(),
    }),
    output: pageSchema(bonusSchema),
    flags: { pageSize: PAGE_SIZES.bonusList },
  }),
  endpoint({
    procedure: 'bonus.giveUp',
    path: '/api/v1/bonus/give_up',
    access: 'player',
    kind: 'mutation',
    summary: 'forfeit an active bonus: its remaining bonus money goes back',
    input: requestIdInput,
    output: bonusSchema,
    flags: {},
  }),
  endpoint({
    procedure: 'bonus.release',
    path: '/api/v1/bonus/release',
    access: 'player',
    kind: 'mutation',
    summary: 'convert a bonus whose wagering is met (status 5) to cash',
    input: requestIdInput,
    output: bonusSchema,
    flags: {},
  }),
  endpoint({
    procedure: 'bonus.rewardStatistics',
    path: '/api/v1/reward/statistics',
    access: 'player',
    kind: 'query',
    summary: 'rewards received per kind and currency, active bonuses, rake back',
    input: noInputSchema,
    output: z.object({
      /** Total of all rewards converted to `currency` (the player's). */
      totalReward: moneySchema,
      currency: currencySchema,
      items: z.array(
        z.object({
          /** bonus, rakeback, cdk, prize (cash prizes of promotions) */
          rewardType: z.string(),
          rewardTypeName: z.string(),
          currency: currencySchema,
          amount: moneySchema,
          count: z.number().int().min(0),
        }),
      ),
      activeBonusCount: z.number().int().min(0),
      rakeBack: rakebackSchema,
    }),
    flags: {},
  }),
  endpoint({
    procedure: 'bonus.rakebackReceive',
    path: '/api/v2/rakeback_request/receive/v2',
    access: 'player',
    kind: 'mutation',
    summary: 'receive accrued rake back as cash (all currencies, or one)',
    input: z.object({ currency: currencySchema.optional() }),
    output: z.object({
      received: z.array(z.object({ currency: currencySchema, amount: moneySchema })),
      rakeBack: rakebackSchema,
    }),
    flags: {},
  }),
  endpoint({
    procedure: 'bonus.cdkPrize',
    path: '/throne-api/cdk/type/prize',
    access: 'player',
    kind: 'query',
    summary: 'preview the prize of a CDK code',
    input: z.object({ cdkCode: cdkCodeSchema }),
    output: cdkPrizeSchema,
    flags: {},
  }),
  endpoint({
    procedure: 'bonus.cdkExchange',
    path: '/throne-api/cdk/exchange',
    access: 'player',
    kind: 'mutation',
    summary: 'exchange a CDK code for its prize (once per player, limited uses)',
    input: z.object({ cdkCode: cdkCodeSchema }),
    output: cdkExchangeResultSchema,
    flags: {},
  }),
] as const;
