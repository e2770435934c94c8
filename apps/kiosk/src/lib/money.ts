/**
 * Balances on the terminal, with the shared money rules (packages/shared/src/rules/format.ts): decimal
 * strings in, bigint units for arithmetic, the shared formatter out.
 */
import { displayDecimals, formatMoney } from '@casino/shared/rules/format';
import { toUnits } from '@casino/shared/rules/money-units';

export function fmt(amount: string | bigint, currency: string): string {
  return formatMoney(amount, currency);
}

export function units(amount: string | null | undefined): bigint {
  if (!amount) return 0n;
  try {
    return toUnits(amount);
  } catch {
    return 0n;
  }
}

/** The currency's display step in units (1 yen shows as ¥1.00: two decimals for JPY and USD). */
export function displayStep(currency: string): bigint {
  return 10n ** BigInt(8 - displayDecimals(currency));
}

/**
 * The amount sheet's default: all the cash for one game; for several games an even split, rounded
 * down to the currency's display step (no game gets an amount the customer cannot see), the last
 * game taking the rest so that nothing is left over.
 */
export function defaultSplit(cash: bigint, games: number, currency: string): bigint[] {
  if (games <= 0) return [];
  if (cash <= 0n) return Array.from({ length: games }, () => 0n);
  const step = displayStep(currency);
  const share = (cash / BigInt(games) / step) * step;
  const out = Array.from({ length: games }, () => share);
  out[games - 1] = cash - share * BigInt(games - 1);
  return out;
}

/** A fraction of the cash, rounded down to the display step. */
export function fractionOf(cash: bigint, divisor: number, currency: string): bigint {
  if (cash <= 0n || divisor <= 0) return 0n;
  const step = displayStep(currency);
  return divisor === 1 ? cash : (cash / BigInt(divisor) / step) * step;
}
