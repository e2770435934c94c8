/**
 * The gateway's half of the wire protocol's cryptography: RSA encryption of the sensitive fields with
 * the platform's public key (node-forge; PKCS#1 v1.5 by default, OAEP-SHA256 by configuration) and the
 * HMAC-SHA256 signature over signingString() (packages/shared/src/protocol/wire.ts).
 */
import { createHmac } from 'node:crypto';
import forge from 'node-forge';
import { mapSensitiveFields, signingString } from '@casino/shared/protocol/wire';

export type RsaPadding = 'pkcs1' | 'oaep';

export function makeEncryptor(publicKeyPem: string, padding: RsaPadding): (value: string) => string {
  const key = forge.pki.publicKeyFromPem(publicKeyPem) as forge.pki.rsa.PublicKey;
  return (value) => {
    const bytes = forge.util.encodeUtf8(value);
    const cipher =
      padding === 'oaep'
        ? key.encrypt(bytes, 'RSA-OAEP', {
            md: forge.md.sha256.create(),
            mgf1: { md: forge.md.sha256.create() },
          })
        : key.encrypt(bytes, 'RSAES-PKCS1-V1_5');
    return forge.util.encode64(cipher);
  };
}

export function encryptSensitive(payload: unknown, encrypt: (value: string) => string): unknown {
  return mapSensitiveFields(payload, encrypt);
}

export function signRequest(
  secret: string,
  parts: { timestamp: string; requestId: string; path: string; body: unknown },
): string {
  return createHmac('sha256', secret).update(signingString(parts)).digest('base64');
}
