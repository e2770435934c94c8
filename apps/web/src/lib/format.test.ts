import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, money, moneyRange, toMs } from './format';

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

  it('matches what Intl.DateTimeFormat writes in Japan time for ja-JP and en-US, across years, months and hours', () => {
    const options = { timeZone: 'Asia/Tokyo', year: 'numeric', day: '2-digit' } as const;
    const jaDate = new Intl.DateTimeFormat('ja-JP', { ...options, month: '2-digit' });
    const enDate = new Intl.DateTimeFormat('en-US', { ...options, month: 'short', day: 'numeric' });
    const time = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
    const jaTime = new Intl.DateTimeFormat('ja-JP', { ...options, month: '2-digit', ...time });
    const enTime = new Intl.DateTimeFormat('en-US', { ...options, month: 'short', day: 'numeric', ...time });
    // Every 7 h 13 min for three years (leap day, year ends, every hour of the day in time).
    for (
      let ms = Date.parse('2023-12-30T00:00:00Z');
      ms < Date.parse('2027-01-02T00:00:00Z');
      ms += 433 * 60_000
    ) {
      expect(formatDate(ms, 'ja')).toBe(jaDate.format(ms));
      expect(formatDate(ms, 'en')).toBe(enDate.format(ms));
      expect(formatDateTime(ms, 'ja')).toBe(jaTime.format(ms));
      expect(formatDateTime(ms, 'en')).toBe(enTime.format(ms));
    }
  });

  it('shows a dash for no date', () => {
    expect(formatDate(null, 'ja')).toBe('—');
    expect(formatDateTime(undefined, 'en')).toBe('—');
    expect(formatDate('not a date', 'en')).toBe('—');
  });
});

describe('money ranges in one style', () => {
  it('abbreviates both ends or neither', () => {
    expect(moneyRange('2000', '1000000', 'JPY')).toEqual({ min: '¥2K', max: '¥1M' });
    expect(moneyRange('2000', '50000', 'JPY')).toEqual({ min: '¥2,000.00', max: '¥50,000.00' });
    expect(moneyRange('10', '100000', 'USDT')).toEqual({
      min: money('10', 'USDT', true),
      max: money('100000', 'USDT', true),
    });
  });
});
