/**
 * Money on the wire is a decimal string with at most 8 decimals ("1000.00", "0.00012345"); inside the
 * platform it is a bigint of 1e-8 units, so no amount is ever a float. Display decimals (2 for JPY and
 * USD, 8 for the others) are a presentation rule: see ../rules/format.ts.
 */
import { z } from 'zod';
import { AMOUNT_INPUT_RE, CURRENCIES, DECIMAL_RE, toUnits } from '../rules/money-units';

export {
  CURRENCIES,
  MONEY_SCALE,
  amountInputRule,
  fromUnits,
  toUnits,
  type Currency,
} from '../rules/money-units';

export const currencySchema = z.enum(CURRENCIES, { error: 'validation.currencyError' });

/** An amount as the platform answers it: a decimal string, possibly negative (a debit). */
export const moneySchema = z.string().regex(DECIMAL_RE, 'validation.amountError');

/** An amount a player enters: positive, at most 8 decimals, at most 1e15. */
export const amountInputSchema = z
  .string({ error: 'validation.amountEmpty' })
  .trim()
  .regex(AMOUNT_INPUT_RE, 'validation.amountError')
  // zod 4 runs refinements even after a failed regex: a malformed value must not throw here.
  .refine((v) => DECIMAL_RE.test(v) && toUnits(v) > 0n, 'validation.amountPositive');
