/**
 * Load shedding (@fastify/under-pressure): when the event loop lags (mean delay over one sample above
 * the limit) or is saturated (utilisation above the limit), new requests get an immediate 503 with
 * Retry-After and a tRPC-shaped error, instead of queueing behind a stalled loop. /healthz stays
 * answered (liveness is not load); /readyz sheds too, so a load balancer moves traffic away.
 *
 * under-pressure only learns of a stall when its sampling timer next runs, but after a long stall
 * (a GC pause, a starved CPU, a frozen process) the requests that piled up are read in the I/O phase
 * before any timer runs, and would all be served late. So a heartbeat timer is also checked on every
 * request: if it has not ticked for longer than the sample interval plus the allowed delay, the loop
 * has just been stalled and the request is shed at once. Connections accepted during the stall are only
 * read after the first timers have run (the heartbeat among them), so a heartbeat that finds itself late
 * keeps shedding for one more sample interval: the whole pile is shed, not just the first requests read.
 */
import { performance } from 'node:perf_hooks';
import fp from 'fastify-plugin';
import underPressure from '@fastify/under-pressure';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayConfig } from '../../config';

export default fp(async (app, opts: { config: GatewayConfig }) => {
  const { maxEventLoopDelayMs, maxEventLoopUtilization, sampleIntervalMs, retryAfterS } =
    opts.config.pressure;

  const shed = (req: FastifyRequest, reply: FastifyReply, type: string) => {
    req.log.warn({ type }, 'under pressure: request shed');
    void reply.status(503).header('retry-after', String(retryAfterS));
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
    };
  };

  if (maxEventLoopDelayMs > 0) {
    const stalledAfter = sampleIntervalMs + maxEventLoopDelayMs;
    let lastTick = performance.now();
    let shedUntil = 0;
    const heartbeat = setInterval(() => {
      const now = performance.now();
      if (now - lastTick > stalledAfter) shedUntil = now + sampleIntervalMs;
      lastTick = now;
    }, sampleIntervalMs);
    heartbeat.unref();
    app.addHook('onClose', async () => clearInterval(heartbeat));
    app.addHook('onRequest', async (req, reply) => {
      if (req.url === '/healthz') return;
      const now = performance.now();
      if (now - lastTick > stalledAfter || now < shedUntil) {
        return reply.send(shed(req, reply, 'eventLoopStalled'));
      }
    });
  }

  await app.register(underPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    maxEventLoopUtilization,
    sampleInterval: sampleIntervalMs,
    retryAfter: retryAfterS,
    pressureHandler: (req, reply, type) => {
      if (req.url === '/healthz') return undefined;
      // A non-null return value is what under-pressure sends (its types say void).
      return shed(req, reply, type) as unknown as void;
    },
  });
});
