/**
 * The live channel's limits and ends: an open page idles out (the stream never extends the session)
 * and is told so; at most SUBSCRIPTIONS_PER_PLAYER streams per player and per client IP; Redis lost
 * ends every stream with a clear 503 state, and streams work again once Redis is back.
 */
import { describe, expect, it } from 'vitest';
import { GatewayClient } from '@casino/testkit/client';
import { waitFor } from '@casino/testkit/repo';
import { byUsername, loggedIn, newPlayer, usePrivateRedis, useStack } from './helper';
import { admittedStream, liveStream } from './live-support';

describe('an open page idles out', () => {
  const stack = useStack('liveidle', { gatewayEnv: { SESSION_IDLE_MS: '3000', WALLET_POLL_MS: '300' } });

  it('ends the stream with session-ended(idle) while the stream and its polls run', async () => {
    const { client } = await loggedIn(stack());
    const s = await liveStream(client);
    await s.next((e) => e.type === 'snapshot');
    expect(await s.next((e) => e.type === 'session-ended', { timeoutMs: 30_000 })).toMatchObject({
      type: 'session-ended',
      reason: 'idle',
    });
    await s.ended();
    // The session is gone for the page's next call too, and a reconnect hears why.
    expect((await client.call('account.playerInfo', {})).status).toBe(401);
  });
});

describe('SUBSCRIPTIONS_PER_PLAYER', () => {
  const stack = useStack('livelimit', { gatewayEnv: { SUBSCRIPTIONS_PER_PLAYER: '2' } });

  it('refuses a third stream of a player, and of an IP, until one closes', async () => {
    const { client } = await loggedIn(stack());
    const a = await liveStream(client);
    const b = await liveStream(client);
    await a.next((e) => e.type === 'snapshot');
    await b.next((e) => e.type === 'snapshot');
    const third = await liveStream(client);
    const { error } = await third.ended();
    expect(error).toMatchObject({
      data: { code: 'TOO_MANY_REQUESTS', messageKey: 'live.tooManyStreams' },
    });

    // Another player from the same address: the address has its two streams already.
    const other = stack().client(0);
    const p2 = await newPlayer(stack().platform);
    expect((await other.call('session.login', byUsername(p2))).ok).toBe(true);
    const refused = await liveStream(other);
    expect((await refused.ended()).error).toMatchObject({ data: { code: 'TOO_MANY_REQUESTS' } });

    // A page closes: its place is free again.
    a.close();
    const admitted = await waitFor('a stream admitted after one closed', () => admittedStream(other), 20_000);
    admitted.close();
    b.close();
  });
});

describe('Redis lost while streams are open', () => {
  const services = usePrivateRedis('liveout');

  it('ends every stream with a clear 503, refuses new ones, and streams again once Redis is back', async () => {
    const { redis, platform, gateway } = services();
    const player = await newPlayer(platform);
    const client = new GatewayClient(gateway.url);
    expect((await client.call('session.login', byUsername(player))).ok).toBe(true);
    const s = await liveStream(client);
    await s.next((e) => e.type === 'snapshot');

    await redis.stop();
    const { error } = await s.ended();
    expect(error).toMatchObject({
      data: { code: 'SERVICE_UNAVAILABLE', httpStatus: 503, messageKey: 'live.unavailable' },
    });
    expect(JSON.stringify(error)).not.toMatch(/redis|ECONNREFUSED/i);
    const during = await liveStream(client);
    expect((await during.ended()).error).toMatchObject({ data: { code: 'SERVICE_UNAVAILABLE' } });

    await redis.start();
    // The restarted Redis is empty: the player signs in again, and the page streams again.
    await waitFor(
      'login once Redis is up',
      async () => ((await client.call('session.login', byUsername(player))).ok ? true : undefined),
      20_000,
    );
    const again = await waitFor('a stream once Redis is up', () => admittedStream(client), 20_000);
    again.close();
  });
});
