/**
 * Browser tests of the terminal in Debian's Chromium (never a downloaded browser), touch emulated, at
 * the 1920x1080 kiosk viewport, against the real stack (Redis, platform, gateway serving the build;
 * e2e/support/stack.ts). One worker: the tests stop and start the shared gateway.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: './e2e',
  testMatch: /.*\.spec\.ts$/,
  workers: 1,
  fullyParallel: false,
  timeout: 240_000,
  expect: { timeout: 30_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  // Failure screenshots and traces, outside the repository (the root lint checks every file in it).
  outputDir: join(tmpdir(), 'casino-kiosk-e2e-results'),
  use: {
    browserName: 'chromium',
    viewport: { width: 1920, height: 1080 },
    hasTouch: true,
    locale: 'ja-JP',
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
});
