/**
 * Server-sent events settings of the router: a keep-alive ping on a quiet stream (`LIVE_PING_MS`), and
 * the client told to reconnect when it heard nothing (not even a ping) for three ping periods. They live
 * in tRPC's root config, so they are set on this router's own copy of it.
 */
import type { AnyTRPCRouter } from '@trpc/server';

export function withLiveSse<R extends AnyTRPCRouter>(router: R, pingMs: number): R {
  const def = router._def as unknown as { _config: Record<string, unknown> & { sse?: object } };
  def._config = {
    ...def._config,
    sse: {
      ...def._config.sse,
      ping: { enabled: true, intervalMs: pingMs },
      client: { reconnectAfterInactivityMs: pingMs * 3 },
    },
  };
  return router;
}
