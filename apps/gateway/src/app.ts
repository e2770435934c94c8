/**
 * The whole gateway as one Fastify plugin (shaped like fastify/demo): third-party plugins, then our
 * services, then the routes. server.ts starts it; tests register it on their own Fastify instance.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from './config';
import type { Store } from './store/store';
import { lazyChildLogger, OneLineRequestLog } from './logger';
import cookie from './plugins/external/cookie';
import helmet from './plugins/external/helmet';
import compress from './plugins/external/compress';
import underPressure from './plugins/external/under-pressure';
import gateway from './plugins/app/gateway';
import healthRoutes from './routes/health';
import trpcRoutes from './routes/trpc';
import blobRoutes from './routes/blob';
import staticRoutes from './routes/static';
import kiosk from './kiosk/kiosk-plugin';
import gameWallets from './game-wallets/plugin';
import live from './live/plugin';
import type { KioskConfig } from './kiosk/kiosk-config';
import metrics from './observability/metrics-plugin';
import { genReqId } from './observability/request-id';

export interface AppOptions {
  config: GatewayConfig;
  store?: Store;
  /** Venue terminals; default: parsed from the environment (kiosk/kiosk-config.ts). */
  kiosk?: KioskConfig;
}

async function gatewayApp(app: FastifyInstance, opts: AppOptions) {
  await app.register(metrics, { config: opts.config });
  await app.register(underPressure, { config: opts.config });
  await app.register(cookie);
  await app.register(helmet, { config: opts.config });
  await app.register(compress);
  await app.register(gateway, { config: opts.config, store: opts.store });
  await app.register(gameWallets);
  await app.register(live);
  await app.register(kiosk, { config: opts.config, kiosk: opts.kiosk });
  await app.register(healthRoutes);
  await app.register(trpcRoutes);
  await app.register(blobRoutes);
  await app.register(staticRoutes);
}

/** Not encapsulated, so `app.gateway` is visible to whoever registers it (server.ts, tests). */
export default fp(gatewayApp, { name: 'gateway-app' });

/** Fastify server options shared by server.ts and the test harness. */
export function serverOptions(config: GatewayConfig) {
  return {
    // A hop count trusts that many proxies next to the gateway (Fastify itself now ignores a count:
    // every client would share the load balancer's address and its per-address limits).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? hopsTrusted(config.trustProxy)
        : (config.trustProxy as boolean | string),
    bodyLimit: config.bodyLimit,
    requestTimeout: config.upstream.timeoutMs + 15_000,
    connectionTimeout: 0,
    keepAliveTimeout: 72_000,
    routerOptions: { maxParamLength: 5000 },
    logController: new OneLineRequestLog(),
    genReqId,
    childLoggerFactory: lazyChildLogger,
  };
}

/** proxy-addr's trust function for `hops` proxies: the socket's peer and the next hops-1 entries. */
const hopsTrusted = (hops: number) => (_address: string, i: number) => i < hops;
