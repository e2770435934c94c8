import { describe, expect, it } from 'vitest';
import { FISH, FISH_RTP_BP, shootFish } from './fish';

describe('fishing', () => {
  it('catches a fish exactly when the draw falls below the RTP share of its multiplier', () => {
    for (const f of FISH) {
      expect(shootFish(f.id, () => FISH_RTP_BP - 1).caught).toBe(true);
      expect(shootFish(f.id, () => FISH_RTP_BP).caught).toBe(false);
    }
  });

  it('returns 96.5 % on a fish: caught draws times the multiplier over all draws', () => {
    for (const f of FISH.slice(0, 3)) {
      const draws = 10000 * f.multiplier;
      let caught = 0;
      for (let r = 0; r < draws; r++) if (shootFish(f.id, (n) => (expect(n).toBe(draws), r)).caught) caught++;
      expect((caught * f.multiplier) / draws).toBeCloseTo(0.965, 10);
    }
  });
});
