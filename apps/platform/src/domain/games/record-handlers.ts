/** Handlers of the games group, part: records: the player's rounds and the big-win ranking. */
import type { Currency } from '@casino/shared/schemas/money';
import type { GroupHandlers } from '../../core/handlers';
import { gamesStore, maskLoginName } from './store';
import { artUrl, money } from './views';
import { paginate } from '../../core/paging';

export const recordHandlers = {
  'games.userOrderDetail': (input, ctx) => {
    const store = gamesStore(ctx.state);
    const player = ctx.player();
    const platform = input.platformCode?.toUpperCase();
    const rounds = store.roundList
      .filter(
        (r) =>
          r.playerId === player.id &&
          (!input.orderNo || r.orderNo === input.orderNo) &&
          (!platform || r.platformCode === platform) &&
          (!input.currency || r.currency === input.currency) &&
          (!input.gameType || store.byId.get(r.gameId)?.gameType === input.gameType) &&
          (input.startTime === undefined || r.at >= input.startTime) &&
          (input.endTime === undefined || r.at <= input.endTime),
      )
      .reverse();
    const sums = new Map<Currency, { bet: bigint; win: bigint }>();
    for (const r of rounds) {
      const s = sums.get(r.currency) ?? { bet: 0n, win: 0n };
      s.bet += r.bet;
      s.win += r.win + r.jackpotWin;
      sums.set(r.currency, s);
    }
    const page = paginate(rounds, input.pageNo, input.pageSize);
    return {
      ...page,
      list: page.list.map((r) => {
        const g = store.byId.get(r.gameId)!;
        const win = r.win + r.jackpotWin;
        return {
          orderNo: r.orderNo,
          roundId: r.roundId,
          gameId: r.gameId,
          gameName: g.name[ctx.lang],
          gameType: g.gameType,
          platformCode: r.platformCode,
          providerCode: r.providerCode,
          currency: r.currency,
          betAmount: money(r.bet),
          winAmount: money(win),
          netAmount: money(win - r.bet),
          jackpotAmount: money(r.jackpotWin),
          status: 1 as const,
          detail: r.detail,
          betTime: r.at,
          settleTime: r.at,
        };
      }),
      summary: [...sums].map(([currency, s]) => ({
        currency,
        betAmount: money(s.bet),
        winAmount: money(s.win),
        netAmount: money(s.win - s.bet),
      })),
    };
  },

  'games.rankingBetRecord': (input, ctx) => {
    const store = gamesStore(ctx.state);
    const real = store.roundList
      .filter((r) => r.playerId && r.win + r.jackpotWin >= r.bet * 10n)
      .map((r) => ({
        loginName: maskLoginName(ctx.state.players.get(r.playerId!)?.loginName ?? '****'),
        gameId: r.gameId,
        currency: r.currency,
        bet: r.bet,
        win: r.win + r.jackpotWin,
        at: r.at,
      }));
    const all = [...real, ...store.seededBigWins]
      .filter((r) => !input.gameType || store.byId.get(r.gameId)?.gameType === input.gameType)
      .map((r) => ({ ...r, mult: (r.win * 100n) / r.bet }))
      .sort((a, b) => (b.mult > a.mult ? 1 : b.mult < a.mult ? -1 : b.at - a.at));
    const page = paginate(all, input.pageNo, input.pageSize);
    return {
      ...page,
      list: page.list.map((r, i) => {
        const g = store.byId.get(r.gameId)!;
        return {
          rank: (input.pageNo - 1) * input.pageSize + i + 1,
          loginName: r.loginName,
          gameId: r.gameId,
          gameName: g.name[ctx.lang],
          platformCode: g.platformCode,
          imageUrl: artUrl(ctx.publicUrl, g.gameId, ctx.lang),
          currency: r.currency,
          betAmount: money(r.bet),
          winAmount: money(r.win),
          multiplier: `${r.mult / 100n}.${String(r.mult % 100n).padStart(2, '0')}`,
          at: r.at,
        };
      }),
    };
  },
} satisfies Partial<GroupHandlers<'games'>>;
