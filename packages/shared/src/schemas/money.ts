/**
 * Money on the wire is a decimal string with at most 8 decimals ("1000.00", "0.00012345"); inside the
 * platform it is a bigint of 1e-8 units, so no amount is ever a float. Display decimals (2 for JPY and
 * USD, 8 for the others) are a presentation rule: see ../rules/format.ts.
 */
import { z } from 'zod';

export const CURRENCIES = [
  'JPY',
  'USD',
  'USDT',
  'USDC',
  'BTC',
  'ETH',
  'DOGE',
  'LTC',
  'TRX',
  'DAI',
  'XRP',
  'ADA',
  'SHIB',
  'SOL',
] as const;
export type Currency = (typeof CURRENCIES)[number];
export const currencySchema = z.enum(CURRENCIES, { error: 'validation.currencyError' });

export const MONEY_SCALE = 8;
const UNIT = 10n ** BigInt(MONEY_SCALE);
const DECIMAL_RE = /^-?\d{1,20}(\.\d{1,8})?$/;

/** An amount as the platform answers it: a decimal string, possibly negative (a debit). */
export const moneySchema = z.string().regex(DECIMAL_RE, 'validation.amountError');

/** An amount a player enters: positive, at most 8 decimals, at most 1e15. */
export const amountInputSchema = z
  .string({ error: 'validation.amountEmpty' })
  .trim()
  .regex(/^\d{1,15}(\.\d{1,8})?$/, 'validation.amountError')
  // zod 4 runs refinements even after a failed regex: a malformed value must not throw here.
  .refine((v) => DECIMAL_RE.test(v) && toUnits(v) > 0n, 'validation.amountPositive');

/** "12.5" -> 1250000000n */
export function toUnits(amount: string): bigint {
  if (!DECIMAL_RE.test(amount)) throw new RangeError(`not a decimal amount: ${amount}`);
  const negative = amount.startsWith('-');
  const [int = '0', frac = ''] = (negative ? amount.slice(1) : amount).split('.');
  const units = BigInt(int) * UNIT + BigInt(frac.padEnd(MONEY_SCALE, '0'));
  return negative ? -units : units;
}

/** 1250000000n -> "12.5" with `decimals` fixed decimals (default: as many as needed, at least 2). */
export function fromUnits(units: bigint, decimals?: number): string {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const int = abs / UNIT;
  let frac = (abs % UNIT).toString().padStart(MONEY_SCALE, '0');
  if (decimals === undefined) {
    frac = frac.replace(/0+$/, '');
    if (frac.length < 2) frac = frac.padEnd(2, '0');
  } else {
    frac = frac.slice(0, decimals);
  }
  return (negative ? '-' : '') + int.toString() + (frac ? '.' + frac : '');
}
