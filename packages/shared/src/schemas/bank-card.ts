/**
 * A player's Japanese bank account for JPY withdrawals (zengin codes: 4-digit bank, 3-digit branch,
 * 7-digit account number). accountNo travels RSA-encrypted on the wire and is answered masked
 * ("****4567"); accountName is the holder's name in katakana as the bank has it.
 */
import { z } from 'zod';
import { payoutProofShape, requirePayoutProof } from './payout-proof';

export const ACCOUNT_TYPES = { ORDINARY: 1, CURRENT: 2, SAVINGS: 3 } as const;

/** Full-width or half-width katakana, long vowel mark, spaces and the latin capitals banks use. */
export const ACCOUNT_NAME_RE = /^[\u30A0-\u30FF\uFF66-\uFF9F\u3000 A-Z().\-ー]{2,60}$/u;

export const bankCardSchema = z.object({
  id: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  branchCode: z.string(),
  branchName: z.string(),
  accountType: z.number().int(),
  /** Masked: only the last 4 digits. */
  accountNo: z.string(),
  accountName: z.string(),
  currency: z.literal('JPY'),
  isDefault: z.boolean(),
  createdAt: z.number().int(),
});
export type BankCardView = z.infer<typeof bankCardSchema>;

export const bankCardAddInputSchema = z
  .object({
    bankCode: z.string({ error: 'validation.required' }).regex(/^\d{4}$/, 'validation.bankCodeError'),
    bankName: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(60),
    branchCode: z.string({ error: 'validation.required' }).regex(/^\d{3}$/, 'validation.branchCodeError'),
    branchName: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(60),
    accountType: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'validation.invalid' }),
    /** 7 digits (RSA-encrypted on the wire). */
    accountNo: z.string({ error: 'validation.required' }).regex(/^\d{7}$/, 'validation.accountNoError'),
    accountName: z
      .string({ error: 'validation.required' })
      .trim()
      .regex(ACCOUNT_NAME_RE, 'validation.accountNameError'),
    isDefault: z.boolean().optional(),
    ...payoutProofShape,
  })
  .superRefine(requirePayoutProof);
