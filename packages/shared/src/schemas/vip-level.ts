/**
 * VIP level progress (level/query_process). Progress is turnover: every bet adds VIP points (JPY
 * value of the stake, other currencies converted at the VIP point rates); reaching a level's threshold
 * promotes the player. Levels never go down.
 */
import { z } from 'zod';
import { moneySchema } from './money';

export const vipLevelSchema = z.object({
  level: z.number().int().min(0),
  name: z.string(),
  /** Points (JPY turnover) needed to reach this level. */
  threshold: moneySchema,
});

export const vipProgressSchema = z.object({
  vipLevel: z.number().int().min(0),
  levelName: z.string(),
  /** Points earned so far (all time). */
  currentPoints: moneySchema,
  nextLevel: z.number().int().nullable(),
  nextLevelName: z.string().nullable(),
  /** Points still needed for the next level; null at the top level. */
  pointsToNext: moneySchema.nullable(),
  /** 0 to 100 (two decimals) within the current level. */
  progress: z.number().min(0).max(100),
  levels: z.array(vipLevelSchema),
});
