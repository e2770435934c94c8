/** An exchange rate: how many units of `baseCurrency` one unit of `currency` is worth. */
import { z } from 'zod';
import { currencySchema, moneySchema } from './money';

export const exchangeRateSchema = z.object({
  currency: currencySchema,
  baseCurrency: currencySchema,
  rate: moneySchema,
  updatedAt: z.number().int(),
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;
