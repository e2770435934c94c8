// Generates the demo stack's secrets once into a volume (docker compose `keys` service): the platform's
// RSA key pair, the merchant credentials and a demo kiosk terminal, as env files the platform and the
// gateways source at start, plus kiosk-url.txt (the terminal's start URL, read with
// `docker compose run --rm keys cat /keys/kiosk-url.txt`). Nothing is generated when the files exist,
// so restarts keep sessions, signatures and the terminal valid.
//   node docker/make-keys.mjs <dir> [site origin, default http://localhost:8080]
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? '/keys';
const site = process.argv[3] ?? 'http://localhost:8080';
const platformEnv = join(dir, 'platform.env');
const gatewayEnv = join(dir, 'gateway.env');
if (existsSync(platformEnv) && existsSync(gatewayEnv)) {
  process.stdout.write(`keys exist in ${dir}\n`);
  process.exit(0);
}
mkdirSync(dir, { recursive: true });
const { privateKey, publicKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  publicKeyEncoding: { type: 'spki', format: 'pem' },
});
const merchantCode = 'demo-merchant';
const merchantSecret = randomBytes(32).toString('base64url');
const clientId = 'web';
const clientSecret = randomBytes(24).toString('base64url');
const terminal = {
  id: 'DEMO-01',
  secret: randomBytes(24).toString('base64url'),
  enabled: true,
  name: 'demo',
};
// Values are quoted so that `set -a; . file` keeps the PEM's newlines: single quotes (nothing inside is
// special to sh) unless the value has one, then double quotes.
const quote = (v) => (v.includes("'") ? `"${v.replace(/["\\$`]/g, '\\$&')}"` : `'${v}'`);
const file = (vars) =>
  Object.entries(vars)
    .map(([k, v]) => `${k}=${quote(v)}`)
    .join('\n') + '\n';
writeFileSync(
  platformEnv,
  file({
    PLATFORM_RSA_PRIVATE_KEY: privateKey,
    PLATFORM_MERCHANT_CODE: merchantCode,
    PLATFORM_MERCHANT_SECRET: merchantSecret,
    PLATFORM_CLIENT_ID: clientId,
    PLATFORM_CLIENT_SECRET: clientSecret,
  }),
  { mode: 0o600 },
);
writeFileSync(
  gatewayEnv,
  file({
    UPSTREAM_RSA_PUBLIC_KEY: publicKey,
    UPSTREAM_MERCHANT_CODE: merchantCode,
    UPSTREAM_MERCHANT_SECRET: merchantSecret,
    UPSTREAM_CLIENT_ID: clientId,
    UPSTREAM_CLIENT_SECRET: clientSecret,
    KIOSK_TERMINALS: JSON.stringify([terminal]),
  }),
  { mode: 0o600 },
);
const kioskUrl = join(dir, 'kiosk-url.txt');
writeFileSync(kioskUrl, `${site}/kiosk/#terminal=${terminal.id}&secret=${terminal.secret}\n`, {
  mode: 0o600,
});
// The services run as the image's `node` user (uid 1000): the files are theirs and nobody else's.
if (process.getuid?.() === 0) for (const f of [platformEnv, gatewayEnv, kioskUrl]) chownSync(f, 1000, 1000);
process.stdout.write(`keys written to ${dir}\n`);
