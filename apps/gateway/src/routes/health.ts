/** /healthz: the process answers. /readyz: the store and the platform answer (load balancers use it). */
import type { FastifyInstance } from 'fastify';
import { request } from 'undici';

export default async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', async () => ({ ok: true }));
  app.get('/readyz', async (_req, reply) => {
    const { store, config } = app.gateway;
    const [storeOk, upstreamOk] = await Promise.all([
      store.ping().then(
        () => true,
        () => false,
      ),
      request(`${config.upstream.url}/healthz`, { headersTimeout: 2000, bodyTimeout: 2000 }).then(
        async (r) => {
          await r.body.dump();
          return r.statusCode === 200;
        },
        () => false,
      ),
    ]);
    const ok = storeOk && upstreamOk;
    return reply.status(ok ? 200 : 503).send({
      ok,
      store: storeOk ? 'up' : 'down',
      storeKind: store.kind,
      upstream: upstreamOk ? 'up' : 'down',
    });
  });
}
