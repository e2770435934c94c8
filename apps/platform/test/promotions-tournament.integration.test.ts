import { beforeAll, describe, expect, it } from 'vitest';
import { CODES } from '@casino/shared/protocol/codes';
import { useTestPlatform } from './harness';
import { assertLedgerSound, moneyPlayer, units, type MoneyPlayer } from './money-helpers';
import { emitPlatformEvent } from '../src/core/events';
import { gamesStore } from '../src/domain/games/store';
import { bet, T } from './promotions-helpers';

const ID = 'T2025-SLOT-WEEK';
const p = useTestPlatform();
let me: MoneyPlayer;
beforeAll(async () => {
  me = await moneyPlayer(p, { JPY: '500000' });
});

describe('tournament from join to claimed prize', () => {
  it('lists running, upcoming and ended tournaments to visitors', async () => {
    const res = await p.call(`${T}/open/tournament/list`, { pageNo: 1, pageSize: 20 });
    const list = (res.body.data as { list: { tournamentId: string; status: number }[] }).list;
    expect(list.map((t) => t.status).sort()).toEqual([0, 1, 1, 2]);
    expect(list[0]!.status).toBe(1);
  });

  it('has not joined before the first scoring bet', async () => {
    const rank = await me.ok(`${T}/tournament/customer/rank`, { tournamentId: ID });
    expect(rank).toMatchObject({ joined: false, rank: null, score: '0.00', claimStatus: 0 });
  });

  it('ranks the player by turnover of real bets, ignoring bets under the minimum', async () => {
    await bet(p, me, '50'); // below minBet 100: does not score
    await bet(p, me, '100000', '20000');
    let rank = await me.ok(`${T}/tournament/customer/rank`, { tournamentId: ID });
    // seeded leaders: 184,000 / 152,500 / 121,000 / 98,000 ...
    expect(rank).toMatchObject({ joined: true, rank: 4, score: '100000.00', gapToNext: '21000.00' });
    await bet(p, me, '90000');
    rank = await me.ok(`${T}/tournament/customer/rank`, { tournamentId: ID });
    expect(rank).toMatchObject({ rank: 1, score: '190000.00', prizeAmount: '300000.00', claimStatus: 0 });

    const detail = await me.ok(`${T}/open/tournament/detail`, { tournamentId: ID });
    expect(detail.topList[0]).toMatchObject({ rank: 1, score: '190000.00', prizeAmount: '300000.00' });
    expect(detail.topList[0].maskedName).toBe(me.loginName.slice(0, 2) + '***' + me.loginName.slice(-2));

    const joins = await me.ok(`${T}/tournament/customer/joinRecord`, {
      tournamentId: ID,
      pageNo: 1,
      pageSize: 10,
    });
    expect(joins.total).toBe(2);
    expect(joins.list.map((b: { betAmount: string }) => b.betAmount)).toEqual(['90000.00', '100000.00']);
    const all = await me.ok(`${T}/tournament/customer/alljoinRecord`, { pageNo: 1, pageSize: 10 });
    expect(all.list.map((r: { tournamentId: string }) => r.tournamentId)).toEqual([ID]);
  });

  it('counts a bet in a platform-limited tournament only for a game of its platforms and type', async () => {
    const fever = 'T2025-PACHI-FEVER';
    expect((await me.ok(`${T}/tournament/customer/rank`, { tournamentId: fever })).joined).toBe(false);
    const games = gamesStore(p.state).games;
    const pachinko = games.find((g) => g.platformCode === 'IPACHIN' && g.gameType === 'pachinko')!;
    const slotOnSamePlatform = games.find((g) => g.platformCode === 'JPT2' && g.gameType !== 'pachinko');
    // As the games area reports a settled round (the ledger side is not what tournaments read).
    const report = (gameId: string, platformCode: string, amount: string) =>
      emitPlatformEvent(p.state, 'bet', {
        playerId: me.id,
        currency: 'JPY',
        amount: units(amount),
        gameId,
        platformCode,
        providerCode: platformCode,
        roundId: `r-${gameId}-${amount}`,
        at: Date.now(),
      });
    if (slotOnSamePlatform) report(slotOnSamePlatform.gameId, 'JPT2', '7000');
    report(pachinko.gameId, 'IPACHIN', '3000');
    const rank = await me.ok(`${T}/tournament/customer/rank`, { tournamentId: fever });
    expect(rank).toMatchObject({ joined: true, score: '3000.00' });
  });

  it('refuses a claim before the end', async () => {
    const res = await me.call(`${T}/tournament/claimPrize`, { tournamentId: ID });
    expect(res.code).toBe(CODES.PROMO_NOT_ENDED);
  });

  it('pays the prize once after the end, to cash from the promotions budget', async () => {
    await p.dev('POST', '/tournaments/end', { tournamentId: ID });
    await bet(p, me, '100000'); // after the end: no longer scores
    const rank = await me.ok(`${T}/tournament/customer/rank`, { tournamentId: ID });
    // 190,000 of DEV rounds + 10,000 of the two reported game rounds (all games count here)
    expect(rank).toMatchObject({ status: 2, rank: 1, score: '200000.00', claimStatus: 1 });

    const before = me.cash();
    const house = p.state.ledger.balance('house:promotions', 'JPY');
    const claim = await me.ok(`${T}/tournament/claimPrize`, { tournamentId: ID });
    expect(claim).toMatchObject({ rank: 1, amount: '300000.00', currency: 'JPY', claimStatus: 2 });
    expect(me.cash() - before).toBe(units('300000'));
    expect(house - p.state.ledger.balance('house:promotions', 'JPY')).toBe(units('300000'));

    const again = await me.call(`${T}/tournament/claimPrize`, { tournamentId: ID });
    expect(again.code).toBe(CODES.PRIZE_ALREADY_CLAIMED);
    expect(me.cash() - before).toBe(units('300000'));
    const after = await me.ok(`${T}/tournament/customer/rank`, { tournamentId: ID });
    expect(after.claimStatus).toBe(2);
    assertLedgerSound(p);
  });

  it('refuses a claim by a player outside the prize ranks', async () => {
    const other = await moneyPlayer(p, {});
    const res = await other.call(`${T}/tournament/claimPrize`, { tournamentId: 'T2025-AUTUMN' });
    expect(res.code).toBe(CODES.NO_PRIZE);
  });
});
