/**
 * The game-wallet lifecycle as a Fastify plugin: the registry (Redis, or memory with the development
 * fallback), the service decorated as `app.gameWallets` (trpc/call.ts moves money into a game through
 * its `moveIn`, under the wallet's mutex), the sweeper's timer, the session-end hook, and the beacon
 * route pages call when they are closed or reloaded:
 *
 *   POST /game-wallets/beacon  {"event":"leave"|"alive","leases":[{"platformCode","leaseId"}]}
 *
 * `navigator.sendBeacon` cannot set headers, so the route takes text/plain or JSON, checks Origin and
 * Sec-Fetch-Site itself (same origin or GATEWAY_ALLOWED_ORIGINS) and acts only for the session of the
 * cookie, on that session's own wallets.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { randomBytes } from 'node:crypto';
import { leaseRefSchema, type StatementView } from './catalog';
import { MemoryGameWalletRegistry } from './registry';
import { ownerOf, statementView } from './owner';
import { RedisGameWalletRegistry } from './redis-registry';
import { REDIS_OPTIONS, redisClient } from '../store/redis-store';
import { GameWalletService, type StatementReason } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    gameWallets: GameWalletService;
  }
}

const gen = () => randomBytes(16).toString('base64url');

const beaconSchema = z.object({
  event: z.enum(['leave', 'alive']),
  leases: z.array(leaseRefSchema).min(1).max(8),
});

/**
 * Ends the session of the request's cookie with its game wallets (a kiosk terminal refused), and
 * answers the statement the refused screen shows. `terminalId`: the refused terminal, when it proved
 * itself (a disabled terminal, not an unknown one): whoever returned the visit's money first (this
 * refusal, or the sweeper while the gateway restarted with the new configuration, or a concurrent
 * refused call), the terminal's kept statement reaches the screen.
 */
export async function endSessionOfRequest(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  reason: StatementReason,
  terminalId?: string,
): Promise<StatementView | null> {
  try {
    // Read before the session ends: the session's own statement replaces the terminal's copy.
    const kept = terminalId
      ? await app.gameWallets.registry.terminalStatement(terminalId).catch(() => null)
      : null;
    const session = await app.gateway.sessions.load(req, reply, { gate: terminalId === undefined });
    if (!session) return kept?.lines.length ? statementView(kept) : null;
    const owner = ownerOf(session);
    const s = await app.gameWallets.endSession(owner, reason);
    // Nothing returned here: the sweeper (or a concurrent refusal) returned it meanwhile, and its
    // statement is the terminal's now.
    const latest =
      terminalId && !s
        ? await app.gameWallets.registry.terminalStatement(terminalId).catch(() => null)
        : kept;
    const visit = terminalId ? await app.gameWallets.refusedVisit(owner, terminalId, latest, s) : s;
    await app.gateway.sessions.destroy(req, reply, session, null, 'terminal-refused');
    return visit ? statementView(visit) : null;
  } catch (err) {
    req.log.warn({ err: (err as Error).message }, 'ending the session of a refused request failed');
    return null;
  }
}

async function gameWalletsPlugin(app: FastifyInstance) {
  const { config, store, upstream, sessions } = app.gateway;
  // The store's own topology (one server, Sentinel or Cluster): the registry's keys are Cluster-safe.
  const registry =
    store.kind === 'redis' && config.redis.topology
      ? new RedisGameWalletRegistry(
          redisClient(config.redis.topology, REDIS_OPTIONS),
          config.redis.prefix,
          gen,
        )
      : new MemoryGameWalletRegistry(gen);
  const service = new GameWalletService(registry, upstream, config, app.log);
  app.decorate('gameWallets', service);

  sessions.onEnd(async (session, reason) => {
    if (reason === null) return;
    await service.endSession(ownerOf(session), reason);
  });

  app.addHook('onReady', async () => service.start());
  app.addHook('onClose', async () => service.stop());

  const allowed = new Set([...config.allowedOrigins, ...config.publicOrigins]);
  app.post('/game-wallets/beacon', async (req, reply) => {
    const origin = req.headers.origin;
    if (origin !== undefined && origin !== `${req.protocol}://${req.host}` && !allowed.has(origin))
      return reply.status(403).send({ error: 'origin not allowed' });
    if (origin === undefined && req.headers['sec-fetch-site'] === 'cross-site')
      return reply.status(403).send({ error: 'cross-site request' });
    let body: unknown = req.body;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        return reply.status(400).send({ error: 'invalid body' });
      }
    }
    const parsed = beaconSchema.safeParse(body);
    if (!parsed.success) return reply.status(400).send({ error: 'invalid body' });
    const session = await sessions.load(req, reply);
    if (!session) return reply.status(204).send();
    const owner = ownerOf(session);
    if (parsed.data.event === 'alive') await service.alive(owner.loginName, parsed.data.leases);
    else await service.leave(owner, parsed.data.leases);
    return reply.status(204).send();
  });
}

export default fp(gameWalletsPlugin, { name: 'gateway-game-wallets', dependencies: ['gateway'] });
