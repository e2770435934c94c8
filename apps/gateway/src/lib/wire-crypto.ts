/**
 * The gateway's half of the wire protocol's cryptography: RSA encryption of the sensitive fields with
 * the platform's public key (node:crypto `publicEncrypt` with a KeyObject parsed once; PKCS#1 v1.5 by
 * default, OAEP with SHA-256 as hash and MGF1 hash by configuration) and the HMAC-SHA256 signature over
 * signingString() (packages/shared/src/protocol/wire.ts).
 *
 * RSA carries at most `maxPlaintextBytes` per field (RSA-2048: 245 bytes with PKCS#1 v1.5, 190 with
 * OAEP-SHA256). The gateway's input validation refuses longer sensitive values with a field error before
 * any upstream call (trpc/sensitive-limit.ts); an encryption failure that still happens is an
 * EncryptionError, answered as a field error too, never as a 500.
 */
import {
  constants,
  createHmac,
  createPublicKey,
  createSecretKey,
  publicEncrypt,
  type KeyObject,
} from 'node:crypto';
import { mapSensitiveFields, signingString } from '@casino/shared/protocol/wire';

export type RsaPadding = 'pkcs1' | 'oaep';

/** A sensitive field could not be encrypted (too long for the key): the caller's input, not our fault. */
export class EncryptionError extends Error {
  override name = 'EncryptionError';
  constructor(readonly field: string) {
    super(`field ${field} cannot be encrypted`);
  }
}

export interface Encryptor {
  (value: string, field?: string): string;
  /** The longest UTF-8 value (in bytes) the configured key and padding can carry. */
  readonly maxPlaintextBytes: number;
}

/** Bytes of plaintext one RSA block carries: k - 11 for PKCS#1 v1.5, k - 2*32 - 2 for OAEP-SHA256. */
export function rsaMaxPlaintextBytes(key: KeyObject, padding: RsaPadding): number {
  const bits = key.asymmetricKeyDetails?.modulusLength;
  if (!bits) throw new Error('not an RSA key');
  const k = Math.ceil(bits / 8);
  return padding === 'oaep' ? k - 2 * 32 - 2 : k - 11;
}

/** What `makeEncryptor(publicKeyPem, padding)` can carry per field, in UTF-8 bytes. */
export function sensitiveMaxBytes(publicKeyPem: string, padding: RsaPadding): number {
  return rsaMaxPlaintextBytes(createPublicKey(publicKeyPem), padding);
}

export function makeEncryptor(publicKeyPem: string, padding: RsaPadding): Encryptor {
  const key = createPublicKey(publicKeyPem);
  const max = rsaMaxPlaintextBytes(key, padding);
  const options =
    padding === 'oaep'
      ? { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }
      : { key, padding: constants.RSA_PKCS1_PADDING };
  const encrypt = (value: string, field = 'value') => {
    const bytes = Buffer.from(value, 'utf8');
    if (bytes.length > max) throw new EncryptionError(field);
    try {
      return publicEncrypt(options, bytes).toString('base64');
    } catch {
      throw new EncryptionError(field);
    }
  };
  return Object.assign(encrypt, { maxPlaintextBytes: max });
}

export function encryptSensitive(
  payload: unknown,
  encrypt: (value: string, field: string) => string,
): unknown {
  return mapSensitiveFields(payload, encrypt);
}

/**
 * The merchant secret as a KeyObject, made once: an HMAC keyed with a KeyObject skips converting and
 * importing the string key on every call (same key bytes: the secret's UTF-8).
 */
export function signingKey(secret: string): KeyObject {
  return createSecretKey(Buffer.from(secret, 'utf8'));
}

export function signRequest(
  secret: string | KeyObject,
  parts: { timestamp: string; requestId: string; path: string; body: unknown },
): string {
  return createHmac('sha256', secret).update(signingString(parts)).digest('base64');
}
