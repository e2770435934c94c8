/**
 * Responsible gaming settings (self_control): deposit limits per rolling day, week (7 days) and month
 * (30 days) in the player's currency, a cool-off and a self-exclusion period (epoch ms, null = none).
 */
import { z } from 'zod';
import { COOL_OFF_DAYS, SELF_EXCLUSION_MONTHS } from '../rules/statuses';
import { amountInputSchema, currencySchema, moneySchema } from './money';

export { COOL_OFF_DAYS, SELF_EXCLUSION_MONTHS };

export const selfControlSchema = z.object({
  currency: currencySchema,
  dailyDepositLimit: moneySchema.nullable(),
  weeklyDepositLimit: moneySchema.nullable(),
  monthlyDepositLimit: moneySchema.nullable(),
  coolOffUntil: z.number().int().nullable(),
  selfExcludedUntil: z.number().int().nullable(),
  /** Raised or removed limits waiting for their cooling period (24 h) to end. */
  pendingLimits: z.array(
    z.object({
      period: z.enum(['daily', 'weekly', 'monthly']),
      limit: moneySchema.nullable(),
      effectiveAt: z.number().int(),
    }),
  ),
});
export type SelfControlSettings = z.infer<typeof selfControlSchema>;

/**
 * What the player changes: a limit as an amount, or null to remove it (omitted = unchanged). A new or
 * lower limit applies at once; raising or removing one waits 24 hours (pendingLimits). A cool-off or
 * self-exclusion, once started, can be extended but not shortened.
 */
export const selfControlInputSchema = z.object({
  dailyDepositLimit: amountInputSchema.nullable().optional(),
  weeklyDepositLimit: amountInputSchema.nullable().optional(),
  monthlyDepositLimit: amountInputSchema.nullable().optional(),
  coolOffDays: z
    .union(
      COOL_OFF_DAYS.map((d) => z.literal(d)),
      { error: 'validation.invalid' },
    )
    .optional(),
  selfExclusionMonths: z
    .union(
      SELF_EXCLUSION_MONTHS.map((m) => z.literal(m)),
      { error: 'validation.invalid' },
    )
    .optional(),
});
