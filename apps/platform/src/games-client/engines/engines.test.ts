import { describe, expect, it } from 'vitest';
import { BACCARAT, PACHINKO, REELS3, REELS5 } from '../../domain/games/engines';
import { FISH, FISH_RTP_BP } from '../../domain/games/fish';
import { GAME_PAGE_TEXT } from '../../domain/games/page-text';
import { dealOrder, sidePay } from './baccarat';
import { catchChance, kindAt } from './fish';
import { ballPath, pinsOf } from './pachinko';
import { REVEAL_ORDER, rowWins } from './poker';
import { payCounts, payLabel } from './reels';
import { kickoffTime, verdict } from './sports';

const card = { rank: 1, suit: 'S' } as const;

describe('the engines: what they show of the paytables and outcomes', () => {
  it('reels: the n-of-a-kind columns and pays of each machine', () => {
    expect(payCounts(REELS5.kind)).toEqual([2, 3, 4, 5]);
    expect(payCounts(REELS3.kind)).toEqual([3]);
    const seven = REELS3.symbols.find((s) => s.id === 'seven')!;
    expect(payCounts(REELS3.kind).map((n) => payLabel(seven.pays, n))).toEqual(['×400']);
    expect(payLabel(seven.pays, 2)).toBe('—');
  });

  it('pachinko: every ball ends in the middle of its pocket, inside the board, around the screen', () => {
    const pw = 380 / PACHINKO.pockets.length;
    for (const random of [() => 0, () => 0.999, Math.random]) {
      PACHINKO.pockets.forEach((_, pocket) => {
        const pts = ballPath(pocket, pw, random);
        expect(pts.at(-1)).toEqual([20 + pocket * pw + pw / 2, 456 + 18]);
        for (const [x, y] of pts.slice(11)) {
          expect(x).toBeGreaterThanOrEqual(30);
          expect(x).toBeLessThanOrEqual(390);
          if (y > 200 && y < 312) expect(Math.abs(x - 210)).toBeGreaterThanOrEqual(110);
        }
      });
    }
    expect(pinsOf().every(([x, y]) => x > 30 && x < 390 && !(y > 225 && y < 290))).toBe(true);
  });

  it('baccarat: two cards each, player first, then the third cards; the pays stake included', () => {
    expect(dealOrder({ player: [card, card], banker: [card, card] })).toEqual([
      ['player', 0],
      ['banker', 0],
      ['player', 1],
      ['banker', 1],
    ]);
    expect(dealOrder({ player: [card, card, card], banker: [card, card, card] }).slice(4)).toEqual([
      ['player', 2],
      ['banker', 2],
    ]);
    expect(dealOrder({ player: [card, card], banker: [card, card, card] }).slice(4)).toEqual([['banker', 2]]);
    const p = { kind: 'baccarat' as const, sides: BACCARAT.sides, returns: BACCARAT.returns };
    expect(BACCARAT.sides.map((s) => sidePay(p, s))).toEqual(['×2.00', '×1.95', '×9.00']);
  });

  it('poker: cards turn player and dealer in turn; the dealer wins only when qualified', () => {
    expect(REVEAL_ORDER).toEqual([0, 3, 1, 4, 2, 5]);
    const o = {
      kind: 'poker' as const,
      player: [],
      dealer: [],
      playerHand: 'high' as const,
      dealerHand: 'pair' as const,
      bonus: 0,
      returnPct: 0,
    };
    expect(rowWins({ ...o, winner: 'dealer', qualified: true }, 'dealer')).toBe(true);
    expect(rowWins({ ...o, winner: 'dealer', qualified: false }, 'dealer')).toBe(false);
    expect(rowWins({ ...o, winner: 'player', qualified: false }, 'player')).toBe(true);
    expect(rowWins({ ...o, winner: 'player', qualified: true }, 'dealer')).toBe(false);
  });

  it('fish: the catch chance is the RTP over the multiplier; bigger fish swim in more rarely', () => {
    expect(FISH.map((f) => catchChance(FISH_RTP_BP, f.multiplier))).toEqual([
      '48.25%',
      '32.17%',
      '19.30%',
      '9.65%',
      '4.83%',
      '1.93%',
      '0.96%', // 0.965 rounds down in binary floating point
    ]);
    expect(kindAt(FISH, 0).id).toBe('minnow');
    expect(kindAt(FISH, 0.999999).id).toBe('dragon');
    const seen = new Map<string, number>();
    for (let i = 0; i < 1000; i++) {
      const id = kindAt(FISH, i / 1000).id;
      seen.set(id, (seen.get(id) ?? 0) + 1);
    }
    const counts = FISH.map((f) => seen.get(f.id) ?? 0);
    expect(counts.every((c, i) => i === 0 || c < counts[i - 1]!)).toBe(true);
  });

  it('sports: kick-off as HH:MM, the verdict the odds paid or the loss', () => {
    expect(kickoffTime(new Date(2026, 0, 1, 9, 5).getTime())).toBe('09:05');
    expect(verdict({ returnPct: 215, oddsPct: 215 }, GAME_PAGE_TEXT.en)).toBe('×2.15');
    expect(verdict({ returnPct: 0, oddsPct: 215 }, GAME_PAGE_TEXT.ja)).toBe(GAME_PAGE_TEXT.ja.lost);
  });
});
