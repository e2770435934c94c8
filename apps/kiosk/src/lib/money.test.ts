import { describe, expect, it } from 'vitest';
import { fromUnits, toUnits } from '@casino/shared/schemas/money';
import { defaultSplit, fractionOf } from './money';

const split = (cash: string, games: number, currency = 'JPY') =>
  defaultSplit(toUnits(cash), games, currency).map((u) => fromUnits(u));

describe('defaultSplit', () => {
  it('gives one game all the cash', () => {
    expect(split('400', 1)).toEqual(['400.00']);
    expect(split('100.01', 1)).toEqual(['100.01']);
  });

  it('splits evenly over several games, the last taking the rest, nothing left over', () => {
    expect(split('100000', 4)).toEqual(['25000.00', '25000.00', '25000.00', '25000.00']);
    expect(split('100.01', 4)).toEqual(['25.00', '25.00', '25.00', '25.01']);
    expect(split('0.00000007', 2, 'BTC')).toEqual(['0.00000003', '0.00000004']);
    const parts = defaultSplit(toUnits('1234.57'), 3, 'JPY');
    expect(parts.reduce((a, b) => a + b, 0n)).toBe(toUnits('1234.57'));
  });

  it('moves nothing without cash', () => {
    expect(split('0', 2)).toEqual(['0.00', '0.00']);
    expect(defaultSplit(toUnits('10'), 0, 'JPY')).toEqual([]);
  });
});

describe('fractionOf', () => {
  it('rounds down to the display step', () => {
    expect(fromUnits(fractionOf(toUnits('100.01'), 4, 'JPY'))).toBe('25.00');
    expect(fromUnits(fractionOf(toUnits('100.01'), 1, 'JPY'))).toBe('100.01');
    expect(fractionOf(0n, 2, 'JPY')).toBe(0n);
  });
});
