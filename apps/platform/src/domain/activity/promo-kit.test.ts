import { describe, expect, it } from 'vitest';
import { addDays, applyOdds, oddsToBp, tokyoCompactDate, tokyoDate, tokyoMidnight } from './promo-kit';
import { lineTenths } from './free-spins';

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

describe('odds', () => {
  it.each([
    ['2.10', 21000n],
    ['1.5', 15000n],
    ['12', 120000n],
    ['1.8575', 18575n],
  ])('reads %s as %i basis steps', (odds, bp) => {
    expect(oddsToBp(odds)).toBe(bp);
  });

  it('pays stake times odds rounded down to the unit', () => {
    expect(applyOdds(100_000_000_000n, '2.10')).toBe(210_000_000_000n);
    expect(applyOdds(3n, '1.5')).toBe(4n);
  });
});

describe('free spin pay lines', () => {
  it.each([
    [['SEVEN', 'SEVEN', 'SEVEN'], 500],
    [['CHERRY', 'CHERRY', 'CHERRY'], 50],
    [['CHERRY', 'LEMON', 'CHERRY'], 15],
    [['BELL', 'CHERRY', 'STAR'], 5],
    [['BELL', 'LEMON', 'STAR'], 0],
  ] as const)('pays %j %i tenths of the stake', (reels, tenths) => {
    expect(lineTenths([...reels])).toBe(tenths);
  });
});
