import { describe, expect, it } from 'vitest';
import { applyKey, keysOf, LAYOUTS } from './keyboard-layouts';

describe('on-screen keyboard layouts', () => {
  it('types every character a password may contain in both layouts', () => {
    const needed =
      'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!@#$%&*()_+-=[]{};:,.<>/?~'.split('');
    for (const lang of ['ja', 'en'] as const) {
      const keys = new Set(keysOf(lang));
      expect(
        needed.filter((c) => !keys.has(c)),
        lang,
      ).toEqual([]);
    }
  });

  it('puts @ beside P on the JIS layout and function keys in both', () => {
    expect(LAYOUTS.ja.default[1]).toMatch(/p @/);
    for (const lang of ['ja', 'en'] as const)
      for (const fn of ['{bksp}', '{enter}', '{shift}', '{space}', '{layout}'])
        expect(keysOf(lang)).toContain(fn);
  });

  it('applies keys: characters append, backspace removes, function keys type nothing, the length is capped', () => {
    expect(applyKey('ab', 'c')).toBe('abc');
    expect(applyKey('abc', '{bksp}')).toBe('ab');
    expect(applyKey('ab', '{shift}')).toBe('ab');
    expect(applyKey('ab', '.com')).toBe('ab.com');
    expect(applyKey('abcd', 'e', 4)).toBe('abcd');
  });
});
