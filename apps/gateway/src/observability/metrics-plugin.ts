/**
 * Per-request observability of the gateway: the request id in every response (x-request-id), the tRPC
 * RED metrics per procedure and result code, the store-backed gauges, process metrics, and /metrics,
 * served only on METRICS_PORT (its own port) and/or behind METRICS_TOKEN (a bearer token) on the
 * gateway's port (@casino/observability/metrics-endpoint). The hooks are callback-style and
 * allocate nothing but the response header: they run on every request.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bearerMatches, listenMetrics } from '@casino/observability/metrics-endpoint';
import type { GatewayConfig } from '../config';
import { collectProcessMetrics, recordProcedure, registry, setGaugeSources } from './metrics';

/** The procedures the router serves (trpc.ts fills it), so an unknown name never becomes a label. */
export const knownProcedures = new Set<string>();

const CODE = Symbol('trpcCode');
type Marked = FastifyRequest & { [CODE]?: string };

/** Remembers the tRPC error code a call ended with (the /trpc onError hook calls this). */
export function markTrpcCode(req: FastifyRequest, code: string) {
  (req as Marked)[CODE] = code;
}

/** A refusal that never reached tRPC (CSRF guard, load shedding, body too large), by HTTP status. */
const STATUS_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_SUPPORTED',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL_SERVER_ERROR',
  503: 'SERVICE_UNAVAILABLE',
};

function onResponse(req: FastifyRequest, reply: FastifyReply, done: () => void) {
  if (req.routeOptions.url === '/trpc/:path') {
    const path = (req.params as { path?: string }).path ?? '';
    const procedure = knownProcedures.has(path) ? path : path.includes(',') ? 'batch' : 'unknown';
    const status = reply.statusCode;
    const code = (req as Marked)[CODE] ?? (status < 400 ? 'OK' : (STATUS_CODES[status] ?? `HTTP_${status}`));
    recordProcedure(procedure, code, reply.elapsedTime / 1000);
  }
  done();
}

async function metricsPlugin(app: FastifyInstance, opts: { config: GatewayConfig }) {
  const { metrics } = opts.config;
  collectProcessMetrics();
  setGaugeSources({
    sessions: () => app.gateway.store.sessionCount(),
    gameWallets: () => app.gameWallets.registry.count(),
  });
  app.addHook('onRequest', (req, reply, done) => {
    reply.header('x-request-id', req.id);
    done();
  });
  app.addHook('onResponse', onResponse);

  if (metrics.token) {
    const token = metrics.token;
    app.get('/metrics', async (req, reply) => {
      if (!bearerMatches(req.headers.authorization, token))
        return reply.status(401).header('www-authenticate', 'Bearer').send({ error: 'unauthorized' });
      return reply
        .header('content-type', registry.contentType)
        .header('cache-control', 'no-store')
        .send(await registry.metrics());
    });
  }
  if (metrics.port !== undefined) {
    const { server, port } = await listenMetrics(registry, metrics.port, metrics.host);
    app.log.info({ url: `http://${metrics.host}:${port}/metrics` }, 'metrics listening');
    app.addHook('onClose', async () => {
      await new Promise<void>((r) => server.close(() => r()));
    });
  }
}

export default fp(metricsPlugin, { name: 'gateway-metrics' });
