/**
 * Handlers of the guess game group. The bet carries the app id the client took from common config
 * (the PC one on large screens, else the general one); any other value is refused with BAD_APP_ID.
 */
import { CODES } from '@casino/shared/protocol/codes';
import { fromUnits, toUnits } from '@casino/shared/schemas/money';
import type { HandlerContext } from '../../core/context';
import { fail } from '../../core/errors';
import type { GroupHandlers } from '../../core/handlers';
import { tickedStore } from '../../core/promotions';
import { applyOdds } from './odds';
import { artUrl } from '../cms/art';
import { commonConfig } from '../common/store';
import { maskLoginName } from '../games/store';
import type { GuessBetRec, GuessGameDef } from './model';
import { guessGameStore } from './store';
import { paginate } from '../../core/paging';

const store = (ctx: HandlerContext) => tickedStore(guessGameStore, ctx);

function gameView(ctx: HandlerContext, g: GuessGameDef) {
  const s = guessGameStore(ctx.state);
  const tag = s.tags.find((t) => t.tagId === g.tagId);
  const bets = s.betsOf(g.gameId);
  return {
    gameId: g.gameId,
    tagId: g.tagId,
    tagName: tag ? ctx.t(tag.name) : g.tagId,
    title: ctx.t(g.title),
    description: ctx.t(g.description),
    status: s.status(g, ctx.now),
    startTime: g.startTime,
    betEndTime: g.betEndTime,
    settleTime: g.settleTime,
    currency: g.currency,
    minBet: fromUnits(g.minBet),
    maxBet: fromUnits(g.maxBet),
    options: g.options.map((o) => {
      const on = bets.filter((b) => b.optionId === o.optionId);
      return {
        optionId: o.optionId,
        name: ctx.t(o.name),
        odds: o.odds,
        betTotal: fromUnits(on.reduce((sum, b) => sum + b.amount, 0n)),
        betCount: on.length,
      };
    }),
    resultOptionId: g.resultOptionId,
    imageUrl: artUrl(ctx.publicUrl, {
      kind: 'cover',
      title: tag ? `${tag.icon} ${ctx.t(tag.name)}` : '',
      sub: ctx.t(g.title),
      hue: g.hue,
    }),
  };
}

function betView(ctx: HandlerContext, b: GuessBetRec) {
  const g = guessGameStore(ctx.state).game(b.gameId);
  const o = g.options.find((x) => x.optionId === b.optionId)!;
  return {
    betId: b.betId,
    gameId: b.gameId,
    gameTitle: ctx.t(g.title),
    optionId: b.optionId,
    optionName: ctx.t(o.name),
    amount: fromUnits(b.amount),
    odds: b.odds,
    estimatedReward: fromUnits(applyOdds(b.amount, b.odds)),
    currency: b.currency,
    status: b.status,
    betTime: b.betTime,
    claimStatus: b.status === 1 ? ((b.claimTime ? 1 : 0) as 0 | 1) : null,
    prizeAmount: b.prize === null ? null : fromUnits(b.prize),
  };
}

/** Players ranked by a value (wins or prize), bots included. */
function ranking(ctx: HandlerContext, value: (bets: GuessBetRec[]) => bigint) {
  const byOwner = new Map<string, GuessBetRec[]>();
  for (const b of guessGameStore(ctx.state).bets) {
    const list = byOwner.get(b.ownerId) ?? [];
    list.push(b);
    byOwner.set(b.ownerId, list);
  }
  return [...byOwner.entries()]
    .map(([ownerId, bets]) => ({ ownerId, loginName: bets[0]!.loginName, value: value(bets) }))
    .filter((x) => x.value > 0n)
    .sort((a, b) =>
      a.value === b.value ? a.loginName.localeCompare(b.loginName) : a.value > b.value ? -1 : 1,
    );
}

const winCount = (bets: GuessBetRec[]) => BigInt(bets.filter((b) => b.status === 1).length);
const prizeSum = (bets: GuessBetRec[]) => bets.reduce((s, b) => s + (b.prize ?? 0n), 0n);

export const guessgameHandlers: GroupHandlers<'guessgame'> = {
  'guessgame.gameList': (input, ctx) => {
    const s = store(ctx);
    const order = { 0: 0, 1: 1, 2: 2, 3: 3 } as const;
    const list = s.games
      .filter((g) => !input.tagId || g.tagId === input.tagId)
      .filter((g) => input.status === undefined || s.status(g, ctx.now) === input.status)
      .sort(
        (a, b) =>
          order[s.status(a, ctx.now)] - order[s.status(b, ctx.now)] ||
          (s.status(a, ctx.now) >= 2 ? b.startTime - a.startTime : a.startTime - b.startTime),
      );
    return paginate(list, input.pageNo, input.pageSize, (g) => gameView(ctx, g));
  },
  'guessgame.openRecordPage': (input, ctx) => {
    const s = store(ctx);
    const rows = s.games
      .filter((g) => g.resultOptionId && g.settleTime !== null && (!input.tagId || g.tagId === input.tagId))
      .sort((a, b) => b.settleTime! - a.settleTime!)
      .map((g) => {
        const o = g.options.find((x) => x.optionId === g.resultOptionId)!;
        const bets = s.betsOf(g.gameId);
        const tag = s.tags.find((t) => t.tagId === g.tagId);
        return {
          gameId: g.gameId,
          tagName: tag ? ctx.t(tag.name) : g.tagId,
          title: ctx.t(g.title),
          resultOptionId: o.optionId,
          resultName: ctx.t(o.name),
          resultOdds: o.odds,
          settleTime: g.settleTime!,
          betCount: bets.length,
          winnerCount: bets.filter((b) => b.status === 1).length,
        };
      });
    return paginate(rows, input.pageNo, input.pageSize);
  },
  'guessgame.estimateReward': (input, ctx) => {
    const s = store(ctx);
    const g = s.game(input.gameId);
    const o = s.option(g, input.optionId);
    const amount = toUnits(input.amount);
    return {
      gameId: g.gameId,
      optionId: o.optionId,
      amount: fromUnits(amount),
      odds: o.odds,
      estimatedReward: fromUnits(applyOdds(amount, o.odds)),
      currency: g.currency,
    };
  },
  'guessgame.bet': (input, ctx) => {
    const config = commonConfig(ctx.state);
    if (input.appId !== config.pcAppId && input.appId !== config.generalAppId) {
      fail(CODES.BAD_APP_ID, 'アプリIDが正しくありません', 'Unknown app id', {
        fields: { appId: 'validation.invalid' },
      });
    }
    const me = ctx.player();
    const bet = store(ctx).placeBet(ctx.state, {
      playerId: me.id,
      loginName: me.loginName,
      gameId: input.gameId,
      optionId: input.optionId,
      amount: toUnits(input.amount),
      appId: input.appId,
      now: ctx.now,
    });
    return betView(ctx, bet);
  },
  'guessgame.prizeRecordPage': (input, ctx) => {
    const me = ctx.player();
    const rows = store(ctx)
      .bets.filter((b) => b.ownerId === me.id && b.status === 1)
      .filter((b) => input.claimStatus === undefined || (b.claimTime ? 1 : 0) === input.claimStatus)
      .sort((a, b) => b.betTime - a.betTime)
      .map((b) => betView(ctx, b));
    return paginate(rows, input.pageNo, input.pageSize);
  },
  'guessgame.claimPrize': (input, ctx) => {
    const b = store(ctx).claim(ctx.state, ctx.player().id, input.betId, ctx.now);
    return {
      betId: b.betId,
      prizeAmount: fromUnits(b.prize!),
      currency: b.currency,
      claimStatus: 1 as const,
      claimTime: b.claimTime!,
    };
  },
  'guessgame.customerGuessTop': (input, ctx) => {
    store(ctx);
    return {
      list: ranking(ctx, winCount)
        .slice(0, input.size)
        .map((r, i) => ({
          rank: i + 1,
          maskedName: maskLoginName(r.loginName),
          value: String(r.value),
          currency: 'JPY',
        })),
    };
  },
  'guessgame.guessGameTop': (input, ctx) => {
    const s = store(ctx);
    const rows = s.games
      .filter((g) => s.status(g, ctx.now) === 0)
      .map((g) => ({ g, bets: s.betsOf(g.gameId) }))
      .map(({ g, bets }) => ({ g, total: bets.reduce((sum, b) => sum + b.amount, 0n), count: bets.length }))
      .sort((a, b) => (a.total === b.total ? 0 : a.total > b.total ? -1 : 1))
      .slice(0, input.size);
    return {
      list: rows.map((r, i) => {
        const tag = s.tags.find((t) => t.tagId === r.g.tagId);
        return {
          rank: i + 1,
          gameId: r.g.gameId,
          title: ctx.t(r.g.title),
          tagName: tag ? ctx.t(tag.name) : r.g.tagId,
          betTotal: fromUnits(r.total),
          betCount: r.count,
          currency: r.g.currency,
        };
      }),
    };
  },
  'guessgame.betRecordPage': (input, ctx) => {
    const s = store(ctx);
    const rows = s.bets
      .filter((b) => !input.gameId || b.gameId === input.gameId)
      .sort((a, b) => b.betTime - a.betTime)
      .map((b) => {
        const g = s.game(b.gameId);
        const o = g.options.find((x) => x.optionId === b.optionId)!;
        return {
          betId: b.betId,
          maskedName: maskLoginName(b.loginName),
          optionName: ctx.t(o.name),
          amount: fromUnits(b.amount),
          currency: b.currency,
          betTime: b.betTime,
        };
      });
    return paginate(rows, input.pageNo, input.pageSize);
  },
  'guessgame.tagList': (_input, ctx) => {
    const s = store(ctx);
    return {
      list: [...s.tags]
        .sort((a, b) => a.sort - b.sort)
        .map((t) => ({
          tagId: t.tagId,
          name: ctx.t(t.name),
          icon: t.icon,
          sort: t.sort,
          gameCount: s.games.filter((g) => g.tagId === t.tagId && s.status(g, ctx.now) === 0).length,
        })),
    };
  },
  'guessgame.customerBonusTop': (input, ctx) => {
    store(ctx);
    const me = ctx.player();
    const all = ranking(ctx, prizeSum);
    const mineIndex = all.findIndex((r) => r.ownerId === me.id);
    const mine = all[mineIndex];
    return {
      list: all.slice(0, input.size).map((r, i) => ({
        rank: i + 1,
        maskedName: maskLoginName(r.loginName),
        value: fromUnits(r.value),
        currency: 'JPY',
      })),
      mine: {
        rank: mine ? mineIndex + 1 : null,
        maskedName: maskLoginName(me.loginName),
        value: fromUnits(mine?.value ?? 0n),
        currency: 'JPY',
      },
    };
  },
  'guessgame.guessBetPage': (input, ctx) => {
    const me = ctx.player();
    const rows = store(ctx)
      .bets.filter((b) => b.ownerId === me.id && (!input.gameId || b.gameId === input.gameId))
      .sort((a, b) => b.betTime - a.betTime)
      .map((b) => betView(ctx, b));
    return paginate(rows, input.pageNo, input.pageSize);
  },
};
