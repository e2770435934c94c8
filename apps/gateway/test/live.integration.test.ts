/**
 * The live channel on one Redis behind two gateway instances (real platform over HTTP, streams read
 * as a browser's EventSource reads them): what one instance changes reaches a page on the other, the
 * upstream poll runs once per player whatever the number of pages and instances, a reconnecting page
 * gets exactly what it missed (or one snapshot when the gap is too old), an upstream change arrives by
 * the poll, and the stream itself never keeps a session alive.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { sleep } from '@casino/testkit/repo';
import { sessionKey } from '../src/lib/secrets';
import { byUsername, loggedIn, sameBrowser, startStack, type Stack } from './helper';
import { fundGame } from './game-wallets-support';
import {
  cashOf,
  depositInput,
  expectResumedWith,
  gameWalletOf,
  liveStream,
  twoPages,
  type LiveEvent,
} from './live-support';

const POLL_MS = 400;
const PLAYER_QUERY = '/api/v1/player/query';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack('live', {
    gateways: 2,
    gatewayEnv: { WALLET_POLL_MS: String(POLL_MS), SUBSCRIPTIONS_PER_PLAYER: '50' },
  });
});
afterAll(async () => {
  await stack?.stop();
});

describe('live channel, two gateways on one Redis', () => {
  it('streams with no-buffering headers and starts with a snapshot of the money', async () => {
    const { client } = await loggedIn(stack, 0);
    const s = await liveStream(client);
    try {
      expect(s.status).toBe(200);
      expect(s.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(s.headers['x-accel-buffering']).toBe('no');
      expect(String(s.headers['cache-control'])).toMatch(/no-cache|no-store/);
      expect(String(s.headers['cache-control'])).toMatch(/no-transform/);
      expect(s.headers['content-encoding']).toBeUndefined();
      const snap = await s.next((e) => e.type === 'snapshot');
      expect(snap.type === 'snapshot' && snap.player?.loginName).toBeTruthy();
      expect(cashOf(snap)).toBe('100000.00');
      expect(s.events[0]!.id).toBeTruthy();
    } finally {
      s.close();
    }
  });

  it('a transfer through gateway A reaches a page on gateway B', async () => {
    const { client } = await loggedIn(stack, 0);
    const onB = sameBrowser(stack, client, 1);
    const s = await liveStream(onB);
    try {
      await s.next((e) => e.type === 'snapshot');
      const lease = await fundGame(client, '25000');
      const e = await s.next((x) => x.type === 'wallets' && cashOf(x) === '75000.00');
      expect(gameWalletOf(e, 'JPT')).toEqual({
        platformCode: 'JPT',
        state: 'open',
        amounts: [{ currency: 'JPY', amount: '25000.00' }],
      });
      // "Return all" from a page on A: the statement and the money back reach B.
      await client.ok('gameWallets.returnAll', { reason: 'player' });
      const st = await s.next((x) => x.type === 'statement');
      expect(st.type === 'statement' && st.statement.lines).toEqual([
        expect.objectContaining({ platformCode: 'JPT', currency: 'JPY', amount: '25000.00' }),
      ]);
      // The page that asked shows the answer: no page lists it as waiting for the next screen.
      expect(st.type === 'statement' && st.kept).toBe(false);
      const back = await s.next((x) => x.type === 'wallets' && cashOf(x) === '100000.00');
      // The money is back: the game wallet holds nothing (said `returned` once when it drops out).
      expect(gameWalletOf(back, 'JPT')).toMatchObject({ amounts: [] });
      expect(['open', 'returned']).toContain(gameWalletOf(back, 'JPT')?.state);
      await client.ok('gameWallets.leave', {
        leases: [{ platformCode: 'JPT', leaseId: lease.leaseId }],
        seen: true,
      });
      // Before the money was back, the pages saw the wallet on its way.
      const returning = s.events.findIndex((x) => gameWalletOf(x.data, 'JPT')?.state === 'returning');
      expect(returning).toBeGreaterThan(s.events.findIndex((x) => cashOf(x.data) === '75000.00'));
    } finally {
      s.close();
    }
  });

  it('says whether a pushed statement waits for the next screen: not when the leaving page shows it', async () => {
    const { client } = await loggedIn(stack, 0);
    const s = await liveStream(client);
    try {
      await s.next((e) => e.type === 'snapshot');
      const shown = await fundGame(client, '3000');
      await client.ok('gameWallets.leave', {
        leases: [{ platformCode: 'JPT', leaseId: shown.leaseId }],
        seen: true,
      });
      const first = await s.next((x) => x.type === 'statement');
      expect(first.type === 'statement' && [first.statement.lines[0]?.amount, first.kept]).toEqual([
        '3000.00',
        false,
      ]);
      // A page that could not show it (closed with the beacon's leave): the next screen does.
      const unseen = await fundGame(client, '2000');
      await client.ok('gameWallets.leave', { leases: [{ platformCode: 'JPT', leaseId: unseen.leaseId }] });
      const firstId = first.type === 'statement' ? first.statement.id : '';
      const second = await s.next((x) => x.type === 'statement' && x.statement.id !== firstId);
      expect(second.type === 'statement' && [second.statement.lines[0]?.amount, second.kept]).toEqual([
        '2000.00',
        true,
      ]);
    } finally {
      s.close();
    }
  });

  it('polls the platform once per player per interval, whatever the pages and instances', async () => {
    const { client } = await loggedIn(stack, 0);
    const streams = [
      await liveStream(client),
      await liveStream(client),
      await liveStream(sameBrowser(stack, client, 1)),
      await liveStream(sameBrowser(stack, client, 1)),
    ];
    try {
      for (const s of streams) await s.next((e) => e.type === 'snapshot');
      await stack.platform.dev.resetCounters();
      // Counting polls needs intervals to go by: ten of them.
      const windowMs = POLL_MS * 10;
      await sleep(windowMs);
      const polls = (await stack.platform.dev.counters()).requests[PLAYER_QUERY] ?? 0;
      // One poller (the lease holder): at most one poll per interval, and it does poll.
      expect(polls).toBeGreaterThanOrEqual(2);
      expect(polls).toBeLessThanOrEqual(windowMs / POLL_MS + 1);
    } finally {
      for (const s of streams) s.close();
    }
  });

  it('a deposit approved on the platform arrives through the poll, with its order', async () => {
    const { client } = await loggedIn(stack, 1);
    const s = await liveStream(client);
    try {
      await s.next((e) => e.type === 'snapshot');
      const order = await client.ok<{ orderNo: string }>('deposit.create', depositInput('5000'));
      const created = await s.next((e) => e.type === 'order' && e.order.orderNo === order.orderNo);
      expect(created.type === 'order' && created.order).toMatchObject({ kind: 'deposit', amount: '5000.00' });
      await stack.platform.dev.approveDeposit(order.orderNo);
      await s.next((e) => e.type === 'wallets' && cashOf(e) === '105000.00');
      const done = await s.next(
        (e) => e.type === 'order' && e.order.orderNo === order.orderNo && e.order.status === 3,
      );
      expect(done.type === 'order' && done.order.kind).toBe('deposit');
    } finally {
      s.close();
    }
  });

  it("a deposit made before the player's first stream and approved before it opened is still said by the poll", async () => {
    // The page showed the order open; its stream opened only after the approval, so the snapshot lists
    // no open order. The poll must still say the approval, or the page's list stays "pending".
    const { client } = await loggedIn(stack, 1);
    const order = await client.ok<{ orderNo: string }>('deposit.create', depositInput('5000'));
    await stack.platform.dev.approveDeposit(order.orderNo);
    const s = await liveStream(client);
    try {
      const snapshot = await s.next((e) => e.type === 'snapshot');
      expect(snapshot.type === 'snapshot' && snapshot.player?.orders).toEqual([]);
      const done = await s.next(
        (e) => e.type === 'order' && e.order.orderNo === order.orderNo && e.order.status === 3,
      );
      expect(done.type === 'order' && done.order.kind).toBe('deposit');
    } finally {
      s.close();
    }
  });

  it('deposits made at the same moment on both instances are each followed, and each approval is said', async () => {
    // Each order procedure adds its order to the ones the poll follows; made at once, none may drop
    // another (approved before the stream opens, only the followed orders can say them).
    const { client } = await loggedIn(stack, 0);
    const clients = [client, sameBrowser(stack, client, 1)];
    const orders = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        clients[i % 2]!.ok<{ orderNo: string }>('deposit.create', depositInput(String(2000 + i))),
      ),
    );
    for (const o of orders) await stack.platform.dev.approveDeposit(o.orderNo);
    const s = await liveStream(client);
    try {
      await s.next((e) => e.type === 'snapshot');
      const said = new Set<string>();
      for (const o of orders)
        if (!said.has(o.orderNo)) {
          await s.next((e) => {
            if (e.type === 'order' && e.order.status === 3) said.add(e.order.orderNo);
            return said.has(o.orderNo);
          });
        }
      expect([...said].sort()).toEqual(orders.map((o) => o.orderNo).sort());
    } finally {
      s.close();
    }
  });

  it('a page that reconnects with lastEventId gets exactly the events it missed', async () => {
    const { client, stayed, away } = await twoPages(stack);
    try {
      const o1 = await client.ok<{ orderNo: string }>('deposit.create', depositInput('2000'));
      await away.next((e) => e.type === 'order' && e.order.orderNo === o1.orderNo);
      await stayed.next((e) => e.type === 'order' && e.order.orderNo === o1.orderNo);
      const lastSeen = away.lastId()!;
      away.close();

      // While the page is away: two orders and a cancelled one, through the other instance.
      const onB = sameBrowser(stack, client, 1);
      const o2 = await onB.ok<{ orderNo: string }>('deposit.create', depositInput('2500'));
      const o3 = await onB.ok<{ orderNo: string }>('deposit.create', depositInput('3000'));
      await onB.ok('deposit.orderOperate', { orderNo: o2.orderNo, operateType: 1 });
      await stayed.next((e) => e.type === 'order' && e.order.orderNo === o2.orderNo && e.order.status === 5);

      const from = stayed.events.findIndex((e) => e.id === lastSeen);
      expect(from).toBeGreaterThanOrEqual(0);
      const missed = stayed.events.slice(from + 1);
      const resumed = await liveStream(client, lastSeen);
      try {
        // Everything the other page saw after lastSeen, in order, with the same ids; no snapshot.
        await resumed.next(
          (e) => e.type === 'order' && e.order.orderNo === o2.orderNo && e.order.status === 5,
        );
        expectResumedWith(resumed, missed);
        expect(missed.map((e) => e.data.type === 'order' && e.data.order.orderNo)).toEqual(
          expect.arrayContaining([o2.orderNo, o3.orderNo]),
        );
      } finally {
        resumed.close();
      }
    } finally {
      away.close();
      stayed.close();
    }
  });

  it('a lastEventId older than the log gets one snapshot', async () => {
    const { client } = await loggedIn(stack, 0);
    const s = await liveStream(client, '1000-0');
    try {
      const e = await s.next(() => true);
      expect(e.type).toBe('snapshot');
      expect(s.events.filter((x) => x.data.type === 'snapshot')).toHaveLength(1);
    } finally {
      s.close();
    }
  });

  it('ends with session-ended when another session signs this one out, or the password changes', async () => {
    const { client, player } = await loggedIn(stack, 0);
    const other = stack.client(1);
    expect((await other.call('session.login', byUsername(player))).ok).toBe(true);
    const s = await liveStream(client);
    await s.next((e) => e.type === 'snapshot');
    await other.ok('session.signOutOthers', {});
    const ended = await s.next((e) => e.type === 'session-ended');
    expect(ended).toMatchObject({ type: 'session-ended', reason: 'logged-out-elsewhere' });
    await s.ended();

    const third = stack.client(0);
    expect((await third.call('session.login', byUsername(player))).ok).toBe(true);
    const s3 = await liveStream(third);
    await s3.next((e) => e.type === 'snapshot');
    await other.ok('account.modify', { oldPassword: player.password, newPassword: 'Passw0rd!z9' });
    expect(await s3.next((e) => e.type === 'session-ended')).toMatchObject({ reason: 'password-changed' });
    await s3.ended();
  });

  it('ends with session-ended(logout) when the session logs out in another tab', async () => {
    const { client } = await loggedIn(stack, 0);
    const s = await liveStream(sameBrowser(stack, client, 1));
    await s.next((e) => e.type === 'snapshot');
    await client.ok('session.logout', {});
    expect(await s.next((e) => e.type === 'session-ended')).toMatchObject({ reason: 'logout' });
    await s.ended();
  });

  it('a page with no session is refused (401) and says nothing else', async () => {
    const s = await liveStream(stack.client(0));
    const { error } = await s.ended();
    expect(error).toMatchObject({ data: { code: 'UNAUTHORIZED' } });
    expect(s.events).toHaveLength(0);
  });

  it('never extends the idle time-out', async () => {
    const { client } = await loggedIn(stack, 0);
    const redis = new Redis(stack.redis.url);
    try {
      const key = `${stack.prefix}s:{${sessionKey(client.jar.get('sid')!)}}`;
      await redis.pexpire(key, 120_000);
      const s = await liveStream(client);
      await s.next((e) => e.type === 'snapshot');
      await fundGame(client, '1000');
      // The player's own call slid it; now only the stream and its polls run.
      await redis.pexpire(key, 120_000);
      await s.next((e: LiveEvent) => e.type === 'wallets' && cashOf(e) === '99000.00');
      const s2 = await liveStream(sameBrowser(stack, client, 1));
      await s2.next((e) => e.type === 'snapshot');
      expect(await redis.pttl(key)).toBeLessThanOrEqual(120_000);
      s.close();
      s2.close();
    } finally {
      redis.disconnect();
    }
  });
});
