/**
 * Withdrawal orders. Creating one moves the amount from the player's cash to `player:<id>:pending`
 * (so it cannot be spent twice); approval pays it out (pending -> world:bank), rejection or the
 * player's cancel returns it (pending -> cash).
 *
 *   1 PENDING    created, waiting for review (the player may cancel)
 *   2 PROCESSING approved by risk review, being paid out (reserved: dev approval goes straight to 3)
 *   3 SUCCESS    paid out
 *   4 REJECTED   refused by the back office: money returned to cash
 *   5 CANCELLED  cancelled by the player while pending: money returned to cash
 */
import { z } from 'zod';
import { WITHDRAW_STATUS } from '../rules/statuses';
import { amountInputSchema, currencySchema, moneySchema } from './money';
import { clientOrderIdSchema } from './deposit';
import { paymentTermsShape } from './payment-channel';

export type { WithdrawStatus } from '../rules/statuses';
export { WITHDRAW_STATUS };

export const withdrawMethodTypeSchema = z.enum(['BANK_CARD', 'CRYPTO_ADDRESS']);

export const withdrawalSchema = z.object({
  orderNo: z.string(),
  clientOrderId: z.string(),
  currency: currencySchema,
  amount: moneySchema,
  fee: moneySchema,
  /** What the player receives: amount - fee. */
  actualAmount: moneySchema,
  methodCode: z.string(),
  methodType: withdrawMethodTypeSchema,
  /** Masked bank account ("三菱UFJ銀行 ****4567") or shortened address ("0x12ab…9f3c"). */
  destination: z.string(),
  status: z.number().int().min(1).max(5),
  remark: z.string().nullable(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  completedAt: z.number().int().nullable(),
});
export type WithdrawalView = z.infer<typeof withdrawalSchema>;

export const withdrawCreateInputSchema = z
  .object({
    clientOrderId: clientOrderIdSchema,
    currency: currencySchema,
    amount: amountInputSchema,
    /** From withdraw.methods. */
    methodCode: z.string({ error: 'validation.required' }).min(1, 'validation.required').max(40),
    /** wallet.bankCardList id, for BANK_CARD methods. */
    bankCardId: z.string().max(40).optional(),
    /** wallet.addressList id, for CRYPTO_ADDRESS methods. */
    addressId: z.string().max(40).optional(),
    /** RSA-encrypted on the wire; required when the player has set a withdrawal password. */
    withdrawPassword: z.string().max(64).optional(),
  })
  .refine((v) => v.bankCardId !== undefined || v.addressId !== undefined, {
    message: 'validation.required',
    path: ['bankCardId'],
  });

export const withdrawMethodSchema = z.object({
  methodCode: z.string(),
  methodType: withdrawMethodTypeSchema,
  ...paymentTermsShape,
  processingMinutes: z.number().int(),
  /** The player's saved bank cards or addresses usable with this method. */
  accountCount: z.number().int().min(0),
});

export const withdrawLimitSchema = z.object({
  currency: currencySchema,
  minAmount: moneySchema,
  maxAmount: moneySchema,
  dailyCountLimit: z.number().int(),
  dailyCountUsed: z.number().int(),
  dailyAmountLimit: moneySchema,
  dailyAmountUsed: moneySchema,
  /** Above this amount KYC level 3 must be approved (100326). */
  kycLevel3Threshold: moneySchema,
  kycApprovedLevel: z.number().int(),
  /** The player's cash balance in this currency. */
  withdrawable: moneySchema,
  /** True when the player has set a withdrawal password (withdraw.create needs it). */
  needWithdrawPassword: z.boolean(),
});
