import { z } from 'zod';
import { endpoint } from './define';
import { listSchema, noInputSchema } from '../schemas/page';
import { currencySchema, moneySchema } from '../schemas/money';
import { epochMsSchema, idSchema } from '../schemas/promo-common';
import {
  activitySchema,
  levelRewardSchema,
  signDaySchema,
  signRewardRuleSchema,
  signupSchema,
} from '../schemas/activity';
import { freeSpinOfferSchema, freeSpinWalletSchema } from '../schemas/free-spin';

export const activityCatalog = [
  endpoint({
    procedure: 'activity.levelRewardList',
    path: '/throne-api/activity/queryLevelRewardList',
    access: 'player',
    kind: 'query',
    input: noInputSchema,
    output: z.object({
      activityId: idSchema,
      vipLevel: z.number().int().min(0),
      /** Turnover so far, in JPY. */
      turnover: moneySchema,
      list: z.array(levelRewardSchema),
    }),
    flags: {},
  }),
  endpoint({
    procedure: 'activity.activityConstant',
    path: '/throne-api/activity/queryActivityConstant',
    access: 'public',
    kind: 'query',
    input: noInputSchema,
    output: z.object({
      /** The calendar of the check-in and the daily limits. */
      timezone: z.string(),
      signCycleDays: z.number().int().min(1),
      signRewards: z.array(signRewardRuleSchema),
      maxVipLevel: z.number().int().min(0),
      activities: z.array(activitySchema),
    }),
    flags: {},
  }),
  endpoint({
    procedure: 'activity.apply',
    path: '/throne-api/activity/apply',
    access: 'player',
    kind: 'mutation',
    input: z.object({
      activityId: idSchema,
      /** For the VIP level reward activity: the level whose reward is received. */
      level: z.number().int().min(0).max(99).optional(),
    }),
    output: z.object({
      activityId: idSchema,
      signupStatus: z.literal(1),
      applyTime: epochMsSchema,
      /** Set when applying granted a reward (level rewards). */
      rewardAmount: moneySchema.nullable(),
      rewardCurrency: currencySchema.nullable(),
    }),
    flags: {},
  }),
  endpoint({
    procedure: 'activity.signupQuery',
    path: '/throne-api/activity/querySignup',
    access: 'player',
    kind: 'query',
    input: z.object({ activityId: idSchema.optional() }),
    output: listSchema(signupSchema),
    flags: {},
  }),
  endpoint({
    procedure: 'activity.freeSpinList',
    path: '/throne-api/activity/free_spin/list',
    access: 'player',
    kind: 'query',
    input: noInputSchema,
    output: z.object({
      list: z.array(freeSpinOfferSchema),
      /** The player's free spin wallets (also in user info as freeSpinWalletList). */
      wallets: z.array(freeSpinWalletSchema),
    }),
    flags: {},
  }),
  endpoint({
    procedure: 'activity.signDetail',
    path: '/throne-api/activity_detail_sign/customer_sign_detail_v2',
    access: 'player',
    kind: 'query',
    summary: 'check-in',
    input: noInputSchema,
    output: z.object({
      activityId: idSchema,
      timezone: z.string(),
      /** YYYY-MM-DD in Asia/Tokyo. */
      today: z.string(),
      signedToday: z.boolean(),
      /** Consecutive days signed, ending today or yesterday. */
      streak: z.number().int().min(0),
      /** The month of today, one line per day. */
      calendar: z.array(signDaySchema),
      rules: z.array(signRewardRuleSchema),
      /** Earned by signing and not fetched yet. */
      pendingReward: moneySchema,
      currency: currencySchema,
    }),
    flags: {},
  }),
  endpoint({
    procedure: 'activity.applySign',
    path: '/throne-api/activity_detail_sign/apply_sign_v2',
    access: 'player',
    kind: 'mutation',
    summary: 'check-in',
    input: noInputSchema,
    output: z.object({
      date: z.string(),
      streak: z.number().int().min(1),
      rewardAmount: moneySchema,
      currency: currencySchema,
      streakBonus: z.boolean(),
      pendingReward: moneySchema,
    }),
    flags: {},
  }),
  endpoint({
    procedure: 'activity.fetchSignReward',
    path: '/throne-api/activity_detail_sign/fetch_sign_reward',
    access: 'player',
    kind: 'mutation',
    summary: 'check-in',
    input: noInputSchema,
    output: z.object({
      amount: moneySchema,
      currency: currencySchema,
      /** The bonus request the reward became (wagering x1). */
      bonusRequestId: z.string(),
    }),
    flags: {},
  }),
  endpoint({
    procedure: 'activity.applyFreeSpin',
    path: '/throne-api/customer_free_spin/apply_free_spin',
    access: 'player',
    kind: 'mutation',
    input: z.object({ freeSpinId: idSchema }),
    output: freeSpinWalletSchema,
    flags: {},
  }),
] as const;
