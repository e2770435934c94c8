import { constants, createPrivateKey, generateKeyPairSync, publicEncrypt } from 'node:crypto';
import forge from 'node-forge';
import { describe, expect, it } from 'vitest';
import type { PlatformKeys } from '../keys';
import { decryptField } from './protocol';

const pair = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  publicKeyEncoding: { type: 'spki', format: 'pem' },
});
const keys: PlatformKeys = {
  privateKey: forge.pki.privateKeyFromPem(pair.privateKey) as forge.pki.rsa.PrivateKey,
  privateKeyObject: createPrivateKey(pair.privateKey),
  publicKeyPem: pair.publicKey,
};

describe('decryptField (what the gateway encrypts with node:crypto)', () => {
  it('decrypts PKCS#1 v1.5 (node-forge: Node refuses this private decryption)', () => {
    const c = publicEncrypt(
      { key: pair.publicKey, padding: constants.RSA_PKCS1_PADDING },
      Buffer.from('pässwörd'),
    );
    expect(decryptField(keys, 'pkcs1', c.toString('base64'))).toBe('pässwörd');
  });

  it('decrypts OAEP-SHA256 with node:crypto', () => {
    const c = publicEncrypt(
      { key: pair.publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from('a'.repeat(190)),
    );
    expect(decryptField(keys, 'oaep', c.toString('base64'))).toBe('a'.repeat(190));
  });

  it('throws on a ciphertext of the other padding', () => {
    const c = publicEncrypt({ key: pair.publicKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from('x'));
    expect(() => decryptField(keys, 'oaep', c.toString('base64'))).toThrow();
  });
});
