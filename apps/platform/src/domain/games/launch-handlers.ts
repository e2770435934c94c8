/** Handlers of the games group, part: launching a game (real or demo) and its bet limits. */
import { fromUnits, type Currency } from '@casino/shared/schemas/money';
import type { HandlerContext } from '../../core/context';
import type { GroupHandlers } from '../../core/handlers';
import type { Player } from '../../core/players';
import { assertMayPlay } from '../account/self-control';
import { betSteps, demoStartBalance, MAX_WIN_FACTOR } from './limits';
import { issueLaunch, openGame, touchRecent, unavailable, providerOf, currencyRefused } from './play';
import { gamesStore, type GameDef } from './store';
import { gameView, money } from './views';

function currencyFor(game: GameDef, wanted: Currency | undefined, fallback: Currency): Currency {
  const currency = wanted ?? (game.currencies.includes(fallback) ? fallback : game.currencies[0]!);
  if (!game.currencies.includes(currency)) currencyRefused('game');
  return currency;
}

/** Issues a launch ticket (a demo one without a player) and answers the game with its URL. */
function launch(
  ctx: HandlerContext,
  game: GameDef,
  player: Player | null,
  currency: Currency,
  input: { supMultiMode?: boolean | undefined; returnUrl?: string | undefined },
) {
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
  return { ...gameView(game, ctx.publicUrl, ctx.lang), gameUrl, expiresAt, currency };
}

export const launchHandlers = {
  'games.launchGame': (input, ctx) => {
    const store = gamesStore(ctx.state);
    const player = ctx.player();
    const game = openGame(store, input.gameId, input.platformCode);
    assertMayPlay(player, ctx.now);
    const currency = currencyFor(game, input.currency, player.currency);
    const provider = providerOf(store, game.platformCode);
    store.register(player.id, game.platformCode);
    touchRecent(store, player.id, game.gameId, ctx.now);
    return {
      ...launch(ctx, game, player, currency, input),
      launchMode: 0 as const,
      transferRequired: provider.transferModel,
      balance: fromUnits(ctx.state.ledger.balance(store.gameAccount(player.id, game.platformCode), currency)),
    };
  },

  'games.launchDemoGame': (input, ctx) => {
    const store = gamesStore(ctx.state);
    const game = openGame(store, input.gameId, input.platformCode);
    if (!game.demo) unavailable();
    const currency = currencyFor(game, undefined, 'JPY');
    return {
      ...launch(ctx, game, null, currency, input),
      launchMode: 1 as const,
      transferRequired: false,
      balance: money(demoStartBalance(currency)),
    };
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
} satisfies Partial<GroupHandlers<'games'>>;
