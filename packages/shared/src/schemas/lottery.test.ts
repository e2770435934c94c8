import { describe, expect, it } from 'vitest';
import { isIgnoredLotteryConfig, lotteryTicketConfigSchema, LOTTERY_MIN_ACT_CODE } from './lottery';

describe('lottery config cut-off (spec section 9)', () => {
  it.each([
    ['20240801', true],
    ['20241007', true],
    ['20241008', false],
    ['20241009', false],
    ['20261117', false],
  ])('actCode %s ignored: %s', (actCode, ignored) => {
    expect(isIgnoredLotteryConfig(actCode)).toBe(ignored);
  });

  it('is the spec date', () => {
    expect(LOTTERY_MIN_ACT_CODE).toBe('20241008');
  });

  it('reads a ticket config with the spec fields', () => {
    const parsed = lotteryTicketConfigSchema.parse({
      actCode: '20261117',
      actEndDate: '2026-12-16',
      num: 5,
      limitNum: 50,
      usedNum: 2,
      sourceType: 1,
      stepAmount: '1000',
      currency: 'JPY',
    });
    expect(parsed.num - parsed.usedNum).toBe(3);
    expect(lotteryTicketConfigSchema.safeParse({ ...parsed, actCode: '2024-10-08' }).success).toBe(false);
  });
});
