/**
 * Bonuses over HTTP: wagering from bets until the bonus can be released to cash, auto-release,
 * queueing behind an older bonus, give up (forfeits the bonus money), cancel on the second client's
 * /phoenix/ path, bonus amounts per currency, rake back accrual and receive, reward statistics, and
 * CDK codes (preview, exchange once per player, limited uses).
 */
import { describe, expect, it } from 'vitest';
import { CODES } from '@casino/shared/protocol/codes';
import { BONUS_STATUS } from '@casino/shared/schemas/bonus';
import { useTestPlatform } from './harness';
import { assertLedgerSound, moneyPlayer, units, type MoneyPlayer } from './money-helpers';

const p = useTestPlatform({ check: assertLedgerSound });

async function grant(me: MoneyPlayer, body: Record<string, unknown>) {
  const res = await p.dev<{ bonus: { requestId: string } }>('POST', '/bonuses/grant', {
    loginName: me.loginName,
    currency: 'JPY',
    ...body,
  });
  return res.bonus.requestId;
}

async function bet(me: MoneyPlayer, amount: string, currency = 'JPY') {
  await p.dev('POST', '/bets', { loginName: me.loginName, currency, amount });
}

async function bonusById(me: MoneyPlayer, requestId: string) {
  const page = await me.ok('/api/v1/bonus/request/new/query', { pageNo: 1 });
  return page.list.find((b: { requestId: string }) => b.requestId === requestId);
}

describe('wagering', () => {
  it('counts bets until wagering is met, then releases the bonus money to cash', async () => {
    const me = await moneyPlayer(p, { JPY: '10000' });
    const id = await grant(me, { amount: '1000', wagerMultiplier: 5 });
    expect(me.bonus()).toBe(units('1000'));
    expect(await bonusById(me, id)).toMatchObject({
      bonusStatus: BONUS_STATUS.ACTIVE,
      amount: '1000.00',
      wagerRequired: '5000.00',
      wagerDone: '0.00',
      configName: JSON.stringify([
        { lang: 'ja-JP', name: 'スペシャルボーナス' },
        { lang: 'en-US', name: 'Special bonus' },
      ]),
    });
    const early = await me.call('/api/v1/bonus/release', { requestId: id });
    expect(early.code).toBe(CODES.BONUS_STATE);

    await bet(me, '3000');
    expect(await bonusById(me, id)).toMatchObject({ wagerDone: '3000.00', wagerProgress: 60 });
    const amounts = await me.ok('/api/v2/bonus/query_bonus_currency_amount', {});
    expect(amounts).toEqual([
      { currency: 'JPY', bonusAmount: '1000.00', wagerRemaining: '2000.00', activeCount: 1 },
    ]);

    await bet(me, '2500');
    expect((await bonusById(me, id)).bonusStatus).toBe(BONUS_STATUS.RELEASABLE);
    const cashBefore = me.cash();
    const released = await me.ok('/api/v1/bonus/release', { requestId: id });
    expect(released).toMatchObject({ bonusStatus: BONUS_STATUS.RELEASED, amount: '0.00' });
    expect(me.cash() - cashBefore).toBe(units('1000'));
    expect(me.bonus()).toBe(0n);
    await me.ok('/api/v1/bonus/release', { requestId: id });
    expect(me.cash() - cashBefore).toBe(units('1000'));
  });

  it('converts an auto-release bonus as soon as wagering is met', async () => {
    const me = await moneyPlayer(p, { JPY: '5000' });
    const id = await grant(me, { amount: '500', wagerMultiplier: 2, autoRelease: true });
    await bet(me, '1000');
    expect((await bonusById(me, id)).bonusStatus).toBe(BONUS_STATUS.RELEASED);
    expect(me.cash()).toBe(units('4500'));
    expect(me.bonus()).toBe(0n);
  });

  it('queues a second bonus of the same currency behind the first', async () => {
    const me = await moneyPlayer(p, { JPY: '5000' });
    const first = await grant(me, { amount: '1000', wagerMultiplier: 1 });
    const second = await grant(me, { amount: '2000', wagerMultiplier: 1 });
    expect((await bonusById(me, second)).bonusStatus).toBe(BONUS_STATUS.QUEUED);
    // 1500 of turnover: 1000 meets the first, the other 500 goes to the second.
    await bet(me, '1500');
    expect((await bonusById(me, first)).bonusStatus).toBe(BONUS_STATUS.RELEASABLE);
    expect(await bonusById(me, second)).toMatchObject({
      bonusStatus: BONUS_STATUS.ACTIVE,
      wagerDone: '500.00',
    });
    const active = await me.ok('/api/v1/bonus/request/new/query', { bonusStatus: [3, 5, 10] });
    expect(active.total).toBe(2);
  });
});

describe('give up and cancel', () => {
  it('gives up an active bonus: its money goes back to the house and the next one starts', async () => {
    const me = await moneyPlayer(p, { JPY: '5000' });
    const first = await grant(me, { amount: '1000', wagerMultiplier: 10 });
    const second = await grant(me, { amount: '300', wagerMultiplier: 10 });
    await bet(me, '100');
    const house = p.state.ledger.balance('house:promotions', 'JPY');
    const given = await me.ok('/api/v1/bonus/give_up', { requestId: first });
    expect(given).toMatchObject({ bonusStatus: BONUS_STATUS.GIVEN_UP, amount: '0.00' });
    expect(p.state.ledger.balance('house:promotions', 'JPY') - house).toBe(units('1000'));
    expect(me.bonus()).toBe(units('300'));
    expect(me.cash()).toBe(units('4900'));
    expect((await bonusById(me, second)).bonusStatus).toBe(BONUS_STATUS.ACTIVE);
    const again = await me.call('/api/v1/bonus/release', { requestId: first });
    expect(again.code).toBe(CODES.BONUS_STATE);
  });

  it('cancels a bonus before wagering on the second client, and refuses once wagering started', async () => {
    const me = await moneyPlayer(p, { JPY: '5000' });
    const id = await grant(me, { amount: '800', wagerMultiplier: 10 });
    const cancelled = await me.call('/api/phoenix/user/bonus/cancel', { requestId: id });
    expect(cancelled.code).toBe(200);
    expect(cancelled.data).toMatchObject({ bonusStatus: BONUS_STATUS.CANCELLED });
    expect(me.bonus()).toBe(0n);

    const wagered = await grant(me, { amount: '800', wagerMultiplier: 10 });
    await bet(me, '10');
    const refused = await me.call('/api/phoenix/user/bonus/cancel', { requestId: wagered });
    expect(refused.code).toBe(CODES.BONUS_STATE);
    const unknown = await me.call('/api/phoenix/user/bonus/cancel', { requestId: 'BR999999' });
    expect(unknown.code).toBe(CODES.BONUS_NOT_FOUND);
  });
});

describe('rake back', () => {
  it('accrues 0.5% of bets at VIP 0 (0.1% more per level) and pays it to cash once', async () => {
    const me = await moneyPlayer(p, { JPY: '20000' });
    // Below the VIP 1 threshold (¥10,000 turnover): 0.5% of 8,000 = 40.
    await bet(me, '5000');
    await bet(me, '3000');
    expect((await me.ok('/api/v1/reward/statistics', {})).rakeBack).toMatchObject({
      rakeAmountPendingTotal: '40.00',
      rate: '0.50',
    });
    // The VIP page names the same rates as the rake back itself (0.60% at level 1, 0.80% at 3).
    const levels = (await me.ok('/throne-api/activity/queryLevelRewardList', {})) as {
      list: { level: number; perks: string[] }[];
    };
    expect(levels.list.find((l) => l.level === 1)!.perks).toContain('レーキバック 0.60%');
    expect(levels.list.find((l) => l.level === 3)!.perks).toContain('レーキバック 0.80%');
    // At VIP 3, 0.8% of 1,250 = 10.
    p.state.players.get(me.id)!.vipLevel = 3;
    await bet(me, '1250');
    const stats = await me.ok('/api/v1/reward/statistics', {});
    expect(stats.rakeBack).toMatchObject({
      rakeBackStatus: 1,
      rakeBackValidStatus: 1,
      rakeAmountPendingTotal: '50.00',
      rate: '0.80',
    });
    const cash = me.cash();
    const received = await me.ok('/api/v2/rakeback_request/receive/v2', {});
    expect(received.received).toEqual([{ currency: 'JPY', amount: '50.00' }]);
    expect(received.rakeBack).toMatchObject({ rakeBackStatus: 0, rakeAmountPendingTotal: '0.00' });
    expect(me.cash() - cash).toBe(units('50'));
    const twice = await me.call('/api/v2/rakeback_request/receive/v2', {});
    expect(twice.code).toBe(CODES.NOTHING_TO_RECEIVE);
    expect(me.cash() - cash).toBe(units('50'));
    const after = await me.ok('/api/v1/reward/statistics', {});
    expect(after.items).toEqual([
      expect.objectContaining({ rewardType: 'rakeback', currency: 'JPY', amount: '50.00', count: 1 }),
    ]);
    expect(after.totalReward).toBe('50.00');
  });
});

describe('CDK codes', () => {
  it('previews a prize and exchanges a code once per player', async () => {
    const me = await moneyPlayer(p);
    const preview = await me.ok('/throne-api/cdk/type/prize', { cdkCode: 'welcome2025' });
    expect(preview).toMatchObject({
      cdkCode: 'WELCOME2025',
      prizeType: 1,
      amount: '1000.00',
      exchanged: false,
    });
    const exchanged = await me.ok('/throne-api/cdk/exchange', { cdkCode: 'WELCOME2025' });
    expect(exchanged).toMatchObject({ currency: 'JPY', amount: '1000.00' });
    expect(me.cash()).toBe(units('1000'));
    const twice = await me.call('/throne-api/cdk/exchange', { cdkCode: 'WELCOME2025' });
    expect(twice.code).toBe(CODES.CDK_ALREADY_EXCHANGED);
    expect(me.cash()).toBe(units('1000'));
    expect((await me.ok('/throne-api/cdk/type/prize', { cdkCode: 'WELCOME2025' })).exchanged).toBe(true);

    const bonus = await me.ok('/throne-api/cdk/exchange', { cdkCode: 'JCBONUS500' });
    expect(await bonusById(me, bonus.requestId)).toMatchObject({
      bonusStatus: BONUS_STATUS.ACTIVE,
      bonusType: 6,
      wagerRequired: '5000.00',
    });
    expect(me.bonus()).toBe(units('500'));
    expect((await me.call('/throne-api/cdk/exchange', { cdkCode: 'NEWYEAR2025' })).code).toBe(
      CODES.CDK_INVALID,
    );
    expect((await me.call('/throne-api/cdk/exchange', { cdkCode: 'NOSUCHCODE' })).code).toBe(
      CODES.CDK_INVALID,
    );
    const stats = await me.ok('/api/v1/reward/statistics', {});
    expect(stats.items).toEqual([
      expect.objectContaining({ rewardType: 'cdk', currency: 'JPY', amount: '1500.00', count: 2 }),
    ]);
  });

  it('stops a limited code after its last use', async () => {
    const players = await Promise.all([1, 2, 3, 4].map(() => moneyPlayer(p)));
    const results = [];
    for (const me of players)
      results.push((await me.call('/throne-api/cdk/exchange', { cdkCode: 'VIPONLY3' })).code);
    expect(results).toEqual([0, 0, 0, CODES.CDK_EXHAUSTED]);
    expect(players[3]!.cash()).toBe(0n);
  });
});
