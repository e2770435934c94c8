/**
 * Money as the product counts it, without a schema library (this module is in the player site's first
 * page): the currencies, the 1e-8 unit scale and the exact conversions between decimal strings and
 * bigint units. ../schemas/money.ts builds the wire schemas on these and re-exports them.
 */

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

export const MONEY_SCALE = 8;
const UNIT = 10n ** BigInt(MONEY_SCALE);
/** A decimal amount as the platform answers it: possibly negative, at most 8 decimals. */
export const DECIMAL_RE = /^-?\d{1,20}(\.\d{1,8})?$/;

/** An amount a player types: at most 15 integer digits and at most 8 decimals, no sign. */
export const AMOUNT_INPUT_RE = /^\d{1,15}(\.\d{1,8})?$/;

/**
 * The plain rule of an amount a player enters (the deposit, withdrawal and limit forms, without zod):
 * the i18n key of the first failed check, or undefined. ../schemas/money.ts's amountInputSchema checks
 * the same (validation.test.ts compares them).
 */
export function amountInputRule(value: unknown): string | undefined {
  if (typeof value !== 'string') return 'validation.amountEmpty';
  const v = value.trim();
  if (!AMOUNT_INPUT_RE.test(v)) return 'validation.amountError';
  return toUnits(v) > 0n ? undefined : 'validation.amountPositive';
}

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
