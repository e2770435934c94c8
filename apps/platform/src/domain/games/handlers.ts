/** Handlers of the games group: launching, transfer wallets, the lobby's lists, records, jackpots. */
import { CODES } from '@casino/shared/protocol/codes';
import { fromUnits, toUnits, type Currency } from '@casino/shared/schemas/money';
import type { GameType } from '@casino/shared/schemas/game';
import { fail } from '../../core/errors';
import type { HandlerContext } from '../../core/context';
import type { Player } from '../../core/players';
import type { GroupHandlers } from '../../core/handlers';
import { assertMayPlay } from '../account/self-control';
import { betSteps, demoStartBalance, MAX_WIN_FACTOR } from './limits';
import { gameWallets, issueLaunch, openGame, previousOrders, touchRecent, unavailable } from './play';
import { gamesStore, maskLoginName, type GameDef, type GamesStore, type TransferOrder } from './store';
import { artUrl, gameView, machineView, money, providerView } from './views';
import { playerCash } from '../../core/accounts';
import { paginate } from '../../core/paging';

function currencyFor(game: GameDef, wanted: Currency | undefined, fallback: Currency): Currency {
  const currency = wanted ?? (game.currencies.includes(fallback) ? fallback : game.currencies[0]!);
  if (!game.currencies.includes(currency)) {
    fail(
      CODES.VALIDATION,
      'このゲームはこの通貨に対応していません',
      'This game does not accept this currency',
      {
        fields: { currency: 'validation.currencyError' },
      },
    );
  }
  return currency;
}

function providerOf(store: GamesStore, platformCode: string) {
  const p = store.providerOfPlatform(platformCode.toUpperCase());
  if (!p) unavailable();
  return p;
}

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

/**
 * Moves everything out of the player's game wallets (or one platform's) back to cash, idempotent on
 * the client order id. Shared by the player's own call and the merchant call the gateway uses when
 * the player's token is gone (docs/upstream-protocol.md, "Merchant calls"): a disabled player's
 * money still comes back to cash.
 */
export function transferOutAll(
  ctx: HandlerContext,
  player: Player,
  platformCode: string | undefined,
  clientOrderId: string,
) {
  const store = gamesStore(ctx.state);
  const only = platformCode?.toUpperCase();
  if (only) providerOf(store, only);
  const fingerprint = `out|${only ?? 'ALL'}`;
  let orders = previousOrders(store, player.id, clientOrderId, fingerprint);
  if (!orders) {
    orders = [];
    for (const [code, currency, amount] of gameWallets(ctx.state, player.id)) {
      if (only && code !== only) continue;
      const order: TransferOrder = {
        orderNo: store.nextOrderNo('TO', ctx.now),
        clientOrderId,
        playerId: player.id,
        direction: 'out',
        platformCode: code,
        currency,
        amount,
        fingerprint,
        createdAt: ctx.now,
      };
      ctx.state.ledger.transfer({
        key: `game-out:${player.id}:${clientOrderId}:${code}:${currency}`,
        kind: 'game-transfer-out',
        from: store.gameAccount(player.id, code),
        to: playerCash(player.id),
        currency,
        amount,
        meta: { orderNo: order.orderNo, platformCode: code },
        at: ctx.now,
      });
      orders.push(order);
    }
    // An empty answer is remembered too, so a retry of "nothing to move" stays "nothing moved".
    store.transferOrders.set(
      `${player.id}:${clientOrderId}`,
      orders.length ? orders : [{ fingerprint } as TransferOrder],
    );
  }
  const list = orders
    .filter((o) => o.orderNo)
    .map((o) => ({
      orderNo: o.orderNo,
      platformCode: o.platformCode,
      currency: o.currency,
      amount: fromUnits(o.amount),
    }));
  const currencies = [...new Set([player.currency, ...list.map((l) => l.currency)])];
  return {
    clientOrderId,
    list,
    cashBalances: currencies.map((c) => ({
      currency: c,
      amount: fromUnits(ctx.state.ledger.balance(playerCash(player.id), c)),
    })),
  };
}

function orderView(o: TransferOrder, store: GamesStore, ctx: HandlerContext) {
  return {
    orderNo: o.orderNo,
    clientOrderId: o.clientOrderId,
    platformCode: o.platformCode,
    currency: o.currency,
    amount: fromUnits(o.amount),
    status: 'success' as const,
    gameBalance: fromUnits(
      ctx.state.ledger.balance(store.gameAccount(o.playerId, o.platformCode), o.currency),
    ),
    cashBalance: fromUnits(ctx.state.ledger.balance(playerCash(o.playerId), o.currency)),
    createdAt: o.createdAt,
  };
}

export const gamesHandlers: GroupHandlers<'games'> = {
  'games.launchGame': (input, ctx) => {
    const store = gamesStore(ctx.state);
    const player = ctx.player();
    const game = openGame(store, input.gameId, input.platformCode);
    assertMayPlay(player, ctx.now);
    const currency = currencyFor(game, input.currency, player.currency);
    const provider = providerOf(store, game.platformCode);
    const regs = store.registrations.get(player.id) ?? new Set<string>();
    regs.add(game.platformCode);
    store.registrations.set(player.id, regs);
    touchRecent(store, player.id, game.gameId, ctx.now);
    const { gameUrl, expiresAt } = issueLaunch(ctx.state, {
      game,
      player,
      currency,
      multiMode: Boolean(input.supMultiMode),
      returnUrl: input.returnUrl ?? null,
      lang: ctx.lang,
      now: ctx.now,
      publicUrl: ctx.publicUrl,
    });
    return {
      ...gameView(game, ctx.publicUrl, ctx.lang),
      gameUrl,
      launchMode: 0 as const,
      expiresAt,
      currency,
      transferRequired: provider.transferModel,
      balance: fromUnits(ctx.state.ledger.balance(store.gameAccount(player.id, game.platformCode), currency)),
    };
  },

  'games.launchDemoGame': (input, ctx) => {
    const store = gamesStore(ctx.state);
    const game = openGame(store, input.gameId, input.platformCode);
    if (!game.demo) unavailable();
    const currency = currencyFor(game, undefined, 'JPY');
    const { gameUrl, expiresAt } = issueLaunch(ctx.state, {
      game,
      player: null,
      currency,
      multiMode: Boolean(input.supMultiMode),
      returnUrl: input.returnUrl ?? null,
      lang: ctx.lang,
      now: ctx.now,
      publicUrl: ctx.publicUrl,
    });
    return {
      ...gameView(game, ctx.publicUrl, ctx.lang),
      gameUrl,
      launchMode: 1 as const,
      expiresAt,
      currency,
      transferRequired: false,
      balance: money(demoStartBalance(currency)),
    };
  },

  'games.transferRegister': (input, ctx) => {
    const store = gamesStore(ctx.state);
    const player = ctx.player();
    const provider = providerOf(store, input.platformCode);
    const platformCode = input.platformCode.toUpperCase();
    const regs = store.registrations.get(player.id) ?? new Set<string>();
    const created = !regs.has(platformCode);
    regs.add(platformCode);
    store.registrations.set(player.id, regs);
    return {
      platformCode,
      providerAccount: `${provider.providerCode.toLowerCase()}_${player.loginName}`,
      created,
    };
  },

  'games.transferIn': (input, ctx) => {
    const store = gamesStore(ctx.state);
    const player = ctx.player();
    const provider = providerOf(store, input.platformCode);
    const platformCode = input.platformCode.toUpperCase();
    const currency = input.currency ?? player.currency;
    const fingerprint = `in|${platformCode}|${currency}|${input.amount ?? 'ALL'}`;
    const earlier = previousOrders(store, player.id, input.clientOrderId, fingerprint);
    if (earlier) return orderView(earlier[0]!, store, ctx);
    assertMayPlay(player, ctx.now);
    if (!provider.currencies.includes(currency)) {
      fail(
        CODES.VALIDATION,
        'このプロバイダーはこの通貨に対応していません',
        'This provider does not accept this currency',
        {
          fields: { currency: 'validation.currencyError' },
        },
      );
    }
    const cashAccount = playerCash(player.id);
    const amount = input.amount ? toUnits(input.amount) : ctx.state.ledger.balance(cashAccount, currency);
    // "Everything" of an empty wallet is a successful no-op (a multi-game client may ask for it);
    // an explicit amount the cash cannot cover is refused by the ledger below.
    if (amount <= 0n && input.amount)
      fail(CODES.INSUFFICIENT_FUNDS, '残高が不足しています', 'Insufficient balance');
    const order: TransferOrder = {
      orderNo: store.nextOrderNo('TI', ctx.now),
      clientOrderId: input.clientOrderId,
      playerId: player.id,
      direction: 'in',
      platformCode,
      currency,
      amount,
      fingerprint,
      createdAt: ctx.now,
    };
    if (amount > 0n)
      ctx.state.ledger.transfer({
        key: `game-in:${player.id}:${input.clientOrderId}`,
        kind: 'game-transfer-in',
        from: cashAccount,
        to: store.gameAccount(player.id, platformCode),
        currency,
        amount,
        meta: { orderNo: order.orderNo, platformCode },
        at: ctx.now,
      });
    store.registrations.set(player.id, (store.registrations.get(player.id) ?? new Set()).add(platformCode));
    store.transferOrders.set(`${player.id}:${input.clientOrderId}`, [order]);
    return orderView(order, store, ctx);
  },

  'games.transferOutAll': (input, ctx) =>
    transferOutAll(ctx, ctx.player(), input.platformCode, input.clientOrderId),

  'games.providers': (input, ctx) => {
    const store = gamesStore(ctx.state);
    const list = store.providers
      .filter((p) => !input.gameType || p.gameTypes.includes(input.gameType))
      .map((p) => providerView(p, store, ctx.publicUrl, ctx.lang));
    return { list, providerCurrencyList: list.flatMap((p) => p.currencies) };
  },

  'games.depositAutoTransIn': (input, ctx) => {
    const store = gamesStore(ctx.state);
    const player = ctx.player();
    const current = store.autoTransIn.get(player.id) ?? { enabled: false, platformCode: null };
    if (input.platformCode !== undefined) {
      providerOf(store, input.platformCode);
      current.platformCode = input.platformCode.toUpperCase();
    }
    if (input.enabled !== undefined) {
      if (input.enabled && !current.platformCode) {
        fail(CODES.VALIDATION, 'ゲームを選択してください', 'Choose a game platform', {
          fields: { platformCode: 'validation.invalid' },
        });
      }
      current.enabled = input.enabled;
    }
    store.autoTransIn.set(player.id, current);
    return { ...current };
  },

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

  'games.betLimit': (input, ctx) => {
    const store = gamesStore(ctx.state);
    const provider = providerOf(store, input.platformCode);
    let gameId: string | null = null;
    let currencies = provider.currencies;
    if (input.gameId) {
      const g = store.byId.get(input.gameId);
      if (!g || g.platformCode !== input.platformCode.toUpperCase()) unavailable();
      gameId = g.gameId;
      currencies = g.currencies;
    }
    if (input.currency) currencies = currencies.filter((c) => c === input.currency);
    return {
      list: currencies.map((currency) => {
        const steps = betSteps(currency);
        const max = steps[steps.length - 1]!;
        return {
          platformCode: input.platformCode.toUpperCase(),
          gameId,
          currency,
          minBet: money(steps[0]!),
          maxBet: money(max),
          betSteps: steps.map(money),
          maxWin: money(max * MAX_WIN_FACTOR),
        };
      }),
    };
  },
};

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
