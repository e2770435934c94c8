/**
 * One wallet of the user info (spec section 3: currency and amount), per currency in the order of
 * spec section 9. Derived from the ledger, never stored: `amount` is the withdrawable cash,
 * `bonusAmount` the bonus money still locked by wagering, `pendingAmount` money held for pending
 * withdrawals, `gameAmount` money transferred into providers' game wallets.
 */
import { z } from 'zod';
import { currencySchema, moneySchema } from './money';

export const walletBalanceSchema = z.object({
  currency: currencySchema,
  amount: moneySchema,
  bonusAmount: moneySchema,
  pendingAmount: moneySchema,
  gameAmount: moneySchema,
  /** amount + bonusAmount + gameAmount (what the player can play with). */
  totalAmount: moneySchema,
});
export type WalletBalance = z.infer<typeof walletBalanceSchema>;
