/** Handlers of the games group, part: jackpots: the pools, their wins and a player's contributions. */
import type { Currency } from '@casino/shared/schemas/money';
import type { GroupHandlers } from '../../core/handlers';
import { gamesStore, maskLoginName } from './store';
import { money } from './views';
import { paginate } from '../../core/paging';

export const jackpotHandlers = {
  'games.jackpotInfo': (input, ctx) => {
    const store = gamesStore(ctx.state);
    return {
      list: store.jackpots
        .filter((p) => !input.currency || p.currency === input.currency)
        .map((p) => ({
          jackpotCode: p.jackpotCode,
          level: p.level,
          name: p.name[ctx.lang],
          currency: p.currency,
          amount: money(store.jackpotAmount(p)),
          seedAmount: money(p.seed),
          contributionRate: `${p.rateBp / 100n}.${String(p.rateBp % 100n).padStart(2, '0')}`,
          lastWonAt: p.lastWonAt,
          updatedAt: p.updatedAt,
        })),
    };
  },

  'games.jackpotHistory': (input, ctx) => {
    const store = gamesStore(ctx.state);
    const wins = store.jackpotWins
      .filter((w) => !input.jackpotCode || w.jackpotCode === input.jackpotCode)
      .sort((a, b) => b.at - a.at)
      .map((w) => {
        const g = store.byId.get(w.gameId)!;
        return {
          jackpotCode: w.jackpotCode,
          level: w.level,
          loginName: maskLoginName(w.loginName),
          currency: w.currency,
          amount: money(w.amount),
          gameId: w.gameId,
          gameName: g.name[ctx.lang],
          platformCode: w.platformCode,
          at: w.at,
        };
      });
    return paginate(wins, input.pageNo, input.pageSize);
  },

  'games.jackpotUserDetail': (input, ctx) => {
    const store = gamesStore(ctx.state);
    const player = ctx.player();
    const mine = store.contributions.filter((c) => c.playerId === player.id).reverse();
    const totals = new Map<Currency, { c: bigint; w: bigint }>();
    for (const c of mine) {
      const t = totals.get(c.currency) ?? { c: 0n, w: 0n };
      t.c += c.contribution;
      t.w += c.winAmount;
      totals.set(c.currency, t);
    }
    const page = paginate(mine, input.pageNo, input.pageSize);
    return {
      ...page,
      list: page.list.map((c) => {
        const pool = store.jackpots.find((p) => p.jackpotCode === c.jackpotCode)!;
        return {
          roundId: c.roundId,
          jackpotCode: c.jackpotCode,
          level: pool.level,
          gameId: c.gameId,
          gameName: store.byId.get(c.gameId)!.name[ctx.lang],
          currency: c.currency,
          contribution: money(c.contribution),
          winAmount: money(c.winAmount),
          at: c.at,
        };
      }),
      totals: [...totals].map(([currency, t]) => ({
        currency,
        contribution: money(t.c),
        winAmount: money(t.w),
      })),
    };
  },
} satisfies Partial<GroupHandlers<'games'>>;
