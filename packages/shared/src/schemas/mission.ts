/**
 * Tasks (missions): grouped by tag; a player applies to a task (status 2 = active), progress comes from
 * their deposits and bets, and a completed task grants its reward as a bonus. Some tasks need the
 * player on the task's whitelist first.
 */
import { z } from 'zod';
import { TASK_STATUS } from '../rules/statuses';
import { currencySchema, moneySchema } from './money';
import { epochMsSchema, idSchema, tagSchema } from './promo-common';

export { TASK_STATUS };

export const taskStatusSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

/** What a task counts: deposit amount, bet turnover, number of bets. */
export const taskKindSchema = z.enum(['deposit', 'turnover', 'betCount']);

/** A mission tag as the player sees it (spec section 3: availablePrizeCount). */
export const missionTagSchema = tagSchema.extend({
  tagCode: z.string(),
  /** Tasks of the tag whose prize the player can still win (can apply or active). */
  availablePrizeCount: z.number().int().min(0),
});

export const taskTagSchema = tagSchema.extend({
  tagCode: z.string(),
  sort: z.number().int(),
  taskCount: z.number().int().min(0),
});

export const taskSchema = z.object({
  taskId: idSchema,
  tagId: idSchema,
  name: z.string(),
  description: z.string(),
  kind: taskKindSchema,
  status: taskStatusSchema,
  /** Progress towards target, as decimal strings (amounts) or counts written as strings. */
  progress: z.string(),
  target: z.string(),
  currency: currencySchema,
  rewardAmount: moneySchema,
  rewardCurrency: currencySchema,
  /** Wagering needed on the reward bonus, as a multiple. */
  wagerMultiplier: z.number().min(0),
  needWhitelist: z.boolean(),
  whitelisted: z.boolean(),
  endTime: epochMsSchema,
  applyTime: epochMsSchema.nullable(),
  completeTime: epochMsSchema.nullable(),
});
export type Task = z.infer<typeof taskSchema>;
