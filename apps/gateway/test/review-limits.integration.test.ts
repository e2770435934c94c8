/**
 * The rest of the review's low findings: no source maps in production (item 9), frames only
 * from the configured provider origins in production (item 10), a per-IP registration limit beside the
 * device one (item 15), and body limits that agree with the 5 MB uploads, an oversize body answered as a
 * tRPC error in the caller's language (item 17).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { startGateway, type TestGateway } from '@casino/testkit/gateway';
import { deleteByPrefix, uniquePrefix } from '@casino/testkit/redis';
import { GatewayClient } from '@casino/testkit/client';
import { CODE_PURPOSE } from '@casino/shared/schemas/verification-code';
import { CODES } from '@casino/shared/protocol/codes';
import { UPLOAD_MAX_BYTES } from '@casino/shared/schemas/common-config';
import { loggedIn, startStack, type Stack } from './helper';

let stack: Stack;
let prod: TestGateway;
const prodPrefix = uniquePrefix('review-prod');
const dist = mkdtempSync(join(tmpdir(), 'review-web-'));

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>web</title>');
  writeFileSync(
    join(dist, 'assets', 'index-abc.js'),
    'console.log(1);\n//# sourceMappingURL=index-abc.js.map',
  );
  writeFileSync(join(dist, 'assets', 'index-abc.js.map'), '{"version":3,"sourcesContent":["secret"]}');
  stack = await startStack('review-limits', {
    platformEnv: { PLATFORM_REGISTRATIONS_PER_IP: '2' },
    gatewayEnv: { GATEWAY_WEB_DIST: dist },
  });
  // A production gateway (NODE_ENV unset) with the same front end and two provider origins.
  prod = await startGateway({
    platform: stack.platform,
    redisUrl: stack.redis.url,
    prefix: prodPrefix,
    env: {
      NODE_ENV: '',
      GATEWAY_WEB_DIST: dist,
      GATEWAY_GAME_ORIGINS: 'https:,https://games.example.com,https://sports.example.net:8443',
    },
  });
});
afterAll(async () => {
  await prod?.stop();
  if (stack) await deleteByPrefix(stack.redis.url, prodPrefix).catch(() => 0);
  await stack?.stop();
  rmSync(dist, { recursive: true, force: true });
});

describe('source maps', () => {
  it('are not served in production, in any spelling the browser may ask for', async () => {
    const js = await request(`${prod.url}/assets/index-abc.js`);
    expect(js.statusCode).toBe(200);
    await js.body.dump();
    for (const [path, accept] of [
      ['/assets/index-abc.js.map', '*/*'],
      ['/assets/index-abc.js.map', 'text/html'],
      ['/assets/index-abc.js.MAP', '*/*'],
      ['/assets/index-abc.js.map?v=1', '*/*'],
    ] as const) {
      const r = await request(`${prod.url}${path}`, { headers: { accept } });
      const body = await r.body.text();
      expect(r.statusCode, path).toBe(404);
      expect(body, path).not.toContain('sourcesContent');
    }
  });

  it('are served in development (the test gateway)', async () => {
    const r = await request(`${stack.gateways[0]!.url}/assets/index-abc.js.map`);
    expect(r.statusCode).toBe(200);
    expect(await r.body.text()).toContain('sourcesContent');
  });
});

describe('CSP frame-src', () => {
  it('lists only the configured provider origins in production, never a bare scheme', async () => {
    const r = await request(`${prod.url}/healthz`);
    await r.body.dump();
    const csp = String(r.headers['content-security-policy']);
    const frameSrc = /frame-src ([^;]*)/.exec(csp)?.[1]?.split(' ');
    expect(frameSrc).toEqual(["'self'", 'https://games.example.com', 'https://sports.example.net:8443']);
  });
});

describe('registration per IP', () => {
  it('is limited beside the device: a fresh device cookie per attempt does not pass it', async () => {
    const results: (number | undefined)[] = [];
    for (let i = 0; i < 3; i++) {
      const c = stack.client(); // a new cookie jar: a new device id every time
      const email = `ip${randomBytes(4).toString('hex')}@example.com`;
      await c.ok('verification.emailSendCodeByEmail', { email, purpose: CODE_PURPOSE.register });
      const { messages } = await stack.platform.dev.outbox(email);
      const r = await c.call('account.createAccount', {
        loginType: 1,
        loginName: `ip${randomBytes(4).toString('hex')}`,
        password: 'Passw0rd!x',
        email,
        emailCode: messages[0]!.code,
      });
      results.push(r.ok ? 0 : Number(r.error?.data.upstreamCode));
    }
    expect(results).toEqual([0, 0, CODES.REGISTER_REFUSED]);
  });
});

describe('body limit', () => {
  const upload = (bytes: number) => ({
    fileName: 'id.png',
    contentType: 'image/png',
    data: Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(bytes - 8, 7),
    ]).toString('base64'),
  });

  it('lets a 5 MB upload through to the procedure', async () => {
    const { client } = await loggedIn(stack);
    const r = await client.call('common.uploadFile', upload(UPLOAD_MAX_BYTES));
    expect(r.status).not.toBe(413);
    expect(r.error?.data.code).not.toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers a larger body with a tRPC error in the caller’s language, not a bare 413', async () => {
    const { client } = await loggedIn(stack);
    const big = upload(UPLOAD_MAX_BYTES + 200 * 1024);
    for (const [lang, text] of [
      ['ja-JP', '5MB'],
      ['en-US', '5 MB'],
    ] as const) {
      const r = await client.call('common.uploadFile', big, { headers: { 'x-casino-language': lang } });
      expect(r.status).toBe(413);
      expect(r.headers['content-type']).toContain('application/json');
      expect(r.error?.data.code).toBe('PAYLOAD_TOO_LARGE');
      expect(r.error?.data.messageKey).toBe('errors.payloadTooLarge');
      expect(r.error?.message).toContain(text);
      if (lang === 'en-US') expect(r.error?.message).toMatch(/too large/);
      else expect(r.error?.message).toMatch(/[\u3040-\u30ff]/);
    }
  });
});

describe('an anonymous client', () => {
  it('gets the same error shape', async () => {
    const c = new GatewayClient(stack.gateways[0]!.url);
    const r = await c.call('common.uploadFile', {
      fileName: 'x.png',
      contentType: 'image/png',
      data: 'A'.repeat(8 * 1024 * 1024),
    });
    expect(r.status).toBe(413);
    expect(r.error?.data.httpStatus).toBe(413);
  });
});
