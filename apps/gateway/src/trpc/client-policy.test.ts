import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { callPolicy, procedureOfKey } from '@casino/shared/catalog/client-policy';
import { GENERATED_PATH, generatedSource } from './client-policy.build';

describe('client policy', () => {
  it('is generated from the current catalog (run `pnpm --filter @casino/gateway client-policy`)', () => {
    expect(readFileSync(GENERATED_PATH, 'utf8')).toBe(generatedSource());
  });

  it('answers the flags of catalog and gateway entries by procedure path', () => {
    expect(callPolicy('video.query')).toEqual({ silentErrors: true });
    expect(callPolicy('session.current')).toEqual({ silentErrors: true, hideLoading: true });
    expect(callPolicy('session.login').errorContext).toBe('login');
    expect(callPolicy('auth.token').errorContext).toBe('login');
    expect(callPolicy('account.createAccount').errorContext).toBe('register');
    expect(callPolicy('account.playerInfo')).toEqual({});
    expect(callPolicy('toString')).toEqual({});
    expect(callPolicy(undefined)).toEqual({});
  });

  it('reads the procedure of a tRPC query or mutation key', () => {
    expect(procedureOfKey([['account', 'playerInfo'], { input: {}, type: 'query' }])).toBe(
      'account.playerInfo',
    );
    expect(procedureOfKey([['session', 'login']])).toBe('session.login');
    expect(procedureOfKey(['plain'])).toBeUndefined();
    expect(procedureOfKey(undefined)).toBeUndefined();
  });
});
