/**
 * The gateway's protections, end to end: CSRF refusals, security headers, cookie attributes, session
 * rotation and fixation, rate limits, the batch limit, accessLimit from checkIp, and no secret in any
 * log line, response, cookie or Redis value.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { GatewayClient } from '@casino/testkit/client';
import { dumpByPrefix } from '@casino/testkit/redis';
import { loggedIn, newPlayer, PASSWORD, startStack, type Stack, byUsername } from './helper';

const ALLOWED = 'http://allowed.example';
let stack: Stack;
beforeAll(async () => {
  stack = await startStack('security', {
    gatewayEnv: { CACHE_CHECKIP_TTL_MS: '1', GATEWAY_ALLOWED_ORIGINS: ALLOWED },
    gatewayEnvs: [
      {},
      { GATEWAY_SECURE_COOKIES: '1' },
      { RATE_LOGIN_PER_MIN: '3', REDIS_PREFIX: '{prefix}own:' },
    ],
  });
});
afterAll(async () => {
  await stack?.stop();
});

const url = (i = 0) => stack.gateways[i]!.url;
const totalRequests = async () =>
  Object.values((await stack.platform.dev.counters()).requests).reduce((a, b) => a + b, 0);

describe('CSRF defence', () => {
  it('refuses calls without the client header, non-JSON posts and foreign origins, before any upstream call', async () => {
    await stack.platform.dev.resetCounters();
    const probe = async (method: 'GET' | 'POST', headers: Record<string, string>, body?: string) =>
      (
        await request(
          `${url()}/trpc/${method === 'GET' ? 'games.providers?input=%7B%7D' : 'games.favorAdd'}`,
          {
            method,
            headers,
            body,
          },
        )
      ).statusCode;
    expect(await probe('GET', {})).toBe(403);
    expect(await probe('POST', { 'x-casino-client': 'web', 'content-type': 'text/plain' }, '{}')).toBe(415);
    expect(
      await probe(
        'POST',
        { 'x-casino-client': 'web', 'content-type': 'application/x-www-form-urlencoded' },
        'a=1',
      ),
    ).toBe(415);
    expect(await probe('GET', { 'x-casino-client': 'web', origin: 'https://evil.example' })).toBe(403);
    expect(await probe('GET', { 'x-casino-client': 'web', 'sec-fetch-site': 'cross-site' })).toBe(403);
    expect(await totalRequests()).toBe(0);
    expect(await probe('GET', { 'x-casino-client': 'web', origin: ALLOWED })).toBe(200);
    expect(await probe('GET', { 'x-casino-client': 'web', origin: url() })).toBe(200);
  });

  it('sends security headers', async () => {
    const r = await request(`${url()}/healthz`);
    await r.body.dump();
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(String(r.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(r.headers['x-frame-options']).toBeDefined();
  });
});

describe('session cookie', () => {
  it('is an opaque HttpOnly SameSite=Lax cookie on Path=/ without Domain', async () => {
    const { client } = await loggedIn(stack, 0);
    const sid = client.seenSetCookies.find((c) => c.startsWith('sid='))!;
    expect(sid).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
    expect(sid).toMatch(/; HttpOnly/i);
    expect(sid).toMatch(/; SameSite=Lax/i);
    expect(sid).toMatch(/; Path=\//i);
    expect(sid).not.toMatch(/Domain=/i);
    const did = client.seenSetCookies.find((c) => c.startsWith('did='))!;
    expect(did).toMatch(/; HttpOnly/i);
  });

  it('is __Host- prefixed and Secure when secure cookies are on', async () => {
    const { client } = await loggedIn(stack, 1);
    const sid = client.seenSetCookies.find((c) => c.startsWith('__Host-sid='))!;
    expect(sid).toBeDefined();
    expect(sid).toMatch(/; Secure/i);
    expect(sid).toMatch(/; Path=\//i);
    expect(sid).not.toMatch(/Domain=/i);
  });

  it('rotates the session id at login and the old id stops working', async () => {
    const { client, player } = await loggedIn(stack, 0);
    const first = client.jar.get('sid')!;
    const again = await client.call('session.login', byUsername(player, PASSWORD));
    expect(again.ok).toBe(true);
    const second = client.jar.get('sid')!;
    expect(second).not.toBe(first);
    const old = new GatewayClient(url());
    old.jar.set('sid', first);
    expect((await old.call('account.playerInfo', {})).status).toBe(401);
    expect((await client.call('account.playerInfo', {})).ok).toBe(true);
  });

  it('never adopts a session id planted before login (fixation)', async () => {
    const player = await newPlayer(stack.platform);
    const victim = new GatewayClient(url());
    const planted = 'A'.repeat(43);
    victim.jar.set('sid', planted);
    const r = await victim.call('session.login', {
      loginType: 'email',
      account: player.email,
      password: PASSWORD,
    });
    expect(r.ok).toBe(true);
    expect(victim.jar.get('sid')).not.toBe(planted);
    const attacker = new GatewayClient(url());
    attacker.jar.set('sid', planted);
    expect((await attacker.call('account.playerInfo', {})).status).toBe(401);
  });
});

describe('limits', () => {
  it('rate-limits logins per IP and account with 429 and a retry time', async () => {
    const player = await newPlayer(stack.platform);
    const c = new GatewayClient(url(2));
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const r = await c.call('session.login', byUsername(player, 'wrong-pass1'));
      statuses.push(r.status);
      if (r.status === 429) expect(r.error?.data.retryAfterMs).toBeGreaterThan(0);
    }
    expect(statuses.slice(0, 3).every((s) => s !== 429)).toBe(true);
    expect(statuses[3]).toBe(429);
  });

  it('refuses a tRPC batch larger than the limit', async () => {
    const paths = Array.from({ length: 11 }, () => 'session.current').join(',');
    const r = await request(`${url()}/trpc/${paths}?batch=1&input=%7B%7D`, {
      headers: { 'x-casino-client': 'web' },
    });
    await r.body.dump();
    expect(r.statusCode).toBe(400);
    const ok = await request(`${url()}/trpc/session.current,session.current?batch=1&input=%7B%7D`, {
      headers: { 'x-casino-client': 'web' },
    });
    await ok.body.dump();
    expect(ok.statusCode).toBe(200);
  });
});

describe('accessLimit from checkIp', () => {
  it('refuses login and registration in a limited region, and sends access type 2 to /403', async () => {
    const player = await newPlayer(stack.platform);
    const c = new GatewayClient(url());
    try {
      await stack.platform.dev.access({ limitedIps: ['127.0.0.1'], deniedIps: [] });
      const login = await c.call('session.login', byUsername(player, PASSWORD));
      expect(login.status).toBe(403);
      expect(login.error?.data.action).toBe('limitLogin');
      const reg = await c.call('account.createAccount', {
        loginType: 1,
        loginName: 'limited01',
        password: PASSWORD,
        email: 'limited01@example.com',
        emailCode: '123456',
      });
      expect(reg.status).toBe(403);
      expect(reg.error?.data.action).toBe('limitLogin');
      await stack.platform.dev.access({ limitedIps: [], deniedIps: ['127.0.0.1'] });
      await new Promise((r) => setTimeout(r, 10));
      const denied = await c.call('session.login', byUsername(player, PASSWORD));
      expect(denied.status).toBe(403);
      expect(denied.error?.data.action).toBe('forbidden403');
    } finally {
      await stack.platform.dev.access({ limitedIps: [], deniedIps: [] });
    }
    await new Promise((r) => setTimeout(r, 10));
    expect(
      (await c.call('session.login', { loginType: 'username', account: player.username, password: PASSWORD }))
        .ok,
    ).toBe(true);
  });
});

describe('auth entries through the gateway', () => {
  it('logs in with auth.token but never returns a token, and refuses refresh grants from the browser', async () => {
    const player = await newPlayer(stack.platform);
    const c = new GatewayClient(url());
    const r = await c.call('auth.token', {
      grantType: 'web_password',
      loginType: 1,
      username: player.username,
      password: PASSWORD,
    });
    expect(r.ok, r.raw).toBe(true);
    expect(r.raw).not.toMatch(/access_token|refresh_token/);
    expect((r.data as { loggedIn: boolean }).loggedIn).toBe(true);
    expect(c.jar.get('sid')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await stack.platform.dev.resetCounters();
    const refresh = await c.call('auth.token', { grantType: 'refresh_token', refresh_token: 'guessed' });
    expect(refresh.status).toBe(403);
    expect((await stack.platform.dev.counters()).requests['/auth/oauth/token'] ?? 0).toBe(0);
  });
});

describe('secrets', () => {
  it('never puts a password, token, secret, session id or encrypted field in logs, responses, cookies or Redis', async () => {
    const { client, player } = await loggedIn(stack, 0);
    const sid = client.jar.get('sid')!;
    const responses: string[] = [];
    const calls: [string, unknown][] = [
      ['session.current', undefined],
      [
        'wallet.bankCardAdd',
        {
          bankCode: '0001',
          bankName: 'みずほ銀行',
          branchCode: '001',
          branchName: '東京営業部',
          accountType: 1,
          accountNo: '7654321',
          accountName: 'ヤマダ タロウ',
          withdrawPassword: 'Wd-secret-2468',
        },
      ],
      ['verification.emailSendCodeByEmail', { purpose: 1, email: player.email }],
      ['account.playerInfo', {}],
      // A query: its input travels in the URL, which must not be logged.
      ['verification.emailCheckSend', { email: player.email, purpose: 1 }],
    ];
    for (const [p, input] of calls) responses.push((await client.call(p, input)).raw);
    const login = await new GatewayClient(url()).call('session.login', byUsername(player, PASSWORD));
    responses.push(login.raw);
    await new Promise((r) => setTimeout(r, 200));

    const { keys } = stack.platform;
    const secrets = [PASSWORD, keys.merchantSecret, keys.clientSecret, sid, '7654321', player.email];
    const logs = stack.gateways.flatMap((g) => g.logs).join('\n');
    for (const s of secrets)
      for (const form of [s, encodeURIComponent(s), encodeURIComponent(JSON.stringify(s))])
        expect(logs.includes(form), `a log line contains ${s.slice(0, 4)}…`).toBe(false);
    // Tokens and session ids are 43-char base64url strings; RSA-2048 ciphertexts are 344 base64 chars.
    expect(logs.match(/[A-Za-z0-9_-]{43,}/g) ?? []).toEqual([]);
    expect(logs.match(/[A-Za-z0-9+/]{300,}={0,2}/g) ?? []).toEqual([]);

    const body = responses.join('\n');
    for (const s of [PASSWORD, keys.merchantSecret, keys.clientSecret, sid])
      expect(body.includes(s)).toBe(false);
    expect(body).not.toMatch(/access_token|refresh_token|accessToken|refreshToken/);

    const cookieNames = new Set(client.seenSetCookies.map((c) => c.split('=')[0]));
    for (const n of cookieNames) expect(['sid', 'did', 'lang', 'cur']).toContain(n);

    const dump = JSON.stringify(await dumpByPrefix(stack.redis.url, stack.prefix));
    expect(dump.includes(sid)).toBe(false);
    expect(dump.includes(PASSWORD)).toBe(false);
    expect(dump).not.toMatch(/access_token|refresh_token/);
  });
});
