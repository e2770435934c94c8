/**
 * Playwright global set-up: start the platform and the gateway once for the whole run; the specs read
 * the URLs from the environment. The web app must be built first (the package's test script does it).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot, startStack } from './stack';

export default async function globalSetup() {
  if (!existsSync(join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error(
      'apps/web/dist is missing: run `pnpm --filter @casino/web build` first (the test script does).',
    );
  }
  const stack = await startStack();
  process.env.E2E_BASE_URL = stack.gatewayUrl;
  process.env.E2E_PLATFORM_URL = stack.platformUrl;
  return async () => {
    await stack.stop();
  };
}
