/**
 * Display helpers for the player's language: dates and times in Japan time, money through the shared
 * rules (packages/shared/src/rules/format.ts: wallet decimals, currency symbols, K/M).
 */
import { formatMoney } from '@casino/shared/rules/format';
import type { Language } from '@casino/shared/rules/constants';

const TIME_ZONE = 'Asia/Tokyo';
const LOCALES: Record<Language, string> = { ja: 'ja-JP', en: 'en-US' };

export function formatDateTime(ms: number | null | undefined, lng: Language): string {
  if (ms === null || ms === undefined) return '—';
  return new Intl.DateTimeFormat(LOCALES[lng], {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(ms);
}

export function formatDate(ms: number | null | undefined, lng: Language): string {
  if (ms === null || ms === undefined) return '—';
  return new Intl.DateTimeFormat(LOCALES[lng], {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  }).format(ms);
}

/** Money with symbol and the currency's display decimals; `short` abbreviates 1,000+ as K and M. */
export function money(amount: string | null | undefined, currency: string, short = false): string {
  if (amount === null || amount === undefined || amount === '') return '—';
  try {
    return formatMoney(amount, currency, { abbreviate: short });
  } catch {
    return `${amount} ${currency}`;
  }
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
