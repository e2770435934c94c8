/**
 * The player's full-lifecycle order statistics (report/player_order_stat/sum_full_lifecycle), per
 * currency, derived from the ledger: deposits, withdrawals, bets, wins and bonuses since registration.
 */
import { z } from 'zod';
import { currencySchema, moneySchema } from './money';
import { epochMsSchema } from './promo-common';

export const orderStatSchema = z.object({
  currency: currencySchema,
  depositAmount: moneySchema,
  depositCount: z.number().int().min(0),
  withdrawAmount: moneySchema,
  withdrawCount: z.number().int().min(0),
  betAmount: moneySchema,
  betCount: z.number().int().min(0),
  winAmount: moneySchema,
  /** Bonuses and prizes credited, minus bonuses taken back (given up, cancelled). */
  bonusAmount: moneySchema,
  /** Manual adjustments (back office credits). */
  adjustAmount: moneySchema,
  /** winAmount - betAmount. */
  gameProfit: moneySchema,
  /** depositAmount - withdrawAmount. */
  netDeposit: moneySchema,
});

export const orderStatSumSchema = z.object({
  list: z.array(orderStatSchema),
  registerTime: epochMsSchema,
  firstDepositTime: epochMsSchema.nullable(),
  lastDepositTime: epochMsSchema.nullable(),
});
