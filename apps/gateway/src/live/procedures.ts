/**
 * The `live` tRPC procedures: subscriptions over server-sent events (docs/gateway.md, "Live channel").
 * `live.events` streams a signed-in player's money and session state, and a kiosk terminal's commands
 * and statement; `live.staff` streams the kiosk staff view's terminals. Each event goes out with an id
 * (`tracked()`), so a client that reconnects with `lastEventId` receives what it missed.
 */
import { tracked, type TrackedEnvelope } from '@trpc/server';
import { liveInputSchema, type LiveEvent, type StaffEvent } from '@casino/shared/live/events';
import { publicProcedure, syncParser } from '../trpc/init';
import type { LiveService } from './service';

export function liveProcedures() {
  return {
    events: publicProcedure.input(syncParser(liveInputSchema)).subscription(async function* ({
      ctx,
      input,
      signal,
    }): AsyncGenerator<TrackedEnvelope<LiveEvent>> {
      const live: LiveService = ctx.req.server.live;
      for await (const [id, event] of live.playerStream(ctx, input?.lastEventId, signal))
        yield tracked(id, event);
    }),
    staff: publicProcedure.input(syncParser(liveInputSchema)).subscription(async function* ({
      ctx,
      input,
      signal,
    }): AsyncGenerator<TrackedEnvelope<StaffEvent>> {
      const live: LiveService = ctx.req.server.live;
      for await (const [id, event] of live.staffStream(ctx, input?.lastEventId, signal))
        yield tracked(id, event);
    }),
  };
}
