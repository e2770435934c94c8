/** PLATFORM_DEMO: off by default, allowed in production, refused beside the dev endpoints or a real upstream. */
import { describe, expect, it } from 'vitest';
import { parseConfig } from './config';

const secrets = {
  PLATFORM_MERCHANT_CODE: 'm',
  PLATFORM_MERCHANT_SECRET: 'merchant-secret-0123456789',
  PLATFORM_CLIENT_ID: 'web',
  PLATFORM_CLIENT_SECRET: 'client-secret-0123456789',
};
const production = { NODE_ENV: 'production', ...secrets };

describe('demo mode settings', () => {
  it('is off unless PLATFORM_DEMO is set', () => {
    expect(parseConfig(production).demo).toBeNull();
    expect(parseConfig({ NODE_ENV: 'development', ...secrets }).demo).toBeNull();
  });

  it('runs with NODE_ENV=production and serves no development endpoints', () => {
    const config = parseConfig({ ...production, PLATFORM_DEMO: '1' });
    expect(config.demo).toEqual({ depositDelayMs: 5000 });
    expect(config.devEndpoints).toBe(false);
    expect(parseConfig({ NODE_ENV: 'development', ...secrets, PLATFORM_DEMO: '1' }).devEndpoints).toBe(false);
  });

  it('is refused together with the development endpoints', () => {
    expect(() =>
      parseConfig({ NODE_ENV: 'development', ...secrets, PLATFORM_DEMO: '1', PLATFORM_DEV_ENDPOINTS: '1' }),
    ).toThrow(/PLATFORM_DEMO and PLATFORM_DEV_ENDPOINTS/);
  });

  it('is refused beside a real upstream platform, allowed beside this one', () => {
    expect(() =>
      parseConfig({ ...production, PLATFORM_DEMO: '1', UPSTREAM_URL: 'https://api.operator.example.com' }),
    ).toThrow(/PLATFORM_DEMO is not allowed beside a real upstream platform/);
    for (const UPSTREAM_URL of ['http://platform:4100', 'http://127.0.0.1:4100', 'http://localhost:4100'])
      expect(parseConfig({ ...production, PLATFORM_DEMO: '1', UPSTREAM_URL }).demo).not.toBeNull();
    expect(() =>
      parseConfig({ ...production, PLATFORM_DEMO: '1', UPSTREAM_URL: 'http://platform:9999' }),
    ).toThrow(/not this platform/);
  });
});
