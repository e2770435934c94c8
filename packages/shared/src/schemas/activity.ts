/**
 * Activities (/throne-api): VIP level rewards, the activity constants and sign-ups, and the daily
 * check-in (sign-in activity) on the Asia/Tokyo calendar with streak rewards.
 */
import { z } from 'zod';
import { currencySchema, moneySchema } from './money';
import { epochMsSchema, idSchema } from './promo-common';

/** 0 = level not reached, 1 = can receive, 2 = received. */
export const levelRewardSchema = z.object({
  level: z.number().int().min(0),
  levelName: z.string(),
  /** Turnover needed to reach the level. */
  requiredTurnover: moneySchema,
  rewardAmount: moneySchema,
  currency: currencySchema,
  wagerMultiplier: z.number().min(0),
  /** Extra perks shown on the card. */
  perks: z.array(z.string()),
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
});

export const activitySchema = z.object({
  activityId: idSchema,
  code: z.string(),
  /** 'signup' needs apply; 'levelReward' is applied per level; 'sign' is the daily check-in. */
  type: z.enum(['signup', 'levelReward', 'sign', 'freeSpin']),
  name: z.string(),
  description: z.string(),
  startTime: epochMsSchema,
  endTime: epochMsSchema,
  bannerUrl: z.string(),
});

/** 0 = not signed up, 1 = signed up. */
export const signupSchema = z.object({
  activityId: idSchema,
  name: z.string(),
  signupStatus: z.union([z.literal(0), z.literal(1)]),
  applyTime: epochMsSchema.nullable(),
});

/** The reward of the n-th consecutive day (day 7 carries the streak bonus). */
export const signRewardRuleSchema = z.object({
  day: z.number().int().min(1),
  amount: moneySchema,
  currency: currencySchema,
  streakBonus: z.boolean(),
});

export const signDaySchema = z.object({
  /** YYYY-MM-DD in Asia/Tokyo. */
  date: z.string(),
  signed: z.boolean(),
  /** Reward earned by that day's sign, null when not signed. */
  rewardAmount: moneySchema.nullable(),
  isToday: z.boolean(),
});
