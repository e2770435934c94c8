import { describe, expect, it } from 'vitest';
import {
  CAPTCHA_HEIGHT,
  DECOY_ROW_OFFSET_PX,
  DECOY_SIDES_DIFFERENT,
  PIECE_SIZE,
  decoyRow,
  decoyShape,
  randomShape,
  sidesDifferent,
} from './captcha';

describe('the slider captcha shows one hole a person can tell from its decoys', () => {
  it('counts the sides on which two outlines differ', () => {
    expect(sidesDifferent('oino', 'oino')).toBe(0);
    expect(sidesDifferent('oino', 'iino')).toBe(1);
    expect(sidesDifferent('oino', 'nnoi')).toBe(4);
  });

  it("gives every decoy an outline that differs from the piece's on at least three sides", () => {
    for (let i = 0; i < 500; i++) {
      const piece = randomShape();
      const decoy = decoyShape(piece);
      expect(sidesDifferent(decoy.signature, piece.signature)).toBeGreaterThanOrEqual(DECOY_SIDES_DIFFERENT);
    }
  });

  it("puts every decoy clearly above or below the piece's row, inside the picture", () => {
    for (let y = 4; y < CAPTCHA_HEIGHT - PIECE_SIZE - 4; y++)
      for (const pick of [0, 1])
        for (let i = 0; i < 20; i++) {
          const row = decoyRow(y, pick);
          expect(Math.abs(row - y)).toBeGreaterThanOrEqual(DECOY_ROW_OFFSET_PX);
          expect(row).toBeGreaterThanOrEqual(2);
          expect(row + PIECE_SIZE).toBeLessThanOrEqual(CAPTCHA_HEIGHT - 2);
        }
  });
});
