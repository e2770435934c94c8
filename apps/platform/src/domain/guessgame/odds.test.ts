import { describe, expect, it } from 'vitest';
import { applyOdds, oddsToBp } from './odds';

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
