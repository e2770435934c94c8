/**
 * Nobody slows the gateway down without an account: only the upload procedures take upload-sized
 * bodies; every other procedure's body over GATEWAY_SMALL_BODY_LIMIT is refused with a tRPC 413 before
 * it is read or parsed (by its declared length, and a chunked one as soon as it passes the limit);
 * slider captchas are generated at most RATE_CAPTCHA_PER_MIN times a minute per address and per device.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import { request } from 'undici';
import { GatewayClient } from '@casino/testkit/client';
import { loggedIn, startStack, type Stack } from './helper';

const SMALL = 16 * 1024;
const CAPTCHAS = 3;
let stack: Stack;
beforeAll(async () => {
  stack = await startStack('slowdown', {
    gatewayEnv: {
      GATEWAY_SMALL_BODY_LIMIT: String(SMALL),
      RATE_CAPTCHA_PER_MIN: String(CAPTCHAS),
      GATEWAY_TRUST_PROXY: '1',
    },
  });
});
afterAll(async () => {
  await stack?.stop();
});

const url = () => stack.gateways[0]!.url;
const headers = { 'x-casino-client': 'web', 'content-type': 'application/json' };

describe('request bodies', () => {
  it('a body over the small limit is refused before parsing on every procedure but the uploads', async () => {
    await stack.platform.dev.resetCounters();
    const big = JSON.stringify({ account: 'a'.repeat(SMALL * 2), password: 'x', loginType: 'username' });
    for (const path of [
      'session.login',
      'verification.emailSendCodeByEmail',
      'session.login,session.current',
    ]) {
      const r = await request(`${url()}/trpc/${path}${path.includes(',') ? '?batch=1' : ''}`, {
        method: 'POST',
        headers,
        body: big,
      });
      const body = (await r.body.json()) as { error?: { data?: { code?: string; maxBytes?: number } } };
      expect(r.statusCode, path).toBe(413);
      expect(body.error?.data).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', maxBytes: SMALL });
    }
    // A chunked body (no declared length) is cut off as soon as it passes the limit.
    const chunks = Readable.from(
      Array.from({ length: 8 }, () => Buffer.from('{"a":"' + 'b'.repeat(SMALL) + '"}')),
    );
    // Answered 413 while the client still sends, or the connection closed under it: refused either way.
    const chunked = await request(`${url()}/trpc/session.login`, {
      method: 'POST',
      headers,
      body: chunks,
    }).then(
      async (r) => (await r.body.dump(), r.statusCode),
      () => 'closed',
    );
    expect([413, 'closed']).toContain(chunked);
    const { requests } = await stack.platform.dev.counters();
    expect(Object.values(requests).reduce((a, b) => a + b, 0)).toBe(0);
  });

  it('an upload procedure still takes an upload-sized body', async () => {
    const { client } = await loggedIn(stack);
    // A 200 KB picture: over the small limit, within the upload limit.
    const data = Buffer.alloc(200 * 1024, 7).toString('base64');
    const r = await client.call('common.uploadFile', { fileName: 'x.png', contentType: 'image/png', data });
    // Read and judged on its content (not a PNG), never refused for its size.
    expect(r.status, r.raw).not.toBe(413);
    expect(r.error?.data.code).not.toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('slider captchas', () => {
  it('are generated at most RATE_CAPTCHA_PER_MIN a minute per address, whatever the device', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= CAPTCHAS; i++) {
      // A new device (no cookies) each time, from one address.
      const r = await new GatewayClient(url(), { 'x-forwarded-for': '203.0.113.50' }).call(
        'common.generateSlider',
        {},
      );
      statuses.push(r.status);
    }
    expect(statuses).toEqual([...Array<number>(CAPTCHAS).fill(200), 429]);
  });

  it('and per device, whatever the address', async () => {
    const device = new GatewayClient(url());
    const statuses: number[] = [];
    for (let i = 0; i <= CAPTCHAS; i++) {
      const r = await device.call(
        'common.generateSlider',
        {},
        { headers: { 'x-forwarded-for': `192.0.2.${i + 1}` } },
      );
      statuses.push(r.status);
    }
    expect(statuses).toEqual([...Array<number>(CAPTCHAS).fill(200), 429]);
  });
});
