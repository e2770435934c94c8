/**
 * Dates and times in Japan time, one format per language: use these, never a DateTimeFormat of your own
 * (the formatters are built once and cached). A module of its own, apart from money: only a page that
 * writes dates loads it, so a page without dates never builds an Intl formatter (the first one costs
 * 15-30 ms of main thread, ICU's start-up, even on a fast machine).
 */
import type { Language } from '@casino/shared/rules/constants';

type DateKind = 'date' | 'dateTime';

const DATE_OPTIONS: Record<Language, Record<DateKind, Intl.DateTimeFormatOptions>> = (() => {
  const zone = { timeZone: 'Asia/Tokyo', year: 'numeric' } as const;
  const time = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
  const ja = { ...zone, month: '2-digit', day: '2-digit' } as const;
  const en = { ...zone, month: 'short', day: 'numeric' } as const;
  return { ja: { date: ja, dateTime: { ...ja, ...time } }, en: { date: en, dateTime: { ...en, ...time } } };
})();
const LOCALES: Record<Language, string> = { ja: 'ja-JP', en: 'en-US' };
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The one date format of each language, everywhere on the site (Japan time): ja "2026/11/24" and
 * "2026/11/24 13:05"; en "Nov 24, 2026" and "Nov 24, 2026, 13:05". Each formatter is built once and
 * kept: building one with a time zone costs 25-100 ms of main thread on a phone the first time (ICU
 * loads its zone and locale data), so the page's are built in tasks of their own when this module
 * loads (below), not inside the render of the page that first shows a date.
 */
function formatter(lng: Language, kind: DateKind): Intl.DateTimeFormat {
  const key = `${lng} ${kind}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(LOCALES[lng], DATE_OPTIONS[lng][kind]);
    formatters.set(key, f);
  }
  return f;
}

/** Builds every date formatter now (they are cached), so no render has to. */
export function warmDateFormats(): void {
  for (const lng of ['ja', 'en'] as const)
    for (const kind of ['date', 'dateTime'] as const) formatter(lng, kind);
}

/**
 * As soon as this module has loaded (with the first page that writes money or dates, before its data
 * answers), the page's language's two formatters are built, each in a task of its own: never inside
 * the render that first shows a date, nor one long task of all four. The other language's are built
 * when a date is first written in it (after a language switch).
 */
if (typeof window !== 'undefined') {
  const lng: Language = document.documentElement.lang.startsWith('en') ? 'en' : 'ja';
  window.setTimeout(() => {
    formatter(lng, 'dateTime');
    window.setTimeout(() => formatter(lng, 'date'), 0);
  }, 0);
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
  return ms === null ? '—' : formatter(languageOf(lng), 'dateTime').format(ms);
}

export function formatDate(value: number | string | Date | null | undefined, lng: Language | string): string {
  const ms = toMs(value);
  return ms === null ? '—' : formatter(languageOf(lng), 'date').format(ms);
}
