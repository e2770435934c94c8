import { describe, expect, it } from 'vitest';
import type { Card } from './engines';
import { dealPoker, evaluate } from './poker';

const h = (s: string): Card[] =>
  s.split(' ').map((c) => ({ rank: 'A23456789TJQK'.indexOf(c[0]!) + 1, suit: c[1] as Card['suit'] }));

describe('three-card poker', () => {
  it.each([
    ['AS KS QS', 'straightFlush'],
    ['7H 7D 7C', 'trips'],
    ['AS 2H 3D', 'straight'],
    ['2H 9H KH', 'flush'],
    ['QS QD 4C', 'pair'],
    ['AS 9D 4C', 'high'],
  ])('ranks %s as %s', (cards, hand) => {
    expect(evaluate(h(cards)).hand).toBe(hand);
  });

  it('orders hands: a straight beats a flush, a higher pair beats a lower one, A-2-3 is the lowest straight', () => {
    expect(evaluate(h('4S 5D 6C')).score).toBeGreaterThan(evaluate(h('2H 9H KH')).score);
    expect(evaluate(h('KS KD 2C')).score).toBeGreaterThan(evaluate(h('QS QD AC')).score);
    expect(evaluate(h('AS 2D 3C')).score).toBeLessThan(evaluate(h('2S 3D 4C')).score);
  });

  it('returns about 98.7 % over many crypto-random hands', () => {
    let sum = 0;
    const n = 100_000;
    for (let i = 0; i < n; i++) sum += dealPoker().returnPct;
    expect(sum / n / 100).toBeGreaterThan(0.974);
    expect(sum / n / 100).toBeLessThan(1.0);
  });

  it('deals six different cards', () => {
    for (let i = 0; i < 200; i++) {
      const o = dealPoker();
      const keys = [...o.player, ...o.dealer].map((c) => `${c.rank}${c.suit}`);
      expect(new Set(keys).size).toBe(6);
    }
  });
});
