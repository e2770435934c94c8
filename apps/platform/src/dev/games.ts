/**
 * Dev endpoints of the games area (see ./routes.ts): a launch without the signed protocol, for
 * screenshots and browser tests of the game pages themselves, and machine floor updates; a contribution
 * to a jackpot pool, as if bets elsewhere had fed it (the lobby's jackpot figures change).
 */
import { z } from 'zod';
import { fromUnits, toUnits } from '@casino/shared/schemas/money';
import { CURRENCIES } from '@casino/shared/schemas/money';
import { issueLaunch } from '../domain/games/play';
import { gamesStore } from '../domain/games/store';
import type { DevRoutes } from './dev-routes';
import { playerCash } from '../core/accounts';

const launchSchema = z.object({
  gameId: z.string(),
  /** Omitted: a demo launch. */
  loginName: z.string().optional(),
  currency: z.enum(CURRENCIES).optional(),
  lang: z.enum(['ja', 'en']).default('ja'),
  multiMode: z.boolean().default(false),
  /** Moves this much of the player's cash into the game wallet first. */
  transferIn: z.string().optional(),
});

const contributeSchema = z.object({
  /** Omitted: the first pool (the grand one, first in the lobby's list). */
  jackpotCode: z.string().optional(),
  amount: z.string().regex(/^\d{1,15}(\.\d{1,8})?$/),
});

export const gamesDevRoutes: DevRoutes = (app, state, config) => {
  app.post('/jackpots/contribute', async (request, reply) => {
    const parsed = contributeSchema.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ error: z.flattenError(parsed.error) });
    const b = parsed.data;
    const store = gamesStore(state);
    const pool = b.jackpotCode
      ? store.jackpots.find((p) => p.jackpotCode === b.jackpotCode)
      : store.jackpots[0];
    if (!pool) return reply.status(404).send({ error: 'no such jackpot' });
    const amount = toUnits(b.amount);
    const now = Date.now();
    state.ledger.post({
      key: `dev-jackpot:${pool.jackpotCode}:${now}:${Math.random()}`,
      kind: 'jackpot-contrib',
      at: now,
      meta: { dev: true },
      postings: [
        { account: 'house:games', currency: pool.currency, amount: -amount },
        { account: store.jackpotAccount(pool.jackpotCode), currency: pool.currency, amount },
      ],
    });
    pool.updatedAt = now;
    return { jackpotCode: pool.jackpotCode, amount: fromUnits(store.jackpotAmount(pool)) };
  });

  app.post('/games/launch', async (request, reply) => {
    const parsed = launchSchema.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ error: z.flattenError(parsed.error) });
    const b = parsed.data;
    const store = gamesStore(state);
    const game = store.byId.get(b.gameId);
    if (!game) return reply.status(404).send({ error: 'no such game' });
    const player = b.loginName ? state.players.byLogin(b.loginName.toLowerCase()) : null;
    if (b.loginName && !player) return reply.status(404).send({ error: 'no such player' });
    const currency = b.currency ?? (game.currencies.includes('JPY') ? 'JPY' : game.currencies[0]!);
    if (player && b.transferIn) {
      state.ledger.transfer({
        key: `dev-game-in:${player.id}:${Date.now()}:${Math.random()}`,
        kind: 'game-transfer-in',
        from: playerCash(player.id),
        to: store.gameAccount(player.id, game.platformCode),
        currency,
        amount: toUnits(b.transferIn),
      });
    }
    const publicUrl = config.publicUrl ?? `http://${request.headers.host ?? `${config.host}:${config.port}`}`;
    return issueLaunch(state, {
      game,
      player: player ?? null,
      currency,
      multiMode: b.multiMode,
      returnUrl: null,
      lang: b.lang,
      now: Date.now(),
      publicUrl,
    });
  });
};
