/**
 * Payment channels: how a player can pay in (deposit channels) and be paid out (withdrawal methods).
 * Limits are per order, decimal strings in the channel's currency; a fee is `feeRate` (percent of the
 * amount) plus `feeFixed`.
 */
import { z } from 'zod';
import { currencySchema, moneySchema } from './money';
import { channelTypeSchema } from './deposit';

/** The terms of a way to pay in or out, shared by deposit channels and withdrawal methods. */
export const paymentTermsShape = {
  currency: currencySchema,
  /** Blockchain network for crypto (BTC, ERC20, TRC20, ...), null otherwise. */
  network: z.string().nullable(),
  name: z.string(),
  minAmount: moneySchema,
  maxAmount: moneySchema,
  feeRate: z.string(),
  feeFixed: moneySchema,
};

export const paymentChannelSchema = z.object({
  channelCode: z.string(),
  /** 1 deposit, 2 withdrawal. */
  direction: z.union([z.literal(1), z.literal(2)]),
  channelType: z.union([channelTypeSchema, z.literal('BANK_CARD'), z.literal('CRYPTO_ADDRESS')]),
  ...paymentTermsShape,
  /** Typical time to credit or pay out, minutes. */
  processingMinutes: z.number().int().min(0),
  /** Bank transfers need a transfer voucher uploaded (deposit.saveVoucher). */
  needVoucher: z.boolean(),
  enabled: z.boolean(),
  sort: z.number().int(),
});
export type PaymentChannel = z.infer<typeof paymentChannelSchema>;
