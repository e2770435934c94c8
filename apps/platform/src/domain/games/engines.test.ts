import { describe, expect, it } from 'vitest';
import {
  PACHINKO,
  REELS3,
  REELS5,
  baccaratRtp,
  dealBaccarat,
  firePachinko,
  pachinkoRtp,
  reelRtp,
  spinReels,
  type Rng,
} from './engines';

/** Replays a fixed list of draws, so a test can force an outcome. */
function scripted(draws: number[]): Rng {
  let i = 0;
  return (n) => {
    const v = draws[i++ % draws.length]!;
    if (v >= n) throw new Error(`draw ${v} out of range ${n}`);
    return v;
  };
}

describe('reference game engines', () => {
  it('returns between 95 and 98 percent to the player', () => {
    for (const rtp of [reelRtp(REELS5), reelRtp(REELS3), pachinkoRtp()]) {
      expect(rtp).toBeGreaterThan(0.95);
      expect(rtp).toBeLessThan(0.98);
    }
  });

  it('pays five diamonds on every line when every cell is a diamond', () => {
    // 98 falls in the diamond band (weights sum to 100, diamond is the last 2).
    const out = spinReels(REELS5, scripted([98]));
    expect(out.wins).toHaveLength(10);
    expect(out.lineMultiplier).toBe(10 * 10000);
  });

  it('pays nothing when no line starts with a run', () => {
    // cherry, lemon, cherry, lemon... column by column: reel 0 all cherry, reel 1 all lemon.
    const out = spinReels(REELS5, scripted([0, 0, 0, 30, 30, 30]));
    expect(out.grid[0]).toEqual(['cherry', 'cherry', 'cherry']);
    expect(out.grid[1]).toEqual(['lemon', 'lemon', 'lemon']);
    expect(out.lineMultiplier).toBe(0);
  });

  it('fires ten balls and pays the jackpot multiplier for a start-pocket 大当たり', () => {
    // Pocket bands: 0-23 out, 24-41 return, 42-50 double, 51-56 start; then the lottery draws 0 (a hit), digit 1+4.
    const draws = [51, 0, 4];
    const out = firePachinko(scripted(draws));
    expect(out.balls).toHaveLength(PACHINKO.ballsPerBet);
    expect(out.balls[0]).toMatchObject({ pocket: 3, jackpot: true, multiplier: 150 });
    expect(out.balls[0]!.digits).toEqual([5, 5, 5]);
  });

  it('draws a real random spread with crypto randomness', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) seen.add(spinReels(REELS5).grid.flat().join());
    expect(seen.size).toBeGreaterThan(190);
  });
});

describe('baccarat', () => {
  it('returns the known house edge on banker and player bets', () => {
    expect(baccaratRtp('banker')).toBeCloseTo(0.98936, 5);
    expect(baccaratRtp('player')).toBeCloseTo(0.98772, 5);
  });

  it('stands on a natural and pays a winning player bet double', () => {
    // Player 9+K (natural 9), banker 2+3: nobody draws.
    const ranks = [9, 13, 2, 3];
    let i = 0;
    const rng: Rng = (n) => (n === 13 ? ranks[i++]! - 1 : 0);
    const out = dealBaccarat('player', rng);
    expect(out.player.map((c) => c.rank)).toEqual([9, 13]);
    expect(out.banker.map((c) => c.rank)).toEqual([2, 3]);
    expect(out.player).toHaveLength(2);
    expect(out.winner).toBe('player');
    expect(out.returnPct).toBe(200);
  });
});
