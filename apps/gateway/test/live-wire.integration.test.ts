/**
 * The live channel's wire as its clients read it: tRPC's own client (httpSubscriptionLink over an
 * EventSource, as the web and kiosk pages use it) follows a stream from its snapshot to its end; a quiet
 * stream hears keep-alive pings; an EventSource that reconnects with its Last-Event-ID header gets the
 * events it missed, not a snapshot.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, EventSource, request, type Dispatcher } from 'undici';
import { createTRPCClient, httpSubscriptionLink } from '@trpc/client';
import type { AppRouter } from '../src/trpc/app-router';
import type { GatewayClient } from '@casino/testkit/client';
import { openLiveStream } from '@casino/testkit/live-stream';
import { loggedIn, startStack, type Stack } from './helper';
import { depositInput, liveStream, type LiveEvent } from './live-support';

const PING_MS = 300;

let stack: Stack;
beforeAll(async () => {
  stack = await startStack('live-wire', { gatewayEnv: { LIVE_PING_MS: String(PING_MS) } });
});
afterAll(async () => {
  await stack?.stop();
});

/** An EventSource's connections carrying the client's cookies, as a browser sends them. */
function withCookies(client: GatewayClient): Dispatcher {
  return new Agent().compose(
    (dispatch) => (opts, handler) =>
      dispatch(
        { ...opts, headers: { ...(opts.headers as Record<string, string>), cookie: client.cookieHeader() } },
        handler,
      ),
  );
}

/** What a tRPC client's subscription received, and a way to wait for what it expects. */
function follow(client: GatewayClient) {
  const dispatcher = withCookies(client);
  const trpc = createTRPCClient<AppRouter>({
    links: [
      httpSubscriptionLink({
        url: `${client.baseUrl}/trpc`,
        EventSource: EventSource as unknown as typeof globalThis.EventSource,
        eventSourceOptions: { dispatcher } as unknown as EventSourceInit,
      }),
    ],
  });
  const got: { id: string; data: LiveEvent }[] = [];
  let completed = false;
  let error: unknown;
  const waiters = new Set<() => void>();
  const notify = () => waiters.forEach((w) => w());
  const sub = trpc.live.events.subscribe(
    {},
    {
      onData: (d) => {
        got.push(d as { id: string; data: LiveEvent });
        notify();
      },
      onError: (e) => {
        error = e;
        notify();
      },
      onComplete: () => {
        completed = true;
        notify();
      },
    },
  );
  const until = <T>(check: () => T | undefined, what: string) =>
    new Promise<T>((resolve, reject) => {
      const run = () => {
        const v = check();
        if (v === undefined) return;
        waiters.delete(run);
        clearTimeout(timer);
        resolve(v);
      };
      const timer = setTimeout(() => {
        waiters.delete(run);
        reject(new Error(`no ${what}; got ${JSON.stringify(got)} ${String(error)}`));
      }, 20_000);
      waiters.add(run);
      run();
    });
  return {
    got,
    next: (match: (e: LiveEvent) => boolean) => until(() => got.find((x) => match(x.data)), 'matching event'),
    completed: () => until(() => (completed ? true : undefined), 'completion'),
    close: async () => {
      sub.unsubscribe();
      await dispatcher.close();
    },
  };
}

describe('live channel wire', () => {
  it("tRPC's own client follows a stream: snapshot, a change, then the end after session-ended", async () => {
    const { client } = await loggedIn(stack, 0);
    const s = follow(client);
    try {
      const snap = await s.next((e) => e.type === 'snapshot');
      expect(snap.id).toBeTruthy();
      const order = await client.ok<{ orderNo: string }>('deposit.create', depositInput('2000'));
      const ordered = await s.next((e) => e.type === 'order' && e.order.orderNo === order.orderNo);
      expect(ordered.id).toBeTruthy();
      expect(ordered.id).not.toBe(snap.id);
      await client.ok('session.logout', {});
      expect((await s.next((e) => e.type === 'session-ended')).data).toMatchObject({ reason: 'logout' });
      // The stream's `return` event completes the subscription: the client does not reconnect.
      await s.completed();
    } finally {
      await s.close();
    }
  });

  it('a quiet stream hears keep-alive pings, and the client is told to reconnect after three missed', async () => {
    const { client } = await loggedIn(stack, 0);
    const abort = new AbortController();
    const res = await request(`${client.baseUrl}/trpc/live.events?input=%7B%7D`, {
      headers: { accept: 'text/event-stream', cookie: client.cookieHeader() },
      signal: abort.signal,
    });
    let text = '';
    try {
      // Read as the EventSource reads: until two pings came after the snapshot.
      for await (const chunk of res.body) {
        text += (chunk as Buffer).toString('utf8');
        const afterSnapshot = text.split('"type":"snapshot"')[1];
        if (afterSnapshot && afterSnapshot.split('event: ping\ndata: \n\n').length > 2) break;
      }
    } finally {
      abort.abort();
    }
    expect(text.startsWith(`event: connected\ndata: {"reconnectAfterInactivityMs":${PING_MS * 3}}\n\n`)).toBe(
      true,
    );
    expect(text.split('"type":"snapshot"')[1]!.split('event: ping\ndata: \n\n\n').length).toBeGreaterThan(2);
  });

  it('an EventSource reconnecting with its Last-Event-ID header gets the events it missed, no snapshot', async () => {
    const { client } = await loggedIn(stack, 0);
    const first = await liveStream(client);
    await first.next((e) => e.type === 'snapshot');
    const lastSeen = first.lastId()!;
    first.close();
    const order = await client.ok<{ orderNo: string }>('deposit.create', depositInput('3000'));
    const again = await openLiveStream<LiveEvent>(client, { headers: { 'last-event-id': lastSeen } });
    try {
      const e = await again.next(() => true);
      expect(e).toMatchObject({ type: 'order', order: { orderNo: order.orderNo } });
      expect(again.events.some((x) => x.data.type === 'snapshot')).toBe(false);
    } finally {
      again.close();
    }
  });
});
