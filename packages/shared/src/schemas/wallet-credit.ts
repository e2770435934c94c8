/**
 * One line of the wallet history (wallet.creditList): a ledger transaction seen from the player's
 * side. `amount` is the change of the cash wallet, `bonusAmount` of the bonus wallet, `pendingAmount`
 * of the money held for withdrawals; `balanceAfter` the cash balance after it.
 */
import { z } from 'zod';
import { currencySchema, moneySchema } from './money';

/** Ledger kinds answered as credit types (others' kinds pass through as they are). */
export const CREDIT_TYPES = [
  'deposit',
  'withdraw.hold',
  'withdraw.paid',
  'withdraw.return',
  'bonus.grant',
  'bonus.release',
  'bonus.forfeit',
  'rakeback',
  'cdk',
  'bet',
  'win',
  'transfer',
] as const;

export const walletCreditSchema = z.object({
  id: z.string(),
  creditType: z.string(),
  /** The type in the request's language. */
  creditTypeName: z.string(),
  currency: currencySchema,
  amount: moneySchema,
  bonusAmount: moneySchema,
  pendingAmount: moneySchema,
  balanceAfter: moneySchema,
  /** The business order behind it (deposit or withdrawal order, bonus request...), when there is one. */
  orderNo: z.string().nullable(),
  createdAt: z.number().int(),
});
export type WalletCredit = z.infer<typeof walletCreditSchema>;
