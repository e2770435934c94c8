/**
 * The platform side of the wire protocol (docs/upstream-protocol.md): merchant code, timestamp window,
 * one-time request ids, HMAC-SHA256 signature over the canonical string, and decryption of the
 * RSA-encrypted sensitive fields. Every refusal is a PlatformError with a protocol code; a failed
 * decryption always gives the same generic error, whatever went wrong (no padding oracle).
 */
import { constants, createHmac, privateDecrypt, timingSafeEqual } from 'node:crypto';
import forge from 'node-forge';
import { CODES } from '@casino/shared/protocol/codes';
import { HEADERS, MAX_CLOCK_SKEW_MS, mapSensitiveFields, signingString } from '@casino/shared/protocol/wire';
import type { PlatformConfig } from '../config';
import type { PlatformKeys } from '../keys';
import { MESSAGES, PlatformError } from './errors';
import type { PlatformState } from './state';

const REQUEST_ID_TTL_MS = 2 * MAX_CLOCK_SKEW_MS;

export type Headers = Record<string, string | string[] | undefined>;

export function header(headers: Headers, name: string): string | undefined {
  const v = headers[name];
  return Array.isArray(v) ? v[0] : v;
}

export function sign(
  secret: string,
  parts: { timestamp: string; requestId: string; path: string; body: unknown },
): string {
  return createHmac('sha256', secret).update(signingString(parts)).digest('base64');
}

export function verifyEnvelopeHeaders(
  headers: Headers,
  path: string,
  body: unknown,
  config: PlatformConfig,
  state: PlatformState,
  now = Date.now(),
): void {
  if (header(headers, HEADERS.merchantCode) !== config.merchantCode) {
    throw new PlatformError(CODES.BAD_SIGNATURE, MESSAGES.badSignature);
  }
  const timestamp = header(headers, HEADERS.timestamp) ?? '';
  const ts = Number(timestamp);
  if (!/^\d{10,16}$/.test(timestamp) || Math.abs(now - ts) > MAX_CLOCK_SKEW_MS) {
    throw new PlatformError(CODES.STALE_TIMESTAMP, MESSAGES.staleTimestamp);
  }
  const requestId = header(headers, HEADERS.requestId) ?? '';
  if (requestId.length < 8 || requestId.length > 128) {
    throw new PlatformError(CODES.BAD_SIGNATURE, MESSAGES.badSignature);
  }
  const given = Buffer.from(header(headers, HEADERS.signature) ?? '', 'base64');
  const expected = Buffer.from(sign(config.merchantSecret, { timestamp, requestId, path, body }), 'base64');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new PlatformError(CODES.BAD_SIGNATURE, MESSAGES.badSignature);
  }
  // Only a correctly signed request consumes its id, so nobody can burn someone else's ids.
  pruneRequestIds(state, now);
  if (state.seenRequestIds.has(requestId)) throw new PlatformError(CODES.REPLAYED_REQUEST, MESSAGES.replayed);
  state.seenRequestIds.set(requestId, now);
}

function pruneRequestIds(state: PlatformState, now: number): void {
  if (state.seenRequestIds.size < 1000) return;
  for (const [id, at] of state.seenRequestIds) {
    if (now - at > REQUEST_ID_TTL_MS) state.seenRequestIds.delete(id);
    else break; // insertion order is time order
  }
}

/**
 * OAEP-SHA256 with node:crypto; PKCS#1 v1.5 with node-forge, because Node refuses PKCS#1 v1.5 private
 * decryption (CVE-2023-46809, the Marvin attack) unless started with --security-revert.
 */
export function decryptField(keys: PlatformKeys, padding: 'pkcs1' | 'oaep', value: string): string {
  if (padding === 'oaep') {
    return privateDecrypt(
      { key: keys.privateKeyObject, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(value, 'base64'),
    ).toString('utf8');
  }
  const plain = keys.privateKey.decrypt(forge.util.decode64(value), 'RSAES-PKCS1-V1_5');
  return forge.util.decodeUtf8(plain);
}

/** The payload with every sensitive field decrypted; any failure is the one generic BAD_CIPHERTEXT. */
export function decryptPayload(keys: PlatformKeys, padding: 'pkcs1' | 'oaep', body: unknown): unknown {
  try {
    return mapSensitiveFields(body, (value) => decryptField(keys, padding, value));
  } catch {
    throw new PlatformError(CODES.BAD_CIPHERTEXT, MESSAGES.badCiphertext);
  }
}
