import { describe, expect, it, vi } from 'vitest';
import { formatDate, formatDateTime, toMs, warmDateFormats } from './dates';

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

  it('builds each formatter once, however many dates are written', () => {
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      warmDateFormats();
      const before = built.mock.calls.length;
      for (let i = 0; i < 200; i++) {
        formatDate(NOV_24_1305_JST + i * 86_400_000, i % 2 ? 'ja' : 'en');
        formatDateTime(NOV_24_1305_JST + i * 60_000, i % 2 ? 'ja' : 'en');
      }
      expect(built.mock.calls.length - before).toBe(0);
    } finally {
      built.mockRestore();
    }
  });

  it('shows a dash for no date', () => {
    expect(formatDate(null, 'ja')).toBe('—');
    expect(formatDateTime(undefined, 'en')).toBe('—');
    expect(formatDate('not a date', 'en')).toBe('—');
  });
});
