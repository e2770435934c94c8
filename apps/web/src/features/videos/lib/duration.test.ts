import { describe, expect, it } from 'vitest';
import { duration } from './duration';

describe('duration', () => {
  it.each([
    [0, '0:00'],
    [59, '0:59'],
    [125, '2:05'],
    [3725, '1:02:05'],
    [-3, '0:00'],
  ])('%i s -> %s', (s, text) => {
    expect(duration(s)).toBe(text);
  });
});
