/**
 * Rake back (spec section 3): a share of every bet accrues to the player (0.5% plus 0.1% per VIP
 * level, at most 1.5%) and is received as cash (bonus.rakebackReceive).
 *   rakeBackStatus: 0 nothing accrued, 1 accrued and receivable
 *   rakeBackValidStatus: 1 the player earns rake back, 0 not (self-excluded or cooling off)
 *   rakeAmountPendingTotal: what is receivable, converted to the player's currency
 */
import { z } from 'zod';
import { currencySchema, moneySchema } from './money';

export const rakebackSchema = z.object({
  rakeBackStatus: z.union([z.literal(0), z.literal(1)]),
  rakeBackValidStatus: z.union([z.literal(0), z.literal(1)]),
  rakeAmountPendingTotal: moneySchema,
  /** The currency of rakeAmountPendingTotal (the player's currency). */
  currency: currencySchema,
  /** Rate in percent of turnover, e.g. "0.6". */
  rate: z.string(),
  pending: z.array(z.object({ currency: currencySchema, amount: moneySchema })),
});
export type RakebackView = z.infer<typeof rakebackSchema>;
