import { beforeAll, describe, expect, it } from 'vitest';
import { CODES } from '@casino/shared/protocol/codes';
import { useTestPlatform } from './harness';
import { assertLedgerSound, moneyPlayer, units, type MoneyPlayer } from './money-helpers';
import { T } from './promotions-helpers';

const GAME = 'GG-SOC-101';
const p = useTestPlatform();
let me: MoneyPlayer;
let pcAppId: string;
let generalAppId: string;
beforeAll(async () => {
  me = await moneyPlayer(p, { JPY: '20000' });
  const config = (await p.call('/api/v1/common/config', {})).body.data as {
    pcAppId: string;
    generalAppId: string;
  };
  pcAppId = config.pcAppId;
  generalAppId = config.generalAppId;
});

const BET = `${T}/guessgame/customer/bet`;
/** A bet as the player's page sends it: on the home side of GAME from the PC site unless told otherwise. */
const bet = (fields: { amount: string; optionId?: string; appId?: string; gameId?: string }) => ({
  gameId: GAME,
  optionId: 'home',
  appId: pcAppId,
  ...fields,
});

describe('guess game from bet to claimed prize', () => {
  it('lists tags and open games with options and odds', async () => {
    const tags = (await p.call(`${T}/open/act/guessgame/tag/queryGuessGameTagList`, {})).body.data as {
      list: { tagId: string; gameCount: number }[];
    };
    expect(tags.list.map((t) => t.tagId)).toEqual(['soccer', 'baseball', 'esports', 'keiba']);
    const games = (
      await p.call(`${T}/open/act/guessgame/config/queryGuessGameList`, {
        tagId: 'soccer',
        status: 0,
        pageNo: 1,
        pageSize: 10,
      })
    ).body.data as { list: { gameId: string; options: { optionId: string; odds: string }[] }[] };
    const g = games.list.find((x) => x.gameId === GAME)!;
    expect(g.options.map((o) => o.odds)).toEqual(['2.10', '3.30', '3.40']);
  });

  it('estimates the reward as stake times odds', async () => {
    const res = await p.call(`${T}/open/guessgame/customer/estimateReward`, {
      gameId: GAME,
      optionId: 'home',
      amount: '1000',
    });
    expect(res.body.data).toMatchObject({ odds: '2.10', estimatedReward: '2100.00' });
  });

  it('refuses a bet without an app id, and one with an app id that is not in common config', async () => {
    const missing = await me.call(BET, { gameId: GAME, optionId: 'home', amount: '1000' });
    expect(missing.code).toBe(CODES.VALIDATION);
    expect((missing.data as { fields: Record<string, string> }).fields.appId).toBeDefined();
    const wrong = await me.call(BET, bet({ amount: '1000', appId: 'other' }));
    expect(wrong.code).toBe(CODES.BAD_APP_ID);
    expect(me.cash()).toBe(units('20000'));
  });

  it('takes the stake from cash with the PC or the general app id', async () => {
    const placed = await me.ok(BET, bet({ amount: '1000' }));
    expect(placed).toMatchObject({
      status: 0,
      amount: '1000.00',
      odds: '2.10',
      estimatedReward: '2100.00',
      claimStatus: null,
    });
    await me.ok(BET, bet({ optionId: 'away', amount: '500', appId: generalAppId }));
    expect(me.cash()).toBe(units('18500'));
    const mine = await me.ok(`${T}/guess/game/queryGuessBetPage`, { pageNo: 1, pageSize: 10 });
    expect(mine.total).toBe(2);
    const pub = (
      await p.call(`${T}/open/act/guessgame/bet/queryBetRecordPage`, {
        gameId: GAME,
        pageNo: 1,
        pageSize: 50,
      })
    ).body.data as { list: { betId: string; maskedName: string }[] };
    expect(pub.list.find((b) => b.betId === placed.betId)!.maskedName).toContain('***');
  });

  it('refuses a bet out of range and a bet on a game whose betting has closed', async () => {
    const small = await me.call(BET, bet({ amount: '10' }));
    expect(small.code).toBe(CODES.BET_OUT_OF_RANGE);
    const closed = await me.call(BET, bet({ gameId: 'GG-SOC-099', amount: '1000' }));
    expect(closed.code).toBe(CODES.PROMO_CLOSED);
  });

  it('settles: the winning bet becomes a prize claimed once, the losing one has nothing to claim', async () => {
    await p.dev('POST', '/guessgame/settle', { gameId: GAME, resultOptionId: 'home' });
    const prizes = await me.ok(`${T}/guessgame/customer/getPrizeRecordPage`, { pageNo: 1, pageSize: 10 });
    expect(prizes.total).toBe(1);
    const won = prizes.list[0];
    expect(won).toMatchObject({ status: 1, prizeAmount: '2100.00', claimStatus: 0 });
    const lost = (await me.ok(`${T}/guess/game/queryGuessBetPage`, { pageNo: 1, pageSize: 10 })).list.find(
      (b: { status: number }) => b.status === 2,
    );
    expect((await me.call(`${T}/guessgame/customer/claimPrize`, { betId: lost.betId })).code).toBe(
      CODES.NO_PRIZE,
    );

    const claim = await me.ok(`${T}/guessgame/customer/claimPrize`, { betId: won.betId });
    expect(claim).toMatchObject({ prizeAmount: '2100.00', claimStatus: 1 });
    expect(me.cash()).toBe(units('20600'));
    const again = await me.call(`${T}/guessgame/customer/claimPrize`, { betId: won.betId });
    expect(again.code).toBe(CODES.PRIZE_ALREADY_CLAIMED);
    expect(me.cash()).toBe(units('20600'));
    const top = await me.ok(`${T}/guess/game/queryCustomerBonusTop`, { size: 50 });
    expect(top.mine).toMatchObject({ value: '2100.00' });
    expect(top.mine.rank).not.toBeNull();
    assertLedgerSound(p);
  });

  it('settles the seeded past games by themselves and lists their results', async () => {
    const res = (
      await p.call(`${T}/open/act/guessgame/config/queryOpenRecordPage`, { pageNo: 1, pageSize: 20 })
    ).body.data as {
      list: { gameId: string; resultOptionId: string }[];
    };
    expect(res.list.find((g) => g.gameId === 'GG-SOC-090')!.resultOptionId).toBe('away');
    expect(res.list.map((g) => g.gameId)).toContain(GAME);
    const top = (await p.call(`${T}/open/guess/game/queryCustomerGuessTop`, { size: 5 })).body.data as {
      list: unknown[];
    };
    expect(top.list.length).toBeGreaterThan(0);
  });
});
