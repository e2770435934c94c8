/**
 * Display helpers for the player's language: dates and times in Japan time (one format per language:
 * use these, never a DateTimeFormat of your own), money through the shared
 * rules (packages/shared/src/rules/format.ts: wallet decimals, currency symbols, K/M).
 */
import { formatMoney } from '@casino/shared/rules/format';
import type { Language } from '@casino/shared/rules/constants';

/**
 * Japan time is UTC+9 all year (no daylight saving since 1951), so a date is the UTC calendar of the
 * instant 9 hours later: no Intl.DateTimeFormat with a time zone, whose first construction costs
 * tens to hundreds of milliseconds of main thread on a phone (ICU loads its zone and locale data) and
 * was a long task of its own on every page that shows a date.
 */
const JAPAN_OFFSET_MS = 9 * 60 * 60 * 1000;
const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * The one date format of each language, everywhere on the site (Japan time): ja "2026/11/24" and
 * "2026/11/24 13:05"; en "Nov 24, 2026" and "Nov 24, 2026, 13:05".
 */
function formatJapanTime(ms: number, lng: Language, withTime: boolean): string {
  const d = new Date(ms + JAPAN_OFFSET_MS);
  const year = d.getUTCFullYear();
  const month = d.getUTCMonth();
  const day = d.getUTCDate();
  const time = `${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}`;
  if (lng === 'en') return `${EN_MONTHS[month]} ${day}, ${year}${withTime ? `, ${time}` : ''}`;
  return `${year}/${pad2(month + 1)}/${pad2(day)}${withTime ? ` ${time}` : ''}`;
}

/** A wire date as milliseconds: epoch ms (number or digits), or 'YYYY-MM-DD[ HH:mm[:ss]]' in Japan time. */
export function toMs(value: number | string | Date | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.getTime();
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? value : null;
  if (/^\d{10,}$/.test(value)) return Number(value);
  const m = /^(\d{4})[-/](\d{2})[-/](\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(value.trim());
  if (m) {
    const [, y, mo, d, h = '00', mi = '00', s = '00'] = m;
    return Date.parse(`${y}-${mo}-${d}T${h}:${mi}:${s}+09:00`);
  }
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? null : parsed;
}

function languageOf(lng: string): Language {
  return lng === 'en' ? 'en' : 'ja';
}

export function formatDateTime(
  value: number | string | Date | null | undefined,
  lng: Language | string,
): string {
  const ms = toMs(value);
  return ms === null ? '—' : formatJapanTime(ms, languageOf(lng), true);
}

export function formatDate(value: number | string | Date | null | undefined, lng: Language | string): string {
  const ms = toMs(value);
  return ms === null ? '—' : formatJapanTime(ms, languageOf(lng), false);
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
