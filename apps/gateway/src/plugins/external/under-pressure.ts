/**
 * Load shedding (@fastify/under-pressure): when the event loop lags (mean delay over one sample above
 * the limit) or is saturated (utilisation above the limit), new requests get an immediate 503 with
 * Retry-After and a tRPC-shaped error, instead of queueing behind a stalled loop. /healthz stays
 * answered (liveness is not load); /readyz sheds too, so a load balancer moves traffic away.
 */
import fp from 'fastify-plugin';
import underPressure from '@fastify/under-pressure';
import type { GatewayConfig } from '../../config';

export default fp(async (app, opts: { config: GatewayConfig }) => {
  const { maxEventLoopDelayMs, maxEventLoopUtilization, sampleIntervalMs, retryAfterS } =
    opts.config.pressure;
  await app.register(underPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    maxEventLoopUtilization,
    sampleInterval: sampleIntervalMs,
    retryAfter: retryAfterS,
    pressureHandler: (req, reply, type) => {
      if (req.url === '/healthz') return undefined;
      req.log.warn({ type }, 'under pressure: request shed');
      void reply.status(503).header('retry-after', String(retryAfterS));
      // A non-null return value is what under-pressure sends (its types say void).
      return {
        error: {
          message: 'Service temporarily unavailable',
          code: -32603,
          data: {
            code: 'SERVICE_UNAVAILABLE',
            httpStatus: 503,
            messageKey: 'errors.network.badResponse',
            retryAfterMs: retryAfterS * 1000,
          },
        },
      } as unknown as void;
    },
  });
});
