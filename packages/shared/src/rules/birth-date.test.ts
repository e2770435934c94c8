import { describe, expect, it } from 'vitest';
import { birthDateRule, isAdultOn, japanToday } from './fields';

describe('the 18+ birth-date rule', () => {
  it.each([
    ['2008-06-15', '2026-06-15', true],
    ['2008-06-16', '2026-06-15', false],
    ['2008-05-31', '2026-06-01', true],
    ['2008-07-01', '2026-06-30', false],
    ['1990-01-01', '2026-06-30', true],
  ])('born %s is an adult on %s: %s', (birth, today, adult) => {
    expect(isAdultOn(birth, today)).toBe(adult);
  });

  it("reads today's date on Japan's calendar", () => {
    expect(japanToday(Date.UTC(2026, 0, 1, 15, 0))).toBe('2026-01-02');
    expect(japanToday(Date.UTC(2026, 0, 1, 14, 59))).toBe('2026-01-01');
  });

  it('answers required, invalid and underAge keys', () => {
    expect(birthDateRule('')).toBe('validation.required');
    expect(birthDateRule('2000-13-45')).toBe('validation.invalid');
    expect(birthDateRule(`${new Date().getUTCFullYear() - 10}-01-01`)).toBe('validation.underAge');
    expect(birthDateRule('1990-01-01')).toBeUndefined();
  });
});
