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

/**
 * What sessionKey and unsealTokens computed for a session id, so a player's next calls do not pay for
 * the hash, the key derivation and the AES-GCM decryption again (an AES-GCM decipher costs tens of
 * microseconds with OpenSSL 3, the largest single CPU cost of a player call).
 *
 * This is a memo of two pure functions, not a session cache: it never says whether a session exists or
 * is valid. Every call still reads the session record from Redis (logout, rotation, expiry and
 * "Redis down means 503" are decided there, on every request), and the tokens are taken from the memo
 * only for the exact sealed value that this request read from Redis under this id; a refreshed token
 * pair is a new sealed value and is unsealed afresh. Entries live MEMO_TTL_MS at most (plaintext tokens
 * do not linger in memory after a session ends) and there are at most MEMO_MAX of them.
 */
interface Memo {
  key: string;
  sealed: string | undefined;
  tokens: TokenPair | null;
  until: number;
}
const MEMO_TTL_MS = 60_000;
const MEMO_MAX = 20_000;
const memo = new Map<string, Memo>();

function memoOf(id: string): Memo {
  const now = Date.now();
  // Entries are kept in the order they were made, so the expired ones are at the front.
  for (const [oldId, old] of memo) {
    if (old.until > now && memo.size < MEMO_MAX) break;
    memo.delete(oldId);
  }
  let m = memo.get(id);
  if (m === undefined) {
    m = {
      key: createHash('sha256').update(`gw-session:${id}`).digest('base64url'),
      sealed: undefined,
      tokens: null,
      until: now + MEMO_TTL_MS,
    };
    memo.set(id, m);
  }
  return m;
}

/** The Redis key part of a session. */
export function sessionKey(id: string): string {
  return memoOf(id).key;
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

/** The token pair sealed in `sealed` under session id `id`, or null when it does not open. */
export function unsealTokens(id: string, sealed: string): TokenPair | null {
  const m = memoOf(id);
  if (m.sealed === sealed) return m.tokens;
  const tokens = unseal(id, sealed);
  m.sealed = sealed;
  m.tokens = tokens && Object.freeze(tokens);
  return tokens;
}

function unseal(id: string, sealed: string): TokenPair | null {
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
