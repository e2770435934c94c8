import { describe, expect, it } from 'vitest';
import { GAME_PAGE_TEXT } from './page-text';

function keys(o: object, prefix = ''): string[] {
  return Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

describe('game page texts', () => {
  it('has every text in both Japanese and English', () => {
    expect(keys(GAME_PAGE_TEXT.ja).sort()).toEqual(keys(GAME_PAGE_TEXT.en).sort());
  });

  it('has no empty text', () => {
    for (const lang of [GAME_PAGE_TEXT.ja, GAME_PAGE_TEXT.en]) {
      const flat = keys(lang).map((k) =>
        k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], lang),
      );
      expect(flat.every((v) => typeof v === 'string' && v.trim().length > 0)).toBe(true);
    }
  });
});
