/**
 * Playwright global set-up: one stack (platform and gateway serving the built app) per worker, started
 * side by side; each worker takes the stack of its parallel slot (./worker-stack.ts), so two workers
 * never share a platform or a Redis prefix. The web app must be built first (the package's test script
 * does it).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_WORKERS } from './worker-stack';
import { repoRoot, startStack, TEST_PAGE_WAITS, type Stack } from './stack';

export default async function globalSetup() {
  if (!existsSync(join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error(
      'apps/web/dist is missing: run `pnpm --filter @casino/web build` first (the test script does).',
    );
  }
  const started = await Promise.allSettled(
    Array.from({ length: E2E_WORKERS }, () => startStack(TEST_PAGE_WAITS)),
  );
  const stacks = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const stopAll = async () => {
    await Promise.all(stacks.map((s: Stack) => s.stop()));
  };
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  process.env.E2E_STACKS = JSON.stringify(
    stacks.map((s) => ({ gatewayUrl: s.gatewayUrl, platformUrl: s.platformUrl })),
  );
  // The runner's own process (and a single worker) see the first stack.
  process.env.E2E_BASE_URL = stacks[0]!.gatewayUrl;
  process.env.E2E_PLATFORM_URL = stacks[0]!.platformUrl;
  return stopAll;
}
