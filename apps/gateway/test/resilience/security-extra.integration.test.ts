/**
 * Security checks the gateway's own security test (test/security.integration.test.ts: cookie
 * attributes, rotation, fixation, CSRF by missing header / text/plain / urlencoded / foreign Origin on
 * GET / Sec-Fetch-Site, the login limit, the batch limit, secrets) does not make: CSRF by multipart
 * forms, foreign or "null" Origin on mutations, other methods, mutations by GET and CORS preflights;
 * the limits on code sending and registration; that X-Forwarded-For from a client does not move it
 * to a fresh rate-limit bucket; and refusals that leak nothing. Nothing refused reaches the platform.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { CLIENT_HEADER, GatewayClient } from '@casino/testkit/client';
import { loggedIn, newPlayer, PASSWORD, startStack, type Stack } from '../helper';
import { platformRequests } from './fault-stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack('security-extra', {
    gatewayEnv: { RATE_CODE_PER_10MIN: '2', RATE_REGISTER_PER_HOUR: '2', RATE_LOGIN_PER_MIN: '3' },
  });
});
afterAll(async () => {
  await stack?.stop();
});

const url = () => stack.gateways[0]!.url;

describe('CSRF refusals beyond the basics', () => {
  it('refuses form posts, foreign and null origins on mutations, other methods and mutations by GET', async () => {
    const { client } = await loggedIn(stack);
    const cookie = client.cookieHeader();
    const card = JSON.stringify({
      bankCode: '0001',
      bankName: 'x',
      branchCode: '001',
      branchName: 'x',
      accountType: 1,
      accountNo: '1234567',
      accountName: 'x',
    });
    await stack.platform.dev.resetCounters();
    const probe = async (
      method: string,
      headers: Record<string, string>,
      body?: string,
      path = 'wallet.bankCardAdd',
    ) => {
      const r = await request(`${url()}/trpc/${path}`, {
        method: method as 'POST',
        headers: { cookie, ...headers },
        body,
      });
      const text = await r.body.text();
      return { status: r.statusCode, text, headers: r.headers };
    };
    const json = { [CLIENT_HEADER]: 'web', 'content-type': 'application/json' };
    const cases: [string, Awaited<ReturnType<typeof probe>>, number][] = [
      [
        'multipart form',
        await probe(
          'POST',
          { [CLIENT_HEADER]: 'web', 'content-type': 'multipart/form-data; boundary=x' },
          '--x\r\n\r\n--x--',
        ),
        415,
      ],
      ['no content type', await probe('POST', { [CLIENT_HEADER]: 'web' }, card), 415],
      [
        'json with a foreign origin',
        await probe('POST', { ...json, origin: 'https://evil.example' }, card),
        403,
      ],
      ['json with origin null', await probe('POST', { ...json, origin: 'null' }, card), 403],
      [
        'json from a cross-site fetch',
        await probe('POST', { ...json, 'sec-fetch-site': 'cross-site' }, card),
        403,
      ],
      [
        'client header with a bad value',
        await probe('POST', { ...json, [CLIENT_HEADER]: '<script>' }, card),
        403,
      ],
      ['PUT', await probe('PUT', json, card), 405],
      ['DELETE', await probe('DELETE', json), 405],
      ['PATCH', await probe('PATCH', json, card), 405],
      [
        'a mutation by GET',
        await probe(
          'GET',
          { [CLIENT_HEADER]: 'web' },
          undefined,
          `wallet.bankCardAdd?input=${encodeURIComponent(card)}`,
        ),
        405,
      ],
    ];
    const wrong = cases.filter(([, r, want]) => r.status !== want && !(want === 405 && r.status === 404));
    expect(wrong.map(([n, r]) => `${n}: ${r.status} ${r.text.slice(0, 100)}`)).toEqual([]);
    for (const [, r] of cases) expect(r.text).not.toMatch(/at .*\.(ts|js):\d+|node_modules/);
    expect(await platformRequests(stack)).toBe(0);

    // A cross-origin preflight is never granted.
    const pre = await request(`${url()}/trpc/wallet.bankCardAdd`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': `${CLIENT_HEADER},content-type`,
      },
    });
    await pre.body.dump();
    expect(pre.headers['access-control-allow-origin']).toBeUndefined();
    expect(pre.headers['access-control-allow-credentials']).toBeUndefined();
  });
});

describe('rate limits on code sending and registration', () => {
  it('limits verification codes per IP with 429 and a retry time, before the platform', async () => {
    const c = new GatewayClient(url());
    await stack.platform.dev.resetCounters();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      // A new destination each time (the platform has its own per-destination cool-down), and a
      // client-chosen X-Forwarded-For, which must not open a fresh bucket (no proxy is trusted).
      const email = `rl${Date.now()}${i}@example.com`;
      const r = await c.call(
        'verification.emailSendCodeByEmail',
        { email, purpose: 1 },
        { headers: { 'x-forwarded-for': `203.0.113.${i + 1}` } },
      );
      statuses.push(r.status);
      if (r.status === 429) {
        expect(r.error?.data.retryAfterMs).toBeGreaterThan(0);
        expect(r.error?.data.messageKey).toBe('errors.rateLimited');
      }
    }
    expect(statuses).toEqual([200, 200, 429]);
    expect(await platformRequests(stack)).toBe(2);
  });

  it('limits registrations per IP, whatever the account', async () => {
    const c = new GatewayClient(url());
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const name = `rg${Date.now().toString(36)}${i}`;
      const r = await c.call(
        'account.createAccount',
        {
          loginType: 1,
          loginName: name,
          password: PASSWORD,
          email: `${name}@example.com`,
          emailCode: '123456',
        },
        { headers: { 'x-forwarded-for': `198.51.100.${i + 1}` } },
      );
      statuses.push(r.status);
    }
    expect(statuses[2]).toBe(429);
    expect(statuses.slice(0, 2)).not.toContain(429);
  });

  it('limits logins per IP across accounts, even with a forged X-Forwarded-For', async () => {
    const players = await Promise.all(Array.from({ length: 4 }, () => newPlayer(stack.platform)));
    const statuses: number[] = [];
    for (const [i, p] of players.entries()) {
      const r = await new GatewayClient(url()).call(
        'session.login',
        { loginType: 'username', account: p.username, password: 'wrong-pass1' },
        { headers: { 'x-forwarded-for': `192.0.2.${i + 1}` } },
      );
      statuses.push(r.status);
    }
    // One login from this IP happened earlier in the file: at most 3 per minute pass in all.
    expect(statuses.filter((x) => x !== 429).length, statuses.join(',')).toBeLessThanOrEqual(2);
    expect(statuses[3]).toBe(429);
  });
});

describe('refusals leak nothing', () => {
  it('answers unknown procedures and routes with a plain 404', async () => {
    for (const path of [
      '/trpc/nope.nothing',
      '/trpc/__proto__.constructor',
      '/trpc/constructor',
      '/nothing-here',
      '/trpc/',
    ]) {
      const r = await request(`${url()}${path}`, { headers: { [CLIENT_HEADER]: 'web' } });
      const text = await r.body.text();
      expect(r.statusCode, path).toBeGreaterThanOrEqual(400);
      expect(r.statusCode, path).toBeLessThan(500);
      expect(text, path).not.toMatch(/at .*\.(ts|js):\d+|node_modules|\/work\//);
    }
  });
});
