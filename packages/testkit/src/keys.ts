/**
 * Per-run secrets for the platform and gateway under test: a fresh RSA key pair and merchant
 * credentials, generated with node:crypto into a temporary key dir in the reference platform's layout
 * (platform-private.pem, platform-public.pem, merchant.json), so nothing of a developer's .data is used.
 * The dir goes when the process that made it exits: no private key is left behind in the temp dir.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TestKeys {
  keyDir: string;
  merchantCode: string;
  merchantSecret: string;
  clientId: string;
  clientSecret: string;
  publicKeyPem: string;
  privateKeyPem: string;
}

/** Key dirs of this process, removed when it exits (the services using them are stopped before). */
const keyDirs = new Set<string>();
function removeAtExit(dir: string) {
  if (keyDirs.size === 0)
    process.once('exit', () => {
      for (const d of keyDirs) rmSync(d, { recursive: true, force: true });
    });
  keyDirs.add(dir);
}

export function makeTestKeys(): TestKeys {
  const keyDir = mkdtempSync(join(tmpdir(), 'casino-keys-'));
  removeAtExit(keyDir);
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const merchant = {
    merchantCode: `test-${randomBytes(4).toString('hex')}`,
    merchantSecret: randomBytes(32).toString('base64url'),
    clientId: 'web',
    clientSecret: randomBytes(24).toString('base64url'),
  };
  writeFileSync(join(keyDir, 'platform-private.pem'), privateKey, { mode: 0o600 });
  writeFileSync(join(keyDir, 'platform-public.pem'), publicKey);
  writeFileSync(join(keyDir, 'merchant.json'), JSON.stringify(merchant), { mode: 0o600 });
  return { keyDir, ...merchant, publicKeyPem: publicKey, privateKeyPem: privateKey };
}
