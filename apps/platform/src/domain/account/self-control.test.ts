import { describe, expect, it } from 'vitest';
import { CODES } from '@casino/shared/protocol/codes';
import { PlatformError } from '../../core/errors';
import { PlayerStore } from '../../core/players';
import { assertMayPlay, changeLimit, depositLimitsOf, LIMIT_INCREASE_DELAY_MS } from './self-control';

const player = () =>
  new PlayerStore().create({ loginName: 'jcself01', username: 'self01', password: 'secret1' });

function codeOf(fn: () => void): number | null {
  try {
    fn();
    return null;
  } catch (e) {
    return e instanceof PlatformError ? e.code : -1;
  }
}

describe('assertMayPlay', () => {
  it('lets a player without restrictions play', () => {
    expect(codeOf(() => assertMayPlay(player(), 1000))).toBeNull();
  });

  it('refuses during a cool-off and a self-exclusion, and allows again when they end', () => {
    const p = player();
    p.selfControl.coolOffUntil = 2000;
    expect(codeOf(() => assertMayPlay(p, 1999))).toBe(CODES.SELF_EXCLUDED);
    expect(codeOf(() => assertMayPlay(p, 2000))).toBeNull();
    p.selfControl.selfExcludedUntil = 5000;
    expect(codeOf(() => assertMayPlay(p, 4000))).toBe(CODES.SELF_EXCLUDED);
  });
});

describe('depositLimitsOf', () => {
  it('gives the limits in units, null for none', () => {
    const p = player();
    p.selfControl.dailyDepositLimit = '100.5';
    expect(depositLimitsOf(p)).toEqual({ daily: 10_050_000_000n, weekly: null, monthly: null });
  });
});

describe('changeLimit', () => {
  it('tightens at once and loosens only after the delay', () => {
    const p = player();
    changeLimit(p, 'weekly', '500', 0);
    expect(depositLimitsOf(p, 0).weekly).toBe(50_000_000_000n);
    changeLimit(p, 'weekly', '400', 10);
    expect(depositLimitsOf(p, 10).weekly).toBe(40_000_000_000n);
    changeLimit(p, 'weekly', '900', 20);
    expect(depositLimitsOf(p, 20 + LIMIT_INCREASE_DELAY_MS - 1).weekly).toBe(40_000_000_000n);
    expect(depositLimitsOf(p, 20 + LIMIT_INCREASE_DELAY_MS).weekly).toBe(90_000_000_000n);
  });

  it('a stricter change cancels a pending looser one', () => {
    const p = player();
    changeLimit(p, 'daily', '100', 0);
    changeLimit(p, 'daily', null, 1);
    changeLimit(p, 'daily', '50', 2);
    expect(depositLimitsOf(p, 2 + LIMIT_INCREASE_DELAY_MS * 2).daily).toBe(5_000_000_000n);
  });
});
