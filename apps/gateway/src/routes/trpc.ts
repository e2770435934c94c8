/**
 * /trpc: the tRPC router behind the CSRF guard, with a batch size limit. Errors are logged here once
 * (client errors at debug, the rest at warn/error), never with the input.
 */
import type { FastifyInstance } from 'fastify';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import type { AppRouter } from '../trpc/app-router';
import { createContext } from '../trpc/init';
import { buildAppRouter } from '../trpc/router';
import { csrfGuard } from './csrf';

export default async function trpcRoutes(app: FastifyInstance) {
  const { config } = app.gateway;
  const router = buildAppRouter(config);
  app.addHook('onRequest', csrfGuard(config.allowedOrigins));
  // tRPC's non-batching link sends a void mutation with an empty JSON body, which tRPC then fails to
  // parse; an empty body means "no input".
  app.addHook('preHandler', async (req) => {
    if (
      req.method === 'POST' &&
      (req.body === '' || req.body === undefined) &&
      !('batch' in (req.query as object))
    )
      req.body = '{}';
  });
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router,
      createContext,
      maxBatchSize: config.maxBatchSize,
      onError({ error, path, req }) {
        const status = error.code;
        if (status === 'INTERNAL_SERVER_ERROR') req.log.error({ path, code: status }, 'procedure error');
        else req.log.debug({ path, code: status }, 'procedure refused');
      },
    },
  } satisfies FastifyTRPCPluginOptions<AppRouter>);
}
