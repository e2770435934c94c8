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
