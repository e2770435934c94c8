/**
 * Browser tests against the real stack (global set-up starts a platform and a gateway, which serves the
 * built app, per worker). Debian's Chromium headless shell (packages/testkit/src/chromium.ts); Playwright
 * never downloads a browser here. Two
 * workers (E2E_WORKERS): a browser test mostly waits (for a page, a game frame, a sweep), so two of them
 * share the two cores well, each with a stack of its own.
 */
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from '@casino/testkit/chromium';
import { E2E_WORKERS } from './e2e/support/worker-stack';

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/support/global-setup.ts',
  // Each file's tests run in order in one worker; files are spread over the workers.
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  // Budgets, not expectations: a shared, loaded 2-core CI machine runs the stack, Chromium and up to
  // four game iframes at once (on the development machine, at load average 30, one lazy page took 14 s
  // to show its heading). Tests wait for what a person waits for; these only bound how long a stuck
  // test may hang. The kiosk's config has the same.
  timeout: 300_000,
  expect: { timeout: 60_000 },
  reporter: process.env.CI ? 'line' : [['list']],
  // Separate runs in one checkout (two engineers, CI) can keep their artifacts apart.
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    // A failed test keeps its trace: each action's DOM, console and network. Without the screencast,
    // whose frames cost about a quarter of a game test's time; the failure's screenshot is kept.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 860 } } },
  ],
});
