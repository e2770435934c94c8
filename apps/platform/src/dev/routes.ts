/**
 * Dev and test endpoints under /_dev, registered only when PLATFORM_DEV_ENDPOINTS is on, and each
 * call needs `x-dev-key: <merchant secret>`. They stand in for the operator's back office: read the
 * outbox, seed players, approve or reject orders and KYC, change the access lists, read counters.
 * Domain owners add theirs in dev/<area>.ts.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CURRENCIES, amountInputSchema } from '@casino/shared/schemas/money';
import { toLoginName } from '@casino/shared/rules/validation';
import type { PlatformConfig } from '../config';
import type { PlatformState } from '../core/state';
import { identityDevRoutes, seedPlayMoney } from './identity';
import { moneyDevRoutes } from './money';
import { gamesDevRoutes } from './games';
import { promotionsDevRoutes } from './promotions';

const createPlayerSchema = z.object({
  username: z.string().regex(/^[A-Za-z0-9]{4,18}$/),
  password: z.string().min(6).max(32),
  email: z.email().optional(),
  mobile: z
    .string()
    .regex(/^\d{6,20}$/)
    .optional(),
  currency: z.enum(CURRENCIES).default('JPY'),
  balances: z.partialRecord(z.enum(CURRENCIES), amountInputSchema).default({}),
});

export function registerDevRoutes(app: FastifyInstance, state: PlatformState, config: PlatformConfig): void {
  void app.register(
    async (scope) => {
      scope.addHook('onRequest', async (request, reply) => {
        const given = Buffer.from(String(request.headers['x-dev-key'] ?? ''));
        const expected = Buffer.from(config.merchantSecret);
        if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
          return reply.status(403).send({ error: 'x-dev-key required' });
        }
      });

      scope.get('/counters', async () => ({
        grants: state.counters.grants,
        requests: state.counters.requests,
        refreshReuse: state.counters.refreshReuse,
      }));
      scope.post('/counters/reset', async () => {
        state.counters.reset();
        return { ok: true };
      });
      scope.get('/outbox', async (request) => {
        const to = (request.query as { to?: string }).to;
        return { messages: state.outbox.list(to) };
      });
      scope.post('/players', async (request, reply) => {
        const parsed = createPlayerSchema.safeParse(request.body);
        if (!parsed.success) return reply.status(400).send({ error: z.flattenError(parsed.error) });
        const b = parsed.data;
        const loginName = toLoginName(b.username);
        if (state.players.byLogin(loginName)) return reply.status(409).send({ error: 'username taken' });
        const player = state.players.create({
          loginName,
          username: b.username.toLowerCase(),
          password: b.password,
          email: b.email ?? null,
          emailBound: Boolean(b.email),
          mobile: b.mobile ?? null,
          mobileBound: Boolean(b.mobile),
          currency: b.currency,
        });
        seedPlayMoney(state, player.id, b.balances);
        return { id: player.id, loginName: player.loginName };
      });

      identityDevRoutes(scope, state, config);
      moneyDevRoutes(scope, state, config);
      gamesDevRoutes(scope, state, config);
      promotionsDevRoutes(scope, state, config);
    },
    { prefix: '/_dev' },
  );
}
