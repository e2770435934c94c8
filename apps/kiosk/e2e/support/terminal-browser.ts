/**
 * Chromium as the deployed terminal starts it: the flags of deploy/chromium-flags.txt (the list
 * deploy/kiosk-launcher.sh reads), with the same throw-away profile directory wiped at every start and
 * the lock-down extension. Added only what Playwright needs to drive a browser on a build machine: its
 * control pipe, headless mode, and no sandbox when the tests run as root.
 */
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import { CHROMIUM_PATH } from '@casino/testkit/chromium';
import { ensureKioskBuild } from './stack';

const DEPLOY = join(import.meta.dirname, '../../deploy');
export const LOCKDOWN_EXTENSION = join(DEPLOY, 'lockdown-extension');

/** The launcher's flags, read and filled in exactly as kiosk-launcher.sh does. */
export function launcherFlags(profileDir: string, extensionDir = LOCKDOWN_EXTENSION): string[] {
  return readFileSync(join(DEPLOY, 'chromium-flags.txt'), 'utf8')
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => line.replaceAll('@PROFILE_DIR@', profileDir).replaceAll('@EXTENSION_DIR@', extensionDir));
}

export async function launchAsTerminal(): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  // The build writes the extension's lockdown.js: the browser must load this build's.
  ensureKioskBuild();
  const profile = join(tmpdir(), `casino-kiosk-terminal-profile-${process.pid}`);
  rmSync(profile, { recursive: true, force: true });
  mkdirSync(profile, { recursive: true, mode: 0o700 });
  const driving = [
    '--remote-debugging-pipe',
    '--headless',
    ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
  ];
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    ignoreDefaultArgs: true,
    args: [...launcherFlags(profile), ...driving, 'about:blank'],
    viewport: { width: 1920, height: 1080 },
    hasTouch: true,
    locale: 'ja-JP',
    reducedMotion: 'reduce',
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
