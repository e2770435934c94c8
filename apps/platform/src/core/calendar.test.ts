import { describe, expect, it } from 'vitest';
import { addDays, tokyoCompactDate, tokyoDate, tokyoMidnight } from './calendar';

describe('the Tokyo calendar', () => {
  it.each([
    ['2026-11-21T14:59:59Z', '2026-11-21'],
    ['2026-11-21T15:00:00Z', '2026-11-22'],
    ['2026-12-31T15:00:00Z', '2027-01-01'],
    ['2024-02-28T16:00:00Z', '2024-02-29'],
  ])('dates %s as %s in Asia/Tokyo', (iso, date) => {
    expect(tokyoDate(Date.parse(iso))).toBe(date);
  });

  it('starts a Tokyo day at 15:00 UTC of the day before', () => {
    expect(new Date(tokyoMidnight(Date.parse('2026-11-22T03:00:00Z'))).toISOString()).toBe(
      '2026-11-21T15:00:00.000Z',
    );
    expect(tokyoCompactDate(Date.parse('2024-10-07T15:00:00Z'))).toBe('20241008');
  });

  it.each([
    ['2026-03-01', -1, '2026-02-28'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
  ])('moves %s by %i day to %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });
});
