/**
 * Production settings fail closed: the production entry (src/server.ts, `node
 * dist/server.js`) started without NODE_ENV is production (Secure `__Host-` cookies, HSTS, no
 * development kiosk terminal); development behaviour together with production secrets is refused; the
 * platform refuses its dev endpoints in production.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { startGateway, type TestGateway } from '@casino/testkit/gateway';
import { startPlatform } from '@casino/testkit/platform';
import { deleteByPrefix, uniquePrefix } from '@casino/testkit/redis';
import { GatewayClient } from '@casino/testkit/client';
import { newPlayer, startStack, type Stack, byUsername } from './helper';

let stack: Stack;
let prod: TestGateway;
const prodPrefix = uniquePrefix('prodmode');

/** A gateway beside the stack's, with this NODE_ENV and the production secrets of the environment. */
const gatewayWith = (nodeEnv: string, prefix: string) =>
  startGateway({ platform: stack.platform, redisUrl: stack.redis.url, prefix, env: { NODE_ENV: nodeEnv } });

beforeAll(async () => {
  stack = await startStack('production-mode');
  // NODE_ENV unset (empty), production secrets from the environment, no kiosk terminals configured.
  prod = await gatewayWith('', prodPrefix);
});
afterAll(async () => {
  await prod?.stop();
  if (stack) await deleteByPrefix(stack.redis.url, prodPrefix).catch(() => 0);
  await stack?.stop();
});

describe('the production entry without NODE_ENV', () => {
  it('is production: Secure __Host- session cookie and HSTS', async () => {
    const player = await newPlayer(stack.platform);
    const client = new GatewayClient(prod.url);
    const r = await client.call('session.login', byUsername(player));
    expect(r.ok).toBe(true);
    const sid = r.setCookies.find((c) => /^(__Host-)?sid=/.test(c))!;
    expect(sid).toMatch(/^__Host-sid=/);
    expect(sid).toMatch(/;\s*Secure/i);
    expect(r.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('has no development kiosk terminal, with the old fixed secret or any other', async () => {
    for (const secret of ['dev-terminal-secret-0001', 'x'.repeat(32)]) {
      const reg = await request(`${prod.url}/kiosk-api/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-casino-client': 'kiosk' },
        body: JSON.stringify({ terminalId: 'DEV-01', secret }),
      });
      await reg.body.dump();
      expect(reg.statusCode).toBeGreaterThanOrEqual(400);
      expect(([] as string[]).concat(reg.headers['set-cookie'] ?? []).join(';')).not.toMatch(/kt=[^;]/);
    }
  });
});

describe('development behaviour', () => {
  it('is refused together with production secrets', async () => {
    const started = gatewayWith('development', uniquePrefix('devsecrets'));
    await expect(started).rejects.toThrow(/NODE_ENV: development refuses secrets/);
  });

  it('an unknown NODE_ENV is refused, not taken for development', async () => {
    const started = gatewayWith('staging', uniquePrefix('staging'));
    await expect(started).rejects.toThrow(/NODE_ENV/);
  });

  it('the platform refuses its dev endpoints in production', async () => {
    const started = startPlatform({ env: { NODE_ENV: 'production', PLATFORM_DEV_ENDPOINTS: '1' } });
    await expect(started).rejects.toThrow(/PLATFORM_DEV_ENDPOINTS is not allowed with NODE_ENV=production/);
  });
});
