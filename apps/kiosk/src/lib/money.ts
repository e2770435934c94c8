/**
 * Balances on the terminal, with the shared money rules (packages/shared/src/rules/format.ts): decimal
 * strings in, bigint units for arithmetic, the shared formatter out.
 */
import { displayDecimals, formatMoney } from '@casino/shared/rules/format';
import { fromUnits, toUnits } from '@casino/shared/schemas/money';

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

/**
 * How much of the cash goes into a game as it opens: an even share of what is left over the places
 * still free, so four games opened one after the other each get money and the fourth takes the rest.
 */
export function shareForNewGame(cash: bigint, freePlaces: number, currency: string): string | null {
  if (cash <= 0n || freePlaces <= 0) return null;
  // Rounded down to the currency's display step, so no game receives an amount the player cannot see.
  const step = 10n ** BigInt(8 - displayDecimals(currency));
  const share = freePlaces === 1 ? cash : (cash / BigInt(freePlaces) / step) * step;
  return share > 0n ? fromUnits(share) : null;
}
