/**
 * Redis stopped and started during a run (a private redis-server on a free port): while it is down
 * every call that needs the store answers a clear 503 and nobody is let through; when it is back the
 * same gateway process works again, without a restart.
 */
import { describe, expect, it } from 'vitest';
import { request } from 'undici';
import { GatewayClient } from '@casino/testkit/client';
import { startGateway } from '@casino/testkit/gateway';
import { startRedisServer, uniquePrefix } from '@casino/testkit/redis';
import { waitFor } from '@casino/testkit/repo';
import { newPlayer, PASSWORD, usePrivateRedis } from './helper';

const services = usePrivateRedis('outage');

const ready = async () => {
  const r = await request(`${services().gateway.url}/readyz`);
  await r.body.dump();
  return r.statusCode;
};

describe('Redis outage', () => {
  it('answers 503 while Redis is down, lets nobody through, and recovers without a restart', async () => {
    const { redis, platform, gateway } = services();
    const player = await newPlayer(platform);
    const client = new GatewayClient(gateway.url);
    const login = () =>
      client.call('session.login', { loginType: 'username', account: player.username, password: PASSWORD });
    expect((await login()).ok).toBe(true);
    expect((await client.call('account.playerInfo', {})).ok).toBe(true);
    const pid = gateway.child.pid;

    await redis.stop();
    await platform.dev.resetCounters();
    const during = await client.call('account.playerInfo', {});
    expect(during.status).toBe(503);
    expect(during.error?.data.code).toBe('SERVICE_UNAVAILABLE');
    expect(during.error?.data.retryAfterMs).toBeGreaterThan(0);
    expect(during.raw).not.toMatch(/redis|ioredis|stream|ECONNREFUSED/i);
    expect((await login()).status).toBe(503);
    expect((await client.call('session.current')).status).toBe(503);
    expect((await new GatewayClient(gateway.url).call('account.playerInfo', {})).status).toBe(401);
    expect(await ready()).toBe(503);
    const { requests } = await platform.dev.counters();
    expect(requests['/api/v1/player/query'] ?? 0).toBe(0);
    expect(requests['/auth/oauth/token'] ?? 0).toBe(0);

    await redis.start();
    await waitFor('gateway ready again', async () => ((await ready()) === 200 ? true : undefined), 20_000);
    // The restarted Redis is empty: the old session is gone, and its cookie lets nobody in.
    expect((await client.call('account.playerInfo', {})).status).toBe(401);
    expect((await login()).ok).toBe(true);
    expect((await client.call('account.playerInfo', {})).ok).toBe(true);
    expect(gateway.child.pid).toBe(pid);
    expect(gateway.child.exitCode).toBeNull();
  });

  it('starts while Redis is down, answers 503, and serves once Redis is up', async () => {
    const { platform } = services();
    const late = await startRedisServer();
    await late.stop();
    const g = await startGateway({ platform, redisUrl: late.url, prefix: uniquePrefix('late') });
    try {
      const player = await newPlayer(platform);
      const client = new GatewayClient(g.url);
      const login = () =>
        client.call('session.login', { loginType: 'username', account: player.username, password: PASSWORD });
      expect((await login()).status).toBe(503);
      await late.start();
      await waitFor('login once Redis is up', async () => ((await login()).ok ? true : undefined), 20_000);
      expect((await client.call('account.playerInfo', {})).ok).toBe(true);
    } finally {
      await g.stop();
      await late.stop();
    }
  });
});
