// Prints the URL that opens the kiosk as the development terminal (DEV-01) on this machine:
// /kiosk/#terminal=DEV-01&secret=<the generated secret>. The secret travels in the URL fragment,
// which the browser never sends to a server. Development only: the gateway generates the secret into
// the dev key dir (KIOSK_DEV_KEY_DIR, default .data/dev-keys) the first time it starts in development
// without KIOSK_TERMINALS (`pnpm start` does).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = process.env.KIOSK_DEV_KEY_DIR ?? join(root, '.data/dev-keys');
const file = join(dir, 'kiosk-dev-terminal-secret');
if (!existsSync(file)) {
  process.stderr.write(
    `No development terminal yet (${file} is missing): start the product once with \`pnpm start\`.\n`,
  );
  process.exit(1);
}
const secret = readFileSync(file, 'utf8').trim();
const host = process.env.GATEWAY_HOST ?? '127.0.0.1';
const port = process.env.GATEWAY_PORT ?? '3000';
process.stdout.write(`http://${host}:${port}/kiosk/#terminal=DEV-01&secret=${encodeURIComponent(secret)}\n`);
