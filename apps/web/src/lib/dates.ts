/**
 * Dates and times in Japan time, one format per language: use these, never a DateTimeFormat of your own.
 * Written with plain arithmetic, not Intl: Japan time is UTC+9 all year (no daylight saving since 1951),
 * and both formats are fixed, so the wall clock is the UTC fields of the instant plus nine hours. Building
 * an Intl.DateTimeFormat with a time zone costs 55-80 ms of main thread on this project's 2-core machine
 * the first time (ICU loads its zone and locale data; Lighthouse's 4x CPU made it two long tasks of
 * 200-300 ms on every page that writes a date); dates.test.ts compares the output with Intl's, instant by
 * instant, over a century. Money is written the same way (packages/shared/src/rules/format.ts).
 */
import type { Language } from '@casino/shared/rules/constants';

/** Japan's offset from UTC, all year. */
const JAPAN_OFFSET_MS = 9 * 3_600_000;
const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/** The wall clock in Japan at instant `ms`. */
function japanClock(ms: number) {
  const d = new Date(ms + JAPAN_OFFSET_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth(),
    day: d.getUTCDate(),
    time: `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`,
  };
}

/**
 * The one date format of each language, everywhere on the site (Japan time): ja "2026/11/24" and
 * "2026/11/24 13:05"; en "Nov 24, 2026" and "Nov 24, 2026, 13:05" (what Intl writes for ja-JP and en-US
 * with 2-digit or short months and a 24-hour clock).
 */
function write(ms: number, lng: Language, withTime: boolean): string {
  const c = japanClock(ms);
  if (lng === 'en') {
    const date = `${EN_MONTHS[c.month]} ${c.day}, ${c.year}`;
    return withTime ? `${date}, ${c.time}` : date;
  }
  const date = `${c.year}/${two(c.month + 1)}/${two(c.day)}`;
  return withTime ? `${date} ${c.time}` : date;
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
  return ms === null ? '—' : write(ms, languageOf(lng), true);
}

export function formatDate(value: number | string | Date | null | undefined, lng: Language | string): string {
  const ms = toMs(value);
  return ms === null ? '—' : write(ms, languageOf(lng), false);
}

const WEEKDAYS: Record<Language, string[]> = {
  ja: ['月', '火', '水', '木', '金', '土', '日'],
  en: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
};
const EN_MONTHS_LONG = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The short weekday names of a calendar's head, Monday first: ja 月…日, en Mon…Sun. */
export function weekdayNames(lng: Language | string): readonly string[] {
  return WEEKDAYS[languageOf(lng)];
}

/** A calendar day ('YYYY-MM-DD') by name: ja "11月1日", en "1 November"; '' for anything else. */
export function calendarDayName(isoDate: string, lng: Language | string): string {
  const m = /^\d{4}-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!m) return '';
  const month = Number(m[1]);
  const day = Number(m[2]);
  return languageOf(lng) === 'en' ? `${day} ${EN_MONTHS_LONG[month - 1]}` : `${month}月${day}日`;
}
