import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config';

const KEY = '-----BEGIN PUBLIC KEY-----\nabc\n-----END PUBLIC KEY-----';
const good = {
  NODE_ENV: 'production',
  REDIS_URL: 'redis://r:6379',
  UPSTREAM_URL: 'http://platform:4100',
  UPSTREAM_MERCHANT_CODE: 'm',
  UPSTREAM_MERCHANT_SECRET: 'm3rch4nt-S3cr3t-7f2a9c4e1b8d6053',
  UPSTREAM_CLIENT_ID: 'web',
  UPSTREAM_CLIENT_SECRET: 'cl13nt-S3cr3t-0e9d8c7b6a5f4e3d',
  UPSTREAM_RSA_PUBLIC_KEY: KEY,
};

describe('gateway config', () => {
  it('parses a complete production environment with secure cookies', () => {
    const c = parseConfig(good);
    expect(c.production).toBe(true);
    expect(c.secureCookies).toBe(true);
    expect(c.upstream.timeoutMs).toBe(30_000);
    expect(c.session.refreshPollMs).toBe(300);
    expect(c.session.refreshWaitMs).toBe(60_000);
  });

  it('names every bad variable at once', () => {
    let err: unknown;
    try {
      parseConfig({ ...good, GATEWAY_PORT: 'x', UPSTREAM_URL: 'nope', SESSION_IDLE_MS: '-1' });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    const msg = (err as Error).message;
    for (const v of ['GATEWAY_PORT', 'UPSTREAM_URL', 'SESSION_IDLE_MS']) expect(msg).toContain(v);
  });

  it('refuses production without Redis or upstream secrets, and the memory fallback in production', () => {
    expect(() =>
      parseConfig({
        NODE_ENV: 'production',
        GATEWAY_MEMORY_STORE_FALLBACK: '1',
        UPSTREAM_KEY_DIR: '/nonexistent',
      }),
    ).toThrow(/REDIS_URL[\s\S]*UPSTREAM_MERCHANT_SECRET|UPSTREAM_MERCHANT_SECRET[\s\S]*REDIS_URL/);
  });

  it('lowercases player passwords unless PASSWORD_CASE says preserve, and refuses any other value', () => {
    expect(parseConfig(good).passwordCase).toBe('lower');
    expect(parseConfig({ ...good, PASSWORD_CASE: 'lower' }).passwordCase).toBe('lower');
    expect(parseConfig({ ...good, PASSWORD_CASE: 'preserve' }).passwordCase).toBe('preserve');
    expect(() => parseConfig({ ...good, PASSWORD_CASE: 'upper' })).toThrow(/PASSWORD_CASE/);
  });

  it('refuses weak production settings: trust in any proxy, cookies without Secure, guessable secrets', () => {
    const refused = (env: Record<string, string>, name: RegExp) =>
      expect(() => parseConfig({ ...good, ...env })).toThrow(name);
    refused({ GATEWAY_TRUST_PROXY: 'true' }, /GATEWAY_TRUST_PROXY/);
    refused({ GATEWAY_SECURE_COOKIES: '0' }, /GATEWAY_SECURE_COOKIES/);
    refused({ UPSTREAM_MERCHANT_SECRET: 's'.repeat(32) }, /UPSTREAM_MERCHANT_SECRET/);
    refused({ UPSTREAM_CLIENT_SECRET: 'abcdefgh'.repeat(4) }, /UPSTREAM_CLIENT_SECRET/);
    expect(parseConfig({ ...good, GATEWAY_TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(parseConfig({ ...good, NODE_ENV: 'test', GATEWAY_TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });
});
