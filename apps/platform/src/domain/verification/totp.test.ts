import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, totp, verifyTotp } from './totp';

// RFC 6238 appendix B (SHA-1 seed "12345678901234567890"); the 6-digit code is the last 6 digits.
const SEED = Buffer.from('12345678901234567890', 'ascii');
const SECRET = base32Encode(SEED);

describe('TOTP', () => {
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
    [20000000000, '353130'],
  ])('matches the RFC 6238 vector at T=%i', (t, code) => {
    expect(totp(SECRET, t * 1000)).toBe(code);
  });

  it('matches the RFC 4226 HOTP vectors', () => {
    expect([0, 1, 2, 9].map((c) => hotp(SEED, c))).toEqual(['755224', '287082', '359152', '520489']);
  });

  it('round-trips base32 (RFC 4648 vector)', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('MZXW6YTBOI').toString()).toBe('foobar');
  });

  it('accepts one step of drift either way, not two', () => {
    const at = 1_700_000_000_000;
    expect(verifyTotp(SECRET, totp(SECRET, at - 30_000), at)).not.toBeNull();
    expect(verifyTotp(SECRET, totp(SECRET, at + 30_000), at)).not.toBeNull();
    const far = totp(SECRET, at - 60_000);
    const near = [at - 30_000, at, at + 30_000].map((x) => totp(SECRET, x));
    if (!near.includes(far)) expect(verifyTotp(SECRET, far, at)).toBeNull();
  });
});
