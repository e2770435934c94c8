import { describe, expect, it } from 'vitest';
import { toUnits } from '@casino/shared/schemas/money';
import { shareForNewGame } from './money';

describe('shareForNewGame', () => {
  it('gives four games opened in a row an even share each, the fourth taking the rest', () => {
    let cash = toUnits('100000');
    const shares: string[] = [];
    for (let free = 4; free >= 1; free--) {
      const s = shareForNewGame(cash, free, 'JPY')!;
      shares.push(s);
      cash -= toUnits(s);
    }
    expect(shares).toEqual(['25000.00', '25000.00', '25000.00', '25000.00']);
    expect(cash).toBe(0n);
  });

  it('rounds down to the display step of the currency and leaves the remainder for the last game', () => {
    expect(shareForNewGame(toUnits('100.01'), 4, 'JPY')).toBe('25.00');
    expect(shareForNewGame(toUnits('0.00000007'), 2, 'BTC')).toBe('0.00000003');
    expect(shareForNewGame(toUnits('100.01'), 1, 'JPY')).toBe('100.01');
  });

  it('moves nothing without cash or without a free place', () => {
    expect(shareForNewGame(0n, 4, 'JPY')).toBeNull();
    expect(shareForNewGame(toUnits('10'), 0, 'JPY')).toBeNull();
    expect(shareForNewGame(toUnits('0.03'), 4, 'JPY')).toBeNull();
  });
});
