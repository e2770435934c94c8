/**
 * Session ids and what is derived from them. The cookie carries a random 256-bit id; Redis knows the
 * session only under a hash of it, and the upstream tokens in Redis are sealed (AES-256-GCM) with a key
 * derived from the id, so a Redis dump yields neither usable cookies nor usable upstream tokens.
 */
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

const ID_RE = /^[A-Za-z0-9_-]{43}$/;

export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

export function isSessionId(value: string | undefined): value is string {
  return value !== undefined && ID_RE.test(value);
}

/** The Redis key part of a session. */
export function sessionKey(id: string): string {
  return createHash('sha256').update(`gw-session:${id}`).digest('base64url');
}

function sealKey(id: string): Buffer {
  return createHmac('sha256', id).update('gw-token-seal-v1').digest();
}

export function sealTokens(id: string, pair: TokenPair): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(id), iv);
  const body = Buffer.concat([
    cipher.update(JSON.stringify([pair.accessToken, pair.refreshToken])),
    cipher.final(),
  ]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

export function unsealTokens(id: string, sealed: string): TokenPair | null {
  try {
    const raw = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', sealKey(id), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const plain = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    const [accessToken, refreshToken] = JSON.parse(plain) as [string, string];
    return { accessToken, refreshToken };
  } catch {
    return null;
  }
}

export function randomId(bytes = 16): string {
  return randomBytes(bytes).toString('base64url');
}
