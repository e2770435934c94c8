import { describe, expect, it } from 'vitest';
import { shareFor } from './share';

describe('shareFor', () => {
  it.each([
    ['1000.00', 4, '250.00'],
    ['1000.00', 1, '1000.00'],
    ['1000.00', 3, '333.33'],
    ['0.00', 2, undefined],
    ['0.01', 4, undefined],
    ['1000.00', 0, undefined],
  ])('%s across %i free places -> %s', (cash, free, expected) => {
    expect(shareFor(cash, free)).toBe(expected);
  });
});
