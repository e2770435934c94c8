/**
 * What the site says about itself and to whom:
 * - a registration code for a registered email answers like one for a new email (the taken email is
 *   reported only by account.createAccount, once the code is proven);
 * - a game's exit leads only to the configured public origins, never to what a Host header names;
 * - a missing built asset is a 404, and every HTML answer carries the document policies (CSP, frame
 *   options), so no page of the site can be framed by another origin;
 * - production refuses settings that would weaken it silently (trust in any proxy, cookies without
 *   Secure, guessable secrets), and the platform's production start without its secrets names them
 *   without a stack trace.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { startGateway, type TestGateway } from '@casino/testkit/gateway';
import { startPlatform } from '@casino/testkit/platform';
import { deleteByPrefix, uniquePrefix } from '@casino/testkit/redis';
import { CODE_PURPOSE } from '@casino/shared/schemas/verification-code';
import { newPlayer, PASSWORD, startStack, type Stack } from './helper';

const dist = mkdtempSync(join(tmpdir(), 'site-boundaries-'));
const PAGE = '<!doctype html><html><head><title>site</title></head><body>page</body></html>';
for (const dir of ['web', 'kiosk']) {
  mkdirSync(join(dist, dir, 'assets'), { recursive: true });
  writeFileSync(join(dist, dir, 'index.html'), PAGE);
  writeFileSync(join(dist, dir, 'assets', 'app-1234.js'), 'console.log(1)');
}

let stack: Stack;
const extra: TestGateway[] = [];
const prefixes: string[] = [];
beforeAll(async () => {
  stack = await startStack('site-boundaries', {
    gatewayEnv: { GATEWAY_WEB_DIST: join(dist, 'web'), GATEWAY_KIOSK_DIST: join(dist, 'kiosk') },
  });
});
afterAll(async () => {
  for (const g of extra) await g.stop();
  for (const p of prefixes) await deleteByPrefix(stack.redis.url, p).catch(() => 0);
  await stack?.stop();
  rmSync(dist, { recursive: true, force: true });
});

/** Another gateway beside the stack's, with this environment. */
async function gatewayWith(env: Record<string, string>) {
  const prefix = uniquePrefix('site-b');
  prefixes.push(prefix);
  const g = await startGateway({ platform: stack.platform, redisUrl: stack.redis.url, prefix, env });
  extra.push(g);
  return g;
}

describe('the registration code', () => {
  it('answers a registered email like a new one; the taken email is told only with the proven code', async () => {
    const existing = await newPlayer(stack.platform);
    const fresh = `n${Math.random().toString(36).slice(2, 10)}@example.com`;
    const send = (email: string) =>
      stack.client().call<Record<string, unknown>>('verification.emailSendCodeByEmail', {
        email,
        purpose: CODE_PURPOSE.register,
      });
    const [taken, free] = [await send(existing.email), await send(fresh)];
    expect(taken.status).toBe(200);
    expect(free.status).toBe(200);
    expect(Object.keys(taken.data!).sort()).toEqual(Object.keys(free.data!).sort());
    expect(taken.data!.resendIn).toBe(free.data!.resendIn);
    expect(taken.data!.expiresIn).toBe(free.data!.expiresIn);

    const { messages } = await stack.platform.dev.outbox(existing.email);
    const code = [...messages].reverse().find((m) => m.code)!.code;
    const r = await stack.client().call('account.createAccount', {
      loginType: 1,
      loginName: `x${Math.random().toString(36).slice(2, 10)}`,
      password: PASSWORD,
      email: existing.email,
      emailCode: code,
    });
    expect(Number(r.error?.data.upstreamCode)).toBe(100919);
  });
});

describe("a game's exit", () => {
  const game = { platformCode: 'JCS', gameId: 'jc-slot-sakura' };

  it('never leads where a forged Host header points', async () => {
    const r = await stack
      .client()
      .call(
        'games.launchDemoGame',
        { ...game, returnUrl: 'http://evil.example/phish' },
        { headers: { host: 'evil.example' } },
      );
    expect(r.status).toBe(400);
    expect(r.error?.data.fieldErrors?.returnUrl).toEqual(['validation.invalid']);
  });

  it('leads to the configured public origins, whatever the Host header', async () => {
    const g = await gatewayWith({ GATEWAY_PUBLIC_ORIGINS: 'https://casino.example' });
    const client = stack.client();
    client.baseUrl = g.url;
    const site = await client.call('games.launchDemoGame', {
      ...game,
      returnUrl: 'https://casino.example/ja/',
    });
    expect(site.error?.data.fieldErrors?.returnUrl).toBeUndefined();
    const own = await client.call('games.launchDemoGame', { ...game, returnUrl: `${g.url}/ja/` });
    expect(own.error?.data.fieldErrors?.returnUrl).toEqual(['validation.invalid']);
  });
});

describe('HTML the gateway serves', () => {
  it('a missing asset is a 404, never the page without its policies', async () => {
    for (const path of ['/assets/x.y', '/kiosk/assets/x.y', '/assets/missing-abcd.js']) {
      const r = await request(`${stack.gateways[0]!.url}${path}`, { headers: { accept: 'text/html' } });
      const text = await r.body.text();
      expect(r.statusCode, path).toBe(404);
      expect(text, path).not.toContain('<html');
    }
  });

  it('every page carries the document policies', async () => {
    for (const path of ['/', '/ja/lobby', '/kiosk/', '/kiosk/anything']) {
      const r = await request(`${stack.gateways[0]!.url}${path}`, { headers: { accept: 'text/html' } });
      const text = await r.body.text();
      expect(r.statusCode, path).toBe(200);
      expect(text, path).toContain('<html');
      expect(r.headers['content-security-policy'], path).toMatch(/frame-ancestors 'self'/);
      expect(r.headers['x-frame-options'], path).toBe('SAMEORIGIN');
    }
  });
});

describe('production', () => {
  const weak: [string, Record<string, string>, RegExp][] = [
    ['trust in any proxy', { GATEWAY_TRUST_PROXY: 'true' }, /GATEWAY_TRUST_PROXY/],
    ['cookies without Secure', { GATEWAY_SECURE_COOKIES: '0' }, /GATEWAY_SECURE_COOKIES/],
    [
      'a secret of one repeated character',
      { UPSTREAM_CLIENT_SECRET: 'a'.repeat(16) },
      /UPSTREAM_CLIENT_SECRET/,
    ],
    [
      'a secret of a short repeated piece',
      { UPSTREAM_MERCHANT_SECRET: 'abcd'.repeat(6) },
      /UPSTREAM_MERCHANT_SECRET/,
    ],
    ['an operator token of 24 x "a"', { KIOSK_OPERATOR_TOKEN: 'a'.repeat(24) }, /KIOSK_OPERATOR_TOKEN/],
  ];
  for (const [what, env, named] of weak)
    it(`refuses to start with ${what}, naming the setting`, async () => {
      await expect(gatewayWith({ NODE_ENV: 'production', ...env })).rejects.toThrow(named);
    });

  it('a hop count or an address list is accepted', async () => {
    const g = await gatewayWith({ NODE_ENV: 'production', GATEWAY_TRUST_PROXY: '1' });
    expect((await request(`${g.url}/healthz`)).statusCode).toBe(200);
  });

  it('the platform without its secrets says which are missing, without a stack trace', async () => {
    const started = startPlatform({ env: { NODE_ENV: 'production', PLATFORM_DEV_ENDPOINTS: '0' } });
    const err = (await started.then(
      () => null,
      (e: unknown) => e as Error,
    ))!;
    expect(err).toBeInstanceOf(Error);
    expect(err.message).toMatch(/PLATFORM_MERCHANT_SECRET/);
    expect(err.message).not.toMatch(/\bat .+\.(ts|js):\d+/);
  });
});
