import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import forge from 'node-forge';
import { describe, expect, it } from 'vitest';
import { EncryptionError, encryptSensitive, makeEncryptor, signingKey, signRequest } from './wire-crypto';
import { createHmac } from 'node:crypto';
import { signingString } from '@casino/shared/protocol/wire';

const { privateKey, publicKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  publicKeyEncoding: { type: 'spki', format: 'pem' },
});

describe('wire crypto', () => {
  it('encrypts every sensitive field, nested or not, with PKCS#1 v1.5 by default', () => {
    const enc = makeEncryptor(publicKey, 'pkcs1');
    const out = encryptSensitive(
      { password: 'pässword1', name: 'x', nested: { mobile: '0901234567' }, list: [{ email: 'a@b.co' }] },
      enc,
    ) as { password: string; name: string; nested: { mobile: string }; list: { email: string }[] };
    expect(out.name).toBe('x');
    // Node refuses PKCS#1 v1.5 private decryption (CVE-2023-46809), so decrypt as the platform does.
    const key = forge.pki.privateKeyFromPem(privateKey) as forge.pki.rsa.PrivateKey;
    const dec = (v: string) => forge.util.decodeUtf8(key.decrypt(forge.util.decode64(v), 'RSAES-PKCS1-V1_5'));
    expect(dec(out.password)).toBe('pässword1');
    expect(dec(out.nested.mobile)).toBe('0901234567');
    expect(dec(out.list[0]!.email)).toBe('a@b.co');
  });

  it('uses OAEP with SHA-256 when configured', () => {
    const out = makeEncryptor(publicKey, 'oaep')('secret-1');
    const plain = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(out, 'base64'),
    );
    expect(plain.toString()).toBe('secret-1');
  });

  it('decrypts with node-forge what node:crypto encrypted with OAEP-SHA256 (the platform side)', () => {
    const out = makeEncryptor(publicKey, 'oaep')('pässword-2');
    const key = forge.pki.privateKeyFromPem(privateKey) as forge.pki.rsa.PrivateKey;
    const plain = key.decrypt(forge.util.decode64(out), 'RSA-OAEP', {
      md: forge.md.sha256.create(),
      mgf1: { md: forge.md.sha256.create() },
    });
    expect(forge.util.decodeUtf8(plain)).toBe('pässword-2');
  });

  it('carries 245 bytes per field with PKCS#1 v1.5 and 190 with OAEP-SHA256 on RSA-2048', () => {
    const pkcs1 = makeEncryptor(publicKey, 'pkcs1');
    const oaep = makeEncryptor(publicKey, 'oaep');
    expect(pkcs1.maxPlaintextBytes).toBe(245);
    expect(oaep.maxPlaintextBytes).toBe(190);
    expect(() => pkcs1('a'.repeat(245))).not.toThrow();
    expect(() => oaep('a'.repeat(190))).not.toThrow();
    expect(() => pkcs1('a'.repeat(246), 'email')).toThrow(EncryptionError);
    expect(() => oaep('a'.repeat(191), 'email')).toThrow(EncryptionError);
    // Bytes, not characters: 82 three-byte characters are 246 bytes.
    expect(() => pkcs1('あ'.repeat(82))).toThrow(EncryptionError);
  });

  it('names the field that could not be encrypted, never its value', () => {
    const err = (() => {
      try {
        encryptSensitive({ email: 'x'.repeat(300) + '@example.com' }, makeEncryptor(publicKey, 'pkcs1'));
      } catch (e) {
        return e as EncryptionError;
      }
    })();
    expect(err).toBeInstanceOf(EncryptionError);
    expect(err!.field).toBe('email');
    expect(err!.message).not.toContain('xxx');
  });

  it('signs the canonical string with HMAC-SHA256 in base64', () => {
    const parts = {
      timestamp: '1700000000000',
      requestId: 'req-12345678',
      path: '/api/x',
      body: { b: 1, a: [2] },
    };
    const expected = createHmac('sha256', 'k'.repeat(32)).update(signingString(parts)).digest('base64');
    expect(signRequest('k'.repeat(32), parts)).toBe(expected);
    expect(signRequest('k'.repeat(32), { ...parts, body: { a: [2], b: 1 } })).toBe(expected);
    // The KeyObject made once from a secret signs exactly as the secret itself, also beyond ASCII.
    expect(signRequest(signingKey('k'.repeat(32)), parts)).toBe(expected);
    const secret = 'sécret-ключ-秘密';
    expect(signRequest(signingKey(secret), parts)).toBe(signRequest(secret, parts));
  });
});
