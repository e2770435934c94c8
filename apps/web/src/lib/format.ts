/**
 * Display helpers for the player's language: money through the shared rules
 * (packages/shared/src/rules/format.ts: wallet decimals, currency symbols, K/M), order ids and files.
 * Dates are in ./dates (their formatters are built only on pages that write dates).
 */
import { formatMoney } from '@casino/shared/rules/format';

/** Money with symbol and the currency's display decimals; `short` abbreviates 1,000+ as K and M. */
export function money(amount: string | null | undefined, currency: string, short = false): string {
  if (amount === null || amount === undefined || amount === '') return '—';
  try {
    return formatMoney(amount, currency, { abbreviate: short });
  } catch {
    return `${amount} ${currency}`;
  }
}

/**
 * A money range in one style: both ends abbreviated (K/M) when the top is 100,000 or more, else both in
 * full ("¥2K〜¥1M" or "¥2,000.00〜¥50,000.00", never "¥2,000.00〜¥1M").
 */
export function moneyRange(
  min: string | null | undefined,
  max: string | null | undefined,
  currency: string,
): { min: string; max: string } {
  const short = max !== null && max !== undefined && max !== '' && Math.abs(Number(max)) >= 100_000;
  return { min: money(min, currency, short), max: money(max, currency, short) };
}

/** A fresh idempotency key for create calls (deposit, withdrawal). */
export function newClientOrderId(): string {
  return crypto.randomUUID();
}

/** Reads a File as base64 (without the data: prefix) for the JSON upload calls. */
export function fileToBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.onload = () => {
      const result = String(reader.result);
      resolve(result.slice(result.indexOf(',') + 1));
    };
    reader.readAsDataURL(file);
  });
}
