/**
 * The gateway on a real Redis Cluster (three masters) and a real Sentinel set (primary, replica,
 * sentinel), all started from the redis-server binary for this file and torn down after:
 * - every Lua script's keys sit in one slot (the Cluster would refuse a cross-slot script: CROSSSLOT);
 * - a refresh storm over two gateway instances gives exactly one refresh grant, and the instance that
 *   did not refresh is woken by pub/sub (the poll fallback is set longer than the test may take);
 * - a Sentinel failover (primary killed, replica promoted): every call answers 503 while the sentinel
 *   still names the dead primary, the same sessions work after the promotion on both instances, and a
 *   refresh storm afterwards still gives one grant (pub/sub re-subscribed on the new primary).
 * Every wait is on a state (the sentinel's answer, a call that succeeds), with generous bounds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { waitFor } from '@casino/testkit/repo';
import {
  clusterClient,
  clusterKeys,
  startRedisSentinel,
  type TestRedisSentinel,
} from '@casino/testkit/redis-topologies';
import { REDIS_OPTIONS, redisClient } from '../src/store/redis-store';
import { loggedIn, refreshStorm, sameBrowser, useClusterStack, useSentinelStack } from './helper';

/** Waiters on the other instance can only be woken by pub/sub within the test's time. */
const PUBSUB_ONLY = { REFRESH_POLL_MS: '600000', REFRESH_WAIT_MS: '600000' };

describe('Redis Cluster (three masters)', () => {
  const stack = useClusterStack('cluster', {
    gateways: 2,
    gatewayEnv: PUBSUB_ONLY,
  });

  it('keeps sessions in the Cluster, a session and its refresh lock in one slot', async () => {
    const { client } = await loggedIn(stack(), 0);
    expect((await sameBrowser(stack(), client, 1).call('account.playerInfo', {})).ok).toBe(true);
    const redis = await clusterClient(stack().cluster);
    try {
      const keys = await clusterKeys(redis, `${stack().prefix}s:*`);
      expect(keys.length).toBeGreaterThan(0);
      for (const key of keys) {
        const tag = /\{([^}]+)\}/.exec(key)![1]!;
        const lock = `${stack().prefix}rl:{${tag}}`;
        expect(await redis.call('CLUSTER', 'KEYSLOT', lock)).toBe(
          await redis.call('CLUSTER', 'KEYSLOT', key),
        );
      }
    } finally {
      redis.disconnect();
    }
  });

  it('refreshes once for a storm over two gateways, the other instance woken by pub/sub', async () => {
    await refreshStorm(stack());
  });

  it('logs out on one instance and the other sees the session gone', async () => {
    const { client } = await loggedIn(stack(), 0);
    const other = sameBrowser(stack(), client, 1);
    expect((await client.call('session.logout')).ok).toBe(true);
    const r = await other.call('account.playerInfo', {});
    expect(r.status).toBe(401);
  });
});

describe('Redis Sentinel (primary, replica, sentinel)', () => {
  const stack = useSentinelStack('sentinel', {
    // The dead primary is deemed down only after 5 s: the calls "during the switch" are made well inside
    // that window even on a loaded machine (the test checks that the sentinel still named it after them).
    sentinel: { downAfterMs: 5000 },
    gateways: 2,
    gatewayEnv: PUBSUB_ONLY,
  });

  it('refreshes once for a storm over two gateways, the other instance woken by pub/sub', async () => {
    await refreshStorm(stack());
  });

  // Last in this block: it kills the primary.
  // Skipped (open): passes alone and in most full runs, but twice on 24 Nov (a quiet machine,
  // with ioredis 6 and with 5) a gateway did not serve the session again within 90 s of the promotion.
  // Not explained yet; see the closing note of that session.
  it('fails over: 503 during the switch, the same sessions after, no second refresh', async () => {
    const { client } = await loggedIn(stack(), 0);
    const clients = [client, sameBrowser(stack(), client, 1)];
    for (const c of clients) expect((await c.call('account.playerInfo', {})).ok).toBe(true);
    // The session is on the replica before the crash (asynchronous replication would otherwise lose it).
    await stack().sentinel.syncReplica();
    await stack().platform.dev.resetCounters();

    const oldPort = await stack().sentinel.killPrimary();
    const during = await Promise.all(clients.map((c) => c.call('account.playerInfo', {})));
    const readyDuring = await Promise.all(
      stack().gateways.map(async (g) => {
        const r = await request(`${g.url}/readyz`);
        await r.body.dump();
        return r.statusCode;
      }),
    );
    // Those answers came while the switch was under way: the sentinel still names the dead primary.
    expect(await stack().sentinel.primaryPort()).toBe(oldPort);
    for (const r of during) {
      expect(r.status, r.raw.slice(0, 200)).toBe(503);
      expect(r.error?.data.code).toBe('SERVICE_UNAVAILABLE');
      expect(r.error?.data.retryAfterMs).toBeGreaterThan(0);
      expect(r.raw).not.toMatch(/redis|ioredis|sentinel|ECONNREFUSED/i);
    }
    expect(readyDuring).toEqual([503, 503]);
    // Nobody got through to the platform while the store was away.
    const { requests } = await stack().platform.dev.counters();
    expect(requests['/api/v1/player/query'] ?? 0).toBe(0);

    const newPort = await stack().sentinel.promoted(oldPort);
    expect(newPort).not.toBe(oldPort);
    // Each instance reconnects to the new primary on its own; until then it answers 503, never 401
    // (a 401 would be a lost session) and never 500.
    for (const [i, c] of clients.entries()) {
      const seen = new Set<number>();
      await waitFor(
        `gateway ${i} serves the session again`,
        async () => {
          const r = await c.call('account.playerInfo', {});
          seen.add(r.status);
          return r.ok ? true : undefined;
        },
        90_000,
      );
      expect([...seen].filter((s) => s !== 200 && s !== 503)).toEqual([]);
    }
    expect((await clients[0]!.call('session.current')).data).toMatchObject({ loggedIn: true });

    // At most the one refresh an access token that expired meanwhile needs; never a reuse.
    const counters = await stack().platform.dev.counters();
    expect(counters.grants.refresh_token ?? 0).toBeLessThanOrEqual(1);
    expect(counters.refreshReuse).toBe(0);
    // Refresh locks and wake-ups work on the new primary: one grant for a storm over both instances.
    await refreshStorm(stack());
  });
});

describe("the store's Redis clients across a Sentinel failover", () => {
  let sentinel: TestRedisSentinel;
  beforeAll(async () => {
    sentinel = await startRedisSentinel({ downAfterMs: 2000 });
  });
  afterAll(async () => {
    await sentinel?.stop();
  });

  // ioredis's failover detector ended a client for good (status 'end') when the sentinel's switch
  // message came while the client was reconnecting to the dead primary: 3 of 4 runs ended all 30.
  it('reconnects every client to the promoted primary, none given up', async () => {
    const topology = {
      kind: 'sentinel' as const,
      sentinels: sentinel.sentinels.map((s) => {
        const [host, port] = s.split(':');
        return { host: host!, port: Number(port) };
      }),
      name: sentinel.name,
    };
    const clients = Array.from({ length: 30 }, () => {
      const c = redisClient(topology, REDIS_OPTIONS);
      c.on('error', () => {});
      return c;
    });
    try {
      await Promise.all(clients.map((c) => c.connect()));
      const key = `gwtest:failover:${process.pid}`;
      const oldPort = await sentinel.killPrimary();
      await sentinel.promoted(oldPort);
      await waitFor(
        'every client writes to the new primary',
        async () => {
          const ok = await Promise.all(
            clients.map((c) =>
              c.set(key, '1', 'PX', 60_000).then(
                () => true,
                () => false,
              ),
            ),
          );
          return ok.every(Boolean) ? true : undefined;
        },
        60_000,
      );
      expect(clients.map((c) => c.status)).toEqual(clients.map(() => 'ready'));
    } finally {
      for (const c of clients) c.disconnect();
    }
  });
});
