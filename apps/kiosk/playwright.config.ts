/**
 * Browser tests of the terminal in Debian's Chromium (never a downloaded browser), touch emulated, at
 * the 1920x1080 kiosk viewport, against the real stack (Redis, platform, gateway serving the build;
 * e2e/support/stack.ts), one stack per worker (the tests stop and start their worker's gateway). Two
 * workers (KIOSK_E2E_WORKERS): a kiosk test mostly waits for games and sweeps, so two share two cores well.
 */
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@casino/testkit/chromium';

export default defineConfig({
  testDir: './e2e',
  testMatch: /.*\.spec\.ts$/,
  workers: Math.max(1, Number(process.env.KIOSK_E2E_WORKERS ?? 2)),
  fullyParallel: false,
  // Budgets for a shared, loaded 2-core machine: tests wait for what a person waits for; these only
  // bound how long a stuck test may hang.
  timeout: 600_000,
  expect: { timeout: 60_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  // Failure screenshots and traces, outside the repository (the root lint checks every file in it), one
  // folder per checkout: Playwright empties it at the start of a run, which must not touch another
  // checkout's run in progress.
  outputDir:
    process.env.E2E_OUTPUT_DIR ??
    join(
      tmpdir(),
      `casino-kiosk-e2e-results-${createHash('sha256')
        .update(import.meta.dirname)
        .digest('hex')
        .slice(0, 8)}`,
    ),
  use: {
    // A tap whose target never becomes tappable (covered, or gone with a reload) fails with its call
    // log instead of hanging until the test's time-out.
    actionTimeout: 60_000,
    browserName: 'chromium',
    viewport: { width: 1920, height: 1080 },
    hasTouch: true,
    locale: 'ja-JP',
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
});
