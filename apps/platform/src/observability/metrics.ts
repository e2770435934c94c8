/**
 * The reference platform's Prometheus metrics (prom-client, one registry): every API call by catalog
 * path and result code (OK or the envelope's error code), how long saving the state takes, and the
 * process (event-loop lag, heap). Served like the gateway's: on PLATFORM_METRICS_PORT and/or behind
 * PLATFORM_METRICS_TOKEN (@casino/observability/metrics-endpoint). Labels are paths from the
 * catalog and codes from the error table, never a player.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { bearerMatches, listenMetrics } from '@casino/observability/metrics-endpoint';
import { entryByPath } from '@casino/shared/catalog/index';
import { merchantCallByPath } from '@casino/shared/protocol/merchant';
import { WIRE_PREFIX } from '@casino/shared/protocol/wire';
import type { PlatformConfig } from '../config';

export const registry = new Registry();

const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

const apiSeconds = new Histogram({
  name: 'platform_api_request_duration_seconds',
  help: 'API calls by catalog path and result code (OK or the error code of the envelope)',
  labelNames: ['path', 'code'] as const,
  buckets: BUCKETS,
  registers: [registry],
});

export const persistSeconds = new Histogram({
  name: 'platform_state_save_duration_seconds',
  help: 'Saving what a request changed before its answer leaves',
  buckets: BUCKETS,
  registers: [registry],
});

const CODE = Symbol('apiCode');

/** Remembers the envelope code an API call is answered with (sendError). */
export function markApiCode(reply: FastifyReply, code: number | string) {
  (reply as FastifyReply & { [CODE]?: string })[CODE] = String(code);
}

let defaults = false;

export async function registerMetrics(app: FastifyInstance, config: PlatformConfig) {
  if (!defaults) {
    defaults = true;
    collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });
  }
  const wire = `${WIRE_PREFIX}/*`;
  app.addHook('onResponse', (req: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (req.routeOptions.url === wire) {
      const path = '/' + ((req.params as { '*'?: string })['*'] ?? '');
      const known = entryByPath(path) !== undefined || merchantCallByPath(path) !== undefined;
      const code = (reply as FastifyReply & { [CODE]?: string })[CODE] ?? 'OK';
      apiSeconds.labels(known ? path : 'unknown', code).observe(reply.elapsedTime / 1000);
    }
    done();
  });
  const { token, port, host } = config.metrics;
  if (token)
    app.get('/metrics', async (req, reply) => {
      if (!bearerMatches(req.headers.authorization, token))
        return reply.status(401).header('www-authenticate', 'Bearer').send({ error: 'unauthorized' });
      return reply.header('content-type', registry.contentType).send(await registry.metrics());
    });
  if (port !== undefined) {
    const { server, port: bound } = await listenMetrics(registry, port, host);
    app.log.info({ url: `http://${host}:${bound}/metrics` }, 'metrics listening');
    app.addHook('onClose', async () => {
      await new Promise<void>((r) => server.close(() => r()));
    });
  }
}
