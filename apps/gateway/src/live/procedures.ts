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

/**
 * The service's `[id, event]` pairs as tracked events. A plain iterator rather than a generator: a
 * suspended generator keeps its variables (here the last event, a snapshot at first) for as long as the
 * stream waits for the next one.
 */
function trackedEvents<E>(events: AsyncGenerator<[string, E]>): AsyncIterable<TrackedEnvelope<E>, void> {
  const map = (r: IteratorResult<[string, E], void>): IteratorResult<TrackedEnvelope<E>, void> =>
    r.done ? { done: true, value: undefined } : { done: false, value: tracked(r.value[0], r.value[1]) };
  const iterator: AsyncIterator<TrackedEnvelope<E>, void> = {
    next: () => events.next().then(map),
    return: () => events.return(undefined).then(map),
    throw: (e: unknown) => events.throw(e).then(map),
  };
  return { [Symbol.asyncIterator]: () => iterator };
}

export function liveProcedures() {
  return {
    events: publicProcedure
      .input(syncParser(liveInputSchema))
      .subscription(({ ctx, input, signal }): AsyncIterable<TrackedEnvelope<LiveEvent>, void> => {
        const live: LiveService = ctx.req.server.live;
        return trackedEvents(live.playerStream(ctx, input?.lastEventId, signal));
      }),
    staff: publicProcedure
      .input(syncParser(liveInputSchema))
      .subscription(({ ctx, input, signal }): AsyncIterable<TrackedEnvelope<StaffEvent>, void> => {
        const live: LiveService = ctx.req.server.live;
        return trackedEvents(live.staffStream(ctx, input?.lastEventId, signal));
      }),
  };
}
