/**
 * Game providers and their currencies (spec section 3: provider currency = providerCode,
 * providerCurrency). A provider runs one or more platforms (platformCode = the wallet a transfer goes
 * to); the multi-mode ones may run in the multi-machine grid.
 */
import { z } from 'zod';
import { currencySchema } from './money';
import { gameTypeSchema } from './game';

export const providerCurrencySchema = z.object({
  providerCode: z.string(),
  providerCurrency: currencySchema,
});
export type ProviderCurrency = z.infer<typeof providerCurrencySchema>;

export const providerSchema = z.object({
  providerCode: z.string(),
  /** In the request's language. */
  providerName: z.string(),
  platformCodes: z.array(z.string()),
  gameTypes: z.array(gameTypeSchema),
  logoUrl: z.string(),
  supMultiMode: z.boolean(),
  /** Money moves into the provider's wallet before play (transfer/register, async_transfer_in). */
  transferModel: z.boolean(),
  gameCount: z.number().int().min(0),
  sort: z.number().int(),
  currencies: z.array(providerCurrencySchema),
});
export type Provider = z.infer<typeof providerSchema>;
