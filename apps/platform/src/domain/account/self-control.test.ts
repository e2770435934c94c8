import { describe, expect, it } from 'vitest';
import { CODES } from '@casino/shared/protocol/codes';
import { PlatformError } from '../../core/errors';
import { PlayerStore } from '../../core/players';
import { assertMayPlay, depositLimitsOf } from './self-control';

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
