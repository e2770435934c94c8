import { describe, expect, it } from 'vitest';
import { isSessionId, newSessionId, sealTokens, sessionKey, unsealTokens } from './secrets';

describe('session secrets', () => {
  it('makes 256-bit url-safe session ids', () => {
    const id = newSessionId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(id, 'base64url')).toHaveLength(32);
    expect(isSessionId(id)).toBe(true);
    expect(isSessionId('short')).toBe(false);
  });

  it('keys Redis by a hash that does not contain the id', () => {
    const id = newSessionId();
    expect(sessionKey(id)).not.toContain(id);
    expect(sessionKey(id)).toBe(sessionKey(id));
  });

  it('seals tokens so that only the holder of the session id can read them', () => {
    const id = newSessionId();
    const sealed = sealTokens(id, { accessToken: 'AT-secret', refreshToken: 'RT-secret' });
    expect(sealed).not.toContain('AT-secret');
    expect(unsealTokens(id, sealed)).toEqual({ accessToken: 'AT-secret', refreshToken: 'RT-secret' });
    expect(unsealTokens(newSessionId(), sealed)).toBeNull();
    expect(unsealTokens(id, sealed.slice(0, -2) + 'AA')).toBeNull();
  });
});

describe('session secrets memo', () => {
  it('unseals each sealed value under its own id, also when the same id is asked again', () => {
    const id = newSessionId();
    const first = sealTokens(id, { accessToken: 'AT-1', refreshToken: 'RT-1' });
    const second = sealTokens(id, { accessToken: 'AT-2', refreshToken: 'RT-2' });
    expect(unsealTokens(id, first)).toEqual({ accessToken: 'AT-1', refreshToken: 'RT-1' });
    expect(unsealTokens(id, first)).toEqual({ accessToken: 'AT-1', refreshToken: 'RT-1' });
    // A refreshed pair (a new sealed value) is unsealed afresh, never the remembered one.
    expect(unsealTokens(id, second)).toEqual({ accessToken: 'AT-2', refreshToken: 'RT-2' });
    expect(unsealTokens(id, first)).toEqual({ accessToken: 'AT-1', refreshToken: 'RT-1' });
    // A value sealed under another id never opens, whatever was remembered for this one.
    expect(unsealTokens(newSessionId(), first)).toBeNull();
    expect(unsealTokens(id, second.slice(0, -2) + 'AA')).toBeNull();
    expect(Object.isFrozen(unsealTokens(id, second))).toBe(true);
  });
});
