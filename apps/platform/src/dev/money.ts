/**
 * Dev endpoints of the money area (see ./routes.ts), standing in for the operator's back office and
 * for provider reports:
 *   POST /_dev/deposits/approve     { orderNo }  -> { order }   credits once; approving again is a no-op
 *   POST /_dev/deposits/reject      { orderNo }  -> { order }
 *   POST /_dev/withdrawals/approve  { orderNo }  -> { order }   pays out the held money
 *   POST /_dev/withdrawals/reject   { orderNo }  -> { order }   returns the held money to cash
 *   POST /_dev/bonuses/grant        { loginName, currency, amount, wagerMultiplier?, bonusType?,
 *                                     autoRelease?, key?, name? } -> { bonus }   (grantBonus)
 *   POST /_dev/withdraw-password    { loginName, password } -> { ok }   sets the withdrawal password
 *   POST /_dev/bets                 { loginName, currency, amount, win?, roundId? } -> { roundId }
 *        a settled round reported by an external provider: cash -> house:games (and the win back),
 *        then the 'bet' event (wagering, rake back, tournaments...). Idempotent on roundId.
 *   GET  /_dev/money?loginName=     -> { cash: {JPY: '1.00'...}, games: {JPT: {JPY: '1.00'}...} }
 *        the player's cash and game (transfer) wallets as the ledger holds them, for tests that
 *        check money through the API rather than on screen.
 * Domain refusals answer 409 `{ code, msg }`; bad bodies 400; unknown players 404.
 */
import { z } from 'zod';
import {
  amountInputSchema,
  currencySchema,
  fromUnits,
  toUnits,
  type Currency,
} from '@casino/shared/schemas/money';
import { BONUS_TYPE } from '@casino/shared/schemas/bonus';
import { emitPlatformEvent, type EventLog } from '../core/events';
import type { PlatformState } from '../core/state';
import { approveDeposit, depositView, rejectDeposit } from '../domain/deposit/service';
import { approveWithdrawal, rejectWithdrawal, withdrawalView } from '../domain/withdraw/service';
import { setWithdrawPassword } from '../domain/withdraw/store';
import { bonusView, grantBonus } from '../domain/bonus/store';
import { devPlayer, devPlayerBody, runDev, type DevRoutes } from './dev-routes';
import { playerCash, playerGamePrefix } from '../core/accounts';

const orderSchema = z.object({ orderNo: z.string().min(1) });
const grantSchema = z.object({
  loginName: z.string().min(1),
  currency: currencySchema,
  amount: amountInputSchema,
  wagerMultiplier: z.number().min(0).max(100).default(10),
  bonusType: z.number().int().min(1).default(BONUS_TYPE.NO_DEPOSIT),
  autoRelease: z.boolean().default(false),
  key: z.string().min(1).optional(),
  name: z.object({ ja: z.string(), en: z.string() }).optional(),
});
const passwordSchema = z.object({ loginName: z.string().min(1), password: z.string().min(6).max(32) });
const betSchema = z.object({
  loginName: z.string().min(1),
  currency: currencySchema,
  amount: amountInputSchema,
  win: z
    .string()
    .regex(/^\d{1,15}(\.\d{1,8})?$/)
    .optional(),
  roundId: z.string().min(1).max(64).optional(),
});

/**
 * A settled round reported by an external provider: the stake from cash to house:games, the win back,
 * then the 'bet' (and 'win') events. Idempotent on roundId: a replay moves nothing and emits nothing.
 * Returns true for a replay. Used by POST /_dev/bets and the ledger property test.
 */
export function reportBet(
  state: PlatformState,
  playerId: string,
  round: { currency: Currency; amount: bigint; win: bigint; roundId: string },
  now: number,
  log?: EventLog,
): boolean {
  const key = `dev-bet:${playerId}:${round.roundId}`;
  const replayed = state.ledger.hasKey(key);
  const meta = { roundId: round.roundId, gameId: 'dev', platformCode: 'DEV' };
  state.ledger.transfer({
    key,
    kind: 'bet',
    from: playerCash(playerId),
    to: 'house:games',
    currency: round.currency,
    amount: round.amount,
    meta,
    at: now,
  });
  if (replayed) return true;
  if (round.win > 0n) {
    state.ledger.transfer({
      key: `dev-win:${playerId}:${round.roundId}`,
      kind: 'win',
      from: 'house:games',
      to: playerCash(playerId),
      currency: round.currency,
      amount: round.win,
      meta,
      at: now,
    });
  }
  const event = {
    playerId,
    currency: round.currency,
    gameId: 'dev',
    platformCode: 'DEV',
    providerCode: 'DEV',
    roundId: round.roundId,
    at: now,
  };
  emitPlatformEvent(state, 'bet', { ...event, amount: round.amount }, log);
  if (round.win > 0n) emitPlatformEvent(state, 'win', { ...event, amount: round.win }, log);
  return false;
}

const run = (reply: Parameters<typeof runDev>[0], fn: () => unknown) => runDev(reply, fn, true);

export const moneyDevRoutes: DevRoutes = (app, state) => {
  const orderRoute =
    <T>(fn: (orderNo: string, now: number) => T, view: (o: T) => unknown) =>
    async (
      request: { body: unknown; log: { error: (o: object, m: string) => void } },
      reply: Parameters<typeof runDev>[0],
    ) => {
      const parsed = orderSchema.safeParse(request.body);
      if (!parsed.success) return reply.status(400).send({ error: z.flattenError(parsed.error) });
      return run(reply, () => ({ order: view(fn(parsed.data.orderNo, Date.now())) }));
    };

  app.post('/deposits/approve', (request, reply) =>
    orderRoute((no, now) => approveDeposit(state, no, now, request.log), depositView)(request, reply),
  );
  app.post(
    '/deposits/reject',
    orderRoute((no, now) => rejectDeposit(state, no, now), depositView),
  );
  app.post('/withdrawals/approve', (request, reply) =>
    orderRoute((no, now) => approveWithdrawal(state, no, now, request.log), withdrawalView)(request, reply),
  );
  app.post(
    '/withdrawals/reject',
    orderRoute((no, now) => rejectWithdrawal(state, no, now), withdrawalView),
  );

  app.post('/bonuses/grant', async (request, reply) => {
    const got = devPlayerBody(state, grantSchema, request, reply);
    if (!got) return reply;
    const { b, player } = got;
    return run(reply, () => {
      const bonus = grantBonus(state, {
        playerId: player.id,
        currency: b.currency,
        amount: toUnits(b.amount),
        bonusType: b.bonusType,
        name: b.name ?? { ja: 'スペシャルボーナス', en: 'Special bonus' },
        wagerMultiplier: b.wagerMultiplier,
        autoRelease: b.autoRelease,
        key: b.key ?? `dev-grant:${player.id}:${Date.now()}:${Math.random()}`,
      });
      return { bonus: bonusView(bonus, 'en') };
    });
  });

  app.post('/withdraw-password', async (request, reply) => {
    const parsed = passwordSchema.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ error: 'loginName and password (6-32) required' });
    const player = devPlayer(state, parsed.data.loginName);
    if (!player) return reply.status(404).send({ error: 'no such player' });
    setWithdrawPassword(state, player.id, parsed.data.password);
    return { ok: true };
  });

  app.get('/money', async (request, reply) => {
    const loginName = String((request.query as { loginName?: string }).loginName ?? '');
    const player = devPlayer(state, loginName);
    if (!player) return reply.status(404).send({ error: 'no such player' });
    const cash: Record<string, string> = {};
    const games: Record<string, Record<string, string>> = {};
    const gamePrefix = playerGamePrefix(player.id);
    for (const [key, units] of state.ledger.cachedBalances()) {
      const [account = '', currency = ''] = key.split('|');
      if (account === playerCash(player.id)) cash[currency] = fromUnits(units);
      else if (account.startsWith(gamePrefix) && units !== 0n)
        (games[account.slice(gamePrefix.length)] ??= {})[currency] = fromUnits(units);
    }
    return { cash, games };
  });

  app.post('/bets', async (request, reply) => {
    const got = devPlayerBody(state, betSchema, request, reply);
    if (!got) return reply;
    const { b, player } = got;
    const roundId = b.roundId ?? `dev-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;
    return run(reply, () => {
      const win = b.win ? toUnits(b.win) : 0n;
      const replayed = reportBet(
        state,
        player.id,
        { currency: b.currency, amount: toUnits(b.amount), win, roundId },
        Date.now(),
        request.log,
      );
      return { roundId, replayed };
    });
  });
};
