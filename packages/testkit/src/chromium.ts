/**
 * How every test, screenshot script and benchmark launches Debian's Chromium (Playwright cannot
 * download its own browsers here): `chromium.launch(chromiumLaunchOptions())`, or `launchOptions` in
 * a Playwright config. CHROMIUM_PATH overrides the binary.
 */
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's chromium-headless-shell (the same Chromium as a headless-only build, which Playwright itself
 * uses for headless runs): a browser suite spends about a third less time in it than in the full
 * browser's headless mode on the 2-core machine. CHROMIUM_PATH wins when set; the full browser when the
 * shell is not installed.
 */
export const HEADLESS_SHELL_PATH =
  process.env.CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : CHROMIUM_PATH);

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

export function chromiumLaunchOptions(): { executablePath: string; headless: true; args: string[] } {
  return { executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS] };
}
