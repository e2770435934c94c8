/**
 * The platform's RSA key pair: from configuration in production, or a development pair generated on
 * the first start into the key dir (never committed). The gateway is configured with the public key.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createPrivateKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { join } from 'node:path';
import forge from 'node-forge';
import type { PlatformConfig } from './config';

export interface PlatformKeys {
  /** node-forge's form, only for PKCS#1 v1.5 decryption, which Node refuses (CVE-2023-46809). */
  privateKey: forge.pki.rsa.PrivateKey;
  /** node:crypto's form, for everything Node does (OAEP decryption). */
  privateKeyObject: KeyObject;
  publicKeyPem: string;
}

export function generateDevKeyPair(): { privateKeyPem: string; publicKeyPem: string } {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return { privateKeyPem: privateKey, publicKeyPem: publicKey };
}

export function loadKeys(config: PlatformConfig): PlatformKeys {
  let privatePem = config.rsaPrivateKeyPem;
  if (!privatePem) {
    if (config.production) throw new Error('PLATFORM_RSA_PRIVATE_KEY is required in production');
    const privFile = join(config.keyDir, 'platform-private.pem');
    const pubFile = join(config.keyDir, 'platform-public.pem');
    if (!existsSync(privFile)) {
      mkdirSync(config.keyDir, { recursive: true });
      const pair = generateDevKeyPair();
      try {
        writeFileSync(privFile, pair.privateKeyPem, { flag: 'wx', mode: 0o600 });
        writeFileSync(pubFile, pair.publicKeyPem, { mode: 0o644 });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
    }
    privatePem = readFileSync(privFile, 'utf8');
  }
  const privateKey = forge.pki.privateKeyFromPem(privatePem) as forge.pki.rsa.PrivateKey;
  const publicKey = forge.pki.setRsaPublicKey(privateKey.n, privateKey.e);
  return {
    privateKey,
    privateKeyObject: createPrivateKey(privatePem),
    publicKeyPem: forge.pki.publicKeyToPem(publicKey),
  };
}
