/**
 * Only the player's own actions extend the idle time-out: a call marked as background (the web's
 * polls send `x-casino-background: 1`) reads the session without sliding it, so a page left open
 * with its 30 s deposit poll still times out. Checked on the session's own TTL in Redis (no waiting).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { sessionKey } from '../src/lib/secrets';
import { loggedIn, startStack, type Stack } from './helper';

const IDLE_MS = 600_000;
let stack: Stack;
let redis: Redis;
beforeAll(async () => {
  stack = await startStack('idle', { gatewayEnv: { SESSION_IDLE_MS: String(IDLE_MS) } });
  redis = new Redis(stack.redis.url);
});
afterAll(async () => {
  redis?.disconnect();
  await stack?.stop();
});

describe('idle time-out', () => {
  it('is not extended by background polls, and is by the player’s own calls', async () => {
    const { client } = await loggedIn(stack);
    const key = `${stack.prefix}s:{${sessionKey(client.jar.get('sid')!)}}`;
    // As if the page had been left open for a while.
    await redis.pexpire(key, 120_000);
    const background = { headers: { 'x-casino-background': '1' } };
    for (const procedure of ['deposit.successfulQuery', 'session.current', 'games.jackpotInfo']) {
      const r = await client.call(procedure, {}, background);
      expect(r.ok, procedure).toBe(true);
      expect(await redis.pttl(key), procedure).toBeLessThanOrEqual(120_000);
    }
    // The player's own call slides it back to the full idle time-out.
    expect((await client.call('account.playerInfo', {})).ok).toBe(true);
    expect(await redis.pttl(key)).toBeGreaterThan(120_000);
  });

  it('ends the session when only background calls came', async () => {
    const { client } = await loggedIn(stack);
    const key = `${stack.prefix}s:{${sessionKey(client.jar.get('sid')!)}}`;
    await redis.pexpire(key, 1);
    await expect.poll(() => redis.exists(key)).toBe(0);
    const r = await client.call('deposit.successfulQuery', {}, { headers: { 'x-casino-background': '1' } });
    expect(r.status).toBe(401);
  });
});
