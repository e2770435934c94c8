/**
 * Deposit orders (the spec names the entity without fields). Status machine:
 *
 *   0 CREATED    order opened on a QR channel; the QR code is not issued yet (createQrCodePayment)
 *   1 PENDING    payment details issued (bank account, QR code, crypto address): waiting for the money
 *   2 REVIEWING  the player uploaded a transfer voucher or confirmed the payment: the back office checks
 *   3 SUCCESS    money received and credited to the cash wallet (once, however often it is approved)
 *   4 FAILED     refused by the back office (no money arrived, wrong amount, wrong name)
 *   5 CANCELLED  cancelled by the player (orderOperate, before review)
 *   6 EXPIRED    not paid in time (expireAt): 30 minutes for QR, 24 hours for bank transfers, 2 hours
 *                for crypto
 *
 * Allowed: 0->1, 0/1->2 (voucher or "paid"), 0/1/2->3, 0/1/2->4, 0/1->5, 0/1->6.
 */
import { z } from 'zod';
import { DEPOSIT_STATUS } from '../rules/statuses';
import { amountInputSchema, currencySchema, moneySchema } from './money';

export type { DepositStatus } from '../rules/statuses';
export { DEPOSIT_STATUS };

export const depositStatusSchema = z.number().int().min(0).max(6);

/** How the money comes in. */
export const CHANNEL_TYPES = ['BANK_TRANSFER', 'QR', 'CRYPTO'] as const;
export const channelTypeSchema = z.enum(CHANNEL_TYPES);
export type ChannelType = z.infer<typeof channelTypeSchema>;

/**
 * A client-chosen id of the create request (UUID or any 8-64 letters, digits, '-' and '_'): creating
 * is idempotent on it, so a retried request returns the first order and moves nothing.
 */
export const clientOrderIdSchema = z
  .string({ error: 'validation.required' })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'validation.invalid');

export const orderNoSchema = z.string().min(1).max(40);

export const depositOrderSchema = z.object({
  orderNo: z.string(),
  clientOrderId: z.string(),
  currency: currencySchema,
  amount: moneySchema,
  channelCode: z.string(),
  channelType: channelTypeSchema,
  status: depositStatusSchema,
  /** Payment details to pay to. Bank: bankName, branchName, accountType, accountNo, accountName,
   * transferName (the name the transfer must carry). QR: qrContent, qrProvider. Crypto: network,
   * address, memo? */
  payInfo: z.record(z.string(), z.string()),
  voucherUrl: z.string().nullable(),
  couponId: z.string().nullable(),
  /** The deposit bonus requested with the coupon (bonus.requests). */
  bonusRequestId: z.string().nullable(),
  remark: z.string().nullable(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  expireAt: z.number().int(),
  successAt: z.number().int().nullable(),
});
export type DepositOrderView = z.infer<typeof depositOrderSchema>;

export const depositCreateInputSchema = z.object({
  clientOrderId: clientOrderIdSchema,
  currency: currencySchema,
  amount: amountInputSchema,
  /** From deposit.channels. */
  channelCode: z.string({ error: 'validation.required' }).min(1, 'validation.required').max(40),
  /** A deposit coupon of bonus.couponPage (optional). */
  couponId: z.string().max(40).optional(),
});
