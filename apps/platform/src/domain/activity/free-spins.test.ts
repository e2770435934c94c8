import { describe, expect, it } from 'vitest';
import { lineTenths } from './free-spins';

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
