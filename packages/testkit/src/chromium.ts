/**
 * How every test, screenshot script and benchmark launches Debian's Chromium (Playwright cannot
 * download its own browsers here): `chromium.launch(chromiumLaunchOptions())`, or `launchOptions` in
 * a Playwright config. CHROMIUM_PATH overrides the binary.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
