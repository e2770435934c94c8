import { z } from 'zod';
import { endpoint } from './define';
import { currencySchema } from '../schemas/money';
import { orderStatSumSchema } from '../schemas/order-stat';

export const reportCatalog = [
  endpoint({
    procedure: 'report.sumFullLifecycle',
    path: '/report/player_order_stat/sum_full_lifecycle',
    access: 'player',
    kind: 'query',
    /** One currency, or every currency the player has used. */
    input: z.object({ currency: currencySchema.optional() }),
    output: orderStatSumSchema,
    flags: { silentErrors: true },
  }),
] as const;
