import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('front-end environment', () => {
  it('defaults every variable when none is set', () => {
    expect(parseEnv({})).toEqual({ VITE_TRPC_URL: '/trpc', VITE_REQUEST_TIMEOUT_MS: 30_000 });
  });

  it('reads the time-out as a number and keeps the site URL', () => {
    expect(
      parseEnv({
        VITE_TRPC_URL: '/api/trpc',
        VITE_REQUEST_TIMEOUT_MS: '5000',
        VITE_SITE_URL: 'https://x.test',
      }),
    ).toEqual({ VITE_TRPC_URL: '/api/trpc', VITE_REQUEST_TIMEOUT_MS: 5000, VITE_SITE_URL: 'https://x.test' });
  });

  it('refuses a bad value, naming the variable', () => {
    expect(() => parseEnv({ VITE_TRPC_URL: 'http://elsewhere/trpc' })).toThrow('VITE_TRPC_URL');
    expect(() => parseEnv({ VITE_REQUEST_TIMEOUT_MS: '-1' })).toThrow('VITE_REQUEST_TIMEOUT_MS');
    expect(() => parseEnv({ VITE_REQUEST_TIMEOUT_MS: 'soon' })).toThrow('VITE_REQUEST_TIMEOUT_MS');
  });
});
