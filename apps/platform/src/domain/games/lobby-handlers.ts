/** Handlers of the games group, part: the lobby's lists: providers, games, machines, favourites and recently played. */
import type { GameType } from '@casino/shared/schemas/game';
import type { HandlerContext } from '../../core/context';
import type { GroupHandlers } from '../../core/handlers';
import { unavailable } from './play';
import { gamesStore, type GameDef, type GamesStore } from './store';
import { gameView, machineView, providerView } from './views';
import { paginate } from '../../core/paging';

function gameInfo(store: GamesStore, g: GameDef, ctx: HandlerContext) {
  const machines = store.machines.filter((m) => m.gameId === g.gameId);
  return {
    ...gameView(g, ctx.publicUrl, ctx.lang),
    favorite: ctx.playerId ? Boolean(store.favorites.get(ctx.playerId)?.has(g.gameId)) : false,
    machineCount: machines.length,
    freeMachineCount: machines.filter((m) => m.state === 'free').length,
  };
}

function matchesKeyword(g: GameDef, keyword: string): boolean {
  const k = keyword.toLowerCase();
  return (
    g.name.en.toLowerCase().includes(k) || g.name.ja.includes(keyword) || g.gameId.toLowerCase().includes(k)
  );
}

export const lobbyHandlers = {
  'games.providers': (input, ctx) => {
    const store = gamesStore(ctx.state);
    const list = store.providers
      .filter((p) => !input.gameType || p.gameTypes.includes(input.gameType))
      .map((p) => providerView(p, store, ctx.publicUrl, ctx.lang));
    return { list, providerCurrencyList: list.flatMap((p) => p.currencies) };
  },

  'games.machineInfoList': (input, ctx) => {
    const store = gamesStore(ctx.state);
    const platform = input.platformCode?.toUpperCase();
    const games = store.games
      .filter(
        (g) =>
          (!input.gameType || g.gameType === input.gameType) &&
          (!platform || g.platformCode === platform) &&
          (!input.providerCode || g.providerCode === input.providerCode.toUpperCase()) &&
          (!input.label || g.labels.includes(input.label)) &&
          (input.supMultiMode === undefined || g.supMultiMode === input.supMultiMode) &&
          (!input.keyword || matchesKeyword(g, input.keyword)),
      )
      .sort((a, b) => a.sort - b.sort)
      .map((g) => gameInfo(store, g, ctx));
    return paginate(games, input.pageNo, input.pageSize);
  },

  'games.firstPageMachineInfoList': (input, ctx) => {
    const store = gamesStore(ctx.state);
    const types: GameType[] = ['slots', 'pachinko', 'live-casino', 'fish', 'poker', 'sports'];
    const categories = types.map((gameType) => {
      const all = store.games
        .filter((g) => g.gameType === gameType && g.status === 1)
        .sort((a, b) => a.sort - b.sort);
      return {
        gameType,
        total: all.length,
        list: all.slice(0, input.perCategory).map((g) => gameInfo(store, g, ctx)),
      };
    });
    store.advanceFloor(ctx.now);
    const machines = [...store.machines]
      .filter((m) => m.state !== 'closed')
      .sort((a, b) => b.bigHits - a.bigHits || a.machineNo - b.machineNo)
      .slice(0, 12)
      .map((m) => machineView(m, store, ctx.publicUrl, ctx.lang));
    return { categories, machines };
  },

  'games.amigoGameList': (input, ctx) => machinesOf('AMIGO', input, ctx),

  'games.kamikazeMachineList': (input, ctx) => machinesOf('KAMIKAZE', input, ctx),

  'games.favorAdd': (input, ctx) => {
    const store = gamesStore(ctx.state);
    const player = ctx.player();
    const game = store.byId.get(input.gameId);
    if (!game || game.platformCode !== input.platformCode.toUpperCase()) unavailable();
    const favs = store.favorites.get(player.id) ?? new Map<string, number>();
    if (!favs.has(game.gameId)) favs.set(game.gameId, ctx.now);
    store.favorites.set(player.id, favs);
    return { gameId: game.gameId, platformCode: game.platformCode, favorite: true };
  },

  'games.favorDelete': (input, ctx) => {
    const store = gamesStore(ctx.state);
    const player = ctx.player();
    store.favorites.get(player.id)?.delete(input.gameId);
    return { gameId: input.gameId, platformCode: input.platformCode.toUpperCase(), favorite: false };
  },

  'games.favorQuery': (input, ctx) => {
    const store = gamesStore(ctx.state);
    const player = ctx.player();
    const favs = [...(store.favorites.get(player.id) ?? new Map<string, number>())]
      .sort((a, b) => b[1] - a[1])
      .map(([id]) => store.byId.get(id))
      .filter((g): g is GameDef => Boolean(g))
      .map((g) => gameView(g, ctx.publicUrl, ctx.lang));
    return paginate(favs, input.pageNo, input.pageSize);
  },

  'games.recentQuery': (input, ctx) => {
    const store = gamesStore(ctx.state);
    const player = ctx.player();
    const list = [...(store.recents.get(player.id) ?? new Map<string, number>())]
      .sort((a, b) => b[1] - a[1])
      .flatMap(([id, at]) => {
        const g = store.byId.get(id);
        return g ? [{ ...gameView(g, ctx.publicUrl, ctx.lang), lastPlayedAt: at }] : [];
      });
    return paginate(list, input.pageNo, input.pageSize);
  },

  'games.recentDelete': (input, ctx) => {
    const store = gamesStore(ctx.state);
    const player = ctx.player();
    const recents = store.recents.get(player.id);
    if (!recents) return { deleted: 0 };
    if (!input.gameId) {
      const deleted = recents.size;
      recents.clear();
      return { deleted };
    }
    return { deleted: recents.delete(input.gameId) ? 1 : 0 };
  },
} satisfies Partial<GroupHandlers<'games'>>;

function machinesOf(
  platformCode: string,
  input: { pageNo: number; pageSize: number; gameId?: string; state?: string },
  ctx: HandlerContext,
) {
  const store = gamesStore(ctx.state);
  store.advanceFloor(ctx.now);
  const machines = store.machines
    .filter(
      (m) =>
        m.platformCode === platformCode &&
        (!input.gameId || m.gameId === input.gameId) &&
        (!input.state || m.state === input.state),
    )
    .sort((a, b) => a.machineNo - b.machineNo)
    .map((m) => machineView(m, store, ctx.publicUrl, ctx.lang));
  return paginate(machines, input.pageNo, input.pageSize);
}
