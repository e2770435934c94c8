/**
 * One wallet of the user info (spec section 3: currency and amount), per currency in the order of
 * spec section 9. Derived from the ledger, never stored: `amount` is the withdrawable cash,
 * `bonusAmount` the bonus money still locked by wagering, `pendingAmount` money held for pending
 * withdrawals, `gameAmount` money transferred into providers' game wallets (`games`: per platform).
 */
import { z } from 'zod';
import { currencySchema, moneySchema } from './money';

export const walletBalanceSchema = z.object({
  currency: currencySchema,
  amount: moneySchema,
  bonusAmount: moneySchema,
  pendingAmount: moneySchema,
  gameAmount: moneySchema,
  /**
   * `gameAmount` per platform: each provider's game wallet holding money in this currency (one wallet
   * per platform, shared by every game of that platform, so a figure is never counted twice).
   */
  games: z.array(z.object({ platformCode: z.string(), amount: moneySchema })).default([]),
  /** amount + bonusAmount + gameAmount (what the player can play with). */
  totalAmount: moneySchema,
});
export type WalletBalance = z.infer<typeof walletBalanceSchema>;
