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
