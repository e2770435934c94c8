import { describe, expect, it, vi } from 'vitest';
import { calendarDayName, formatDate, formatDateTime, toMs, weekdayNames } from './dates';

const NOV_24_1305_JST = Date.parse('2026-11-24T13:05:00+09:00');

describe('one date format per language', () => {
  it('writes a date and a date-time in Japanese as 2026/11/24 and 2026/11/24 13:05', () => {
    expect(formatDate(NOV_24_1305_JST, 'ja')).toBe('2026/11/24');
    expect(formatDateTime(NOV_24_1305_JST, 'ja')).toBe('2026/11/24 13:05');
  });

  it('writes a date and a date-time in English as Nov 24, 2026 and Nov 24, 2026, 13:05', () => {
    expect(formatDate(NOV_24_1305_JST, 'en')).toBe('Nov 24, 2026');
    expect(formatDateTime(NOV_24_1305_JST, 'en')).toBe('Nov 24, 2026, 13:05');
  });

  it('reads the wire forms (epoch ms, digits, YYYY-MM-DD in Japan time) to the same output', () => {
    expect(formatDate('2026-12-17', 'ja')).toBe('2026/12/17');
    expect(formatDate('2026-12-17', 'en')).toBe('Dec 17, 2026');
    expect(formatDateTime('2026-11-24 13:05:00', 'ja')).toBe('2026/11/24 13:05');
    expect(toMs(String(NOV_24_1305_JST))).toBe(NOV_24_1305_JST);
    // Late evening in Japan is still the same calendar day, whatever the browser's zone.
    expect(formatDate(Date.parse('2026-12-17T23:30:00+09:00'), 'ja')).toBe('2026/12/17');
  });

  it('writes the calendar day and hour in Japan time across a year end, a leap day and midnight', () => {
    expect(formatDateTime(Date.parse('2026-12-31T15:30:00Z'), 'ja')).toBe('2027/01/01 00:30');
    expect(formatDateTime(Date.parse('2026-12-31T15:30:00Z'), 'en')).toBe('Jan 1, 2027, 00:30');
    expect(formatDate(Date.parse('2028-02-29T12:00:00+09:00'), 'en')).toBe('Feb 29, 2028');
    expect(formatDateTime(Date.parse('2026-06-01T09:07:00+09:00'), 'ja')).toBe('2026/06/01 09:07');
  });

  it('writes what Intl writes for Japan time in both languages, instant by instant over a century', () => {
    const reference = (lng: 'ja' | 'en', withTime: boolean) =>
      new Intl.DateTimeFormat(lng === 'ja' ? 'ja-JP' : 'en-US', {
        timeZone: 'Asia/Tokyo',
        year: 'numeric',
        ...(lng === 'ja' ? { month: '2-digit', day: '2-digit' } : { month: 'short', day: 'numeric' }),
        ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
      } as Intl.DateTimeFormatOptions);
    const refs = {
      ja: [reference('ja', false), reference('ja', true)],
      en: [reference('en', false), reference('en', true)],
    };
    const start = Date.parse('1970-01-01T00:00:00Z');
    const end = Date.parse('2070-01-01T00:00:00Z');
    // Every month's turn (the last and first Japan minute of its first day), an instant of every third
    // day at a different hour each time, and a thousand instants spread over the century.
    const instants: number[] = [];
    for (let y = 1970; y < 2070; y++)
      for (let m = 0; m < 12; m++) {
        const turn = Date.UTC(y, m, 1) - 9 * 3_600_000;
        instants.push(turn - 60_000, turn);
      }
    for (let ms = start, h = 0; ms < end; ms += 3 * 86_400_000, h = (h + 7) % 24)
      instants.push(ms + h * 3_600_000 + h * 60_000);
    for (let i = 0, ms = start; i < 1_000; i++) instants.push((ms = (ms * 48_271 + 7_919) % end));
    for (const ms of instants.filter((t) => t > 0))
      for (const lng of ['ja', 'en'] as const) {
        expect(formatDate(ms, lng)).toBe(refs[lng][0]!.format(ms));
        expect(formatDateTime(ms, lng)).toBe(refs[lng][1]!.format(ms));
      }
  }, 60_000);

  it('builds no Intl formatter, however many dates are written', () => {
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      for (let i = 0; i < 200; i++) {
        formatDate(NOV_24_1305_JST + i * 86_400_000, i % 2 ? 'ja' : 'en');
        formatDateTime(NOV_24_1305_JST + i * 60_000, i % 2 ? 'ja' : 'en');
      }
      expect(built).not.toHaveBeenCalled();
    } finally {
      built.mockRestore();
    }
  });

  it("names a calendar's weekdays, Monday first, and its days as Intl does (ja 11月1日, en 1 November)", () => {
    for (const [lng, locale] of [
      ['ja', 'ja-JP'],
      ['en', 'en-GB'],
    ] as const) {
      const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
      expect(weekdayNames(lng)).toEqual(
        Array.from({ length: 7 }, (_, i) => weekday.format(Date.UTC(2024, 0, 1 + i))),
      );
      const day = new Intl.DateTimeFormat(locale, { month: 'long', day: 'numeric', timeZone: 'UTC' });
      for (let ms = Date.UTC(2028, 0, 1); ms < Date.UTC(2029, 0, 1); ms += 86_400_000) {
        const iso = new Date(ms).toISOString().slice(0, 10);
        expect(calendarDayName(iso, lng)).toBe(day.format(ms));
      }
    }
    expect(calendarDayName('not a day', 'en')).toBe('');
  });

  it('shows a dash for no date', () => {
    expect(formatDate(null, 'ja')).toBe('—');
    expect(formatDateTime(undefined, 'en')).toBe('—');
    expect(formatDate('not a date', 'en')).toBe('—');
  });
});
