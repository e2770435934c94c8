/**
 * The gateway's services, created once per app and decorated onto Fastify as `app.gateway`: the store
 * (Redis, or the in-memory development fallback), the upstream client, sessions, the refresher, the
 * shared caches and rate limits. Everything is closed when the app closes.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from '../../config';
import { UpstreamClient } from '../../lib/upstream';
import { MemoryStore } from '../../store/memory-store';
import { RedisStore } from '../../store/redis-store';
import type { Store } from '../../store/store';
import { SharedCache } from './caches';
import { SecretAttempts } from './attempts';
import { RateLimits } from './limits';
import { Refresher } from './refresher';
import { Sessions } from './sessions';

export interface Gateway {
  config: GatewayConfig;
  store: Store;
  upstream: UpstreamClient;
  sessions: Sessions;
  refresher: Refresher;
  cache: SharedCache;
  limits: RateLimits;
  /** Per-player limits on re-proven secrets and the payout cooling period (attempts.ts). */
  attempts: SecretAttempts;
}

declare module 'fastify' {
  interface FastifyInstance {
    gateway: Gateway;
  }
}

export interface GatewayPluginOptions {
  config: GatewayConfig;
  /** A store made by the caller (tests); otherwise one is connected from the configuration. */
  store?: Store;
}

export async function connectStore(config: GatewayConfig, app: Pick<FastifyInstance, 'log'>): Promise<Store> {
  const { topology, prefix, memoryFallback } = config.redis;
  if (topology) {
    try {
      return await RedisStore.connect(topology, prefix);
    } catch (err) {
      if (!memoryFallback) {
        // Start anyway: calls that need Redis answer 503 until it is back (readiness says so too).
        app.log.error({ err: (err as Error).message }, 'Redis does not answer; serving 503 until it does');
        return RedisStore.open(topology, prefix);
      }
      app.log.warn({ err: (err as Error).message }, 'Redis does not answer');
    }
  } else if (!memoryFallback) {
    throw new Error(
      'REDIS_URL (or REDIS_SENTINELS, REDIS_CLUSTER_NODES) is not set (set GATEWAY_MEMORY_STORE_FALLBACK=1 for a single-process dev run)',
    );
  }
  app.log.warn(
    '!!! IN-MEMORY STORE: sessions, locks, caches and rate limits live in this process only. ' +
      'Single instance, development only; everyone is logged out on restart. Set REDIS_URL for anything else. !!!',
  );
  return new MemoryStore();
}

export default fp(
  async function gatewayPlugin(app: FastifyInstance, opts: GatewayPluginOptions) {
    const { config } = opts;
    const store = opts.store ?? (await connectStore(config, app));
    const upstream = new UpstreamClient({ ...config.upstream, passwordCase: config.passwordCase });
    const refresher = new Refresher(store, upstream, {
      lockMs: config.session.refreshLockMs,
      pollMs: config.session.refreshPollMs,
      waitMs: config.session.refreshWaitMs,
    });
    const gateway: Gateway = {
      config,
      store,
      upstream,
      sessions: new Sessions(config, store),
      refresher,
      cache: new SharedCache(store),
      limits: new RateLimits(config, store),
      attempts: new SecretAttempts({ ...config.secrets, busyMs: config.upstream.timeoutMs + 5_000 }, store),
    };
    app.decorate('gateway', gateway);
    app.addHook('onClose', async () => {
      refresher.close();
      await upstream.close();
      if (!opts.store) await store.close();
    });
  },
  { name: 'gateway' },
);
