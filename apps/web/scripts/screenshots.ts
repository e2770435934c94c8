/**
 * Screenshots of the main pages in ja and en, phone and desktop, for a person to look at:
 * `pnpm --filter @casino/web screenshots [path ...]` (builds nothing: run `build` first). Starts the
 * real stack, logs in a seeded player for the player pages, writes PNGs to apps/web/.tmp/screenshots.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createPlayer, uniqueName } from '../e2e/support/platform';
import { repoRoot, startStack } from '../e2e/support/stack';
import { chromiumLaunchOptions } from '@casino/testkit/chromium';

const out = join(repoRoot, 'apps/web/.tmp/screenshots');
const VISITOR_PAGES = ['/', '/login', '/register', '/reset-password', '/403'];
const PLAYER_PAGES = [
  '/',
  '/account',
  '/account/deposit',
  '/account/withdraw',
  '/account/wallet',
  '/account/bonuses',
  '/account/kyc',
  '/account/security',
  '/account/responsible-gaming',
  '/account/history',
];
const VIEWPORTS = { desktop: { width: 1280, height: 860 }, phone: { width: 390, height: 844 } } as const;

async function login(page: Page, base: string, username: string, password: string) {
  await page.goto(`${base}/ja/login`);
  await page.getByLabel('ユーザー名またはメールアドレス').fill(username);
  await page.getByLabel('パスワード', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  await page.waitForURL((u) => !u.pathname.endsWith('/login'), { timeout: 15_000 });
}

async function shoot(
  browser: Browser,
  base: string,
  pages: string[],
  player: { username: string; password: string } | null,
) {
  for (const [vpName, viewport] of Object.entries(VIEWPORTS)) {
    const context = await browser.newContext({ viewport, locale: 'ja-JP', deviceScaleFactor: 1 });
    const page = await context.newPage();
    if (player) await login(page, base, player.username, player.password);
    for (const lng of ['ja', 'en']) {
      for (const path of pages) {
        const url = path === '/403' ? `${base}/403` : `${base}/${lng}${path}`;
        await page.goto(url);
        await page.waitForLoadState('networkidle').catch(() => undefined);
        await page.waitForTimeout(400);
        const name = `${player ? 'player' : 'visitor'}-${lng}-${vpName}-${path.replace(/\//g, '_') || 'home'}.png`;
        await page.screenshot({ path: join(out, name), fullPage: process.env.SHOT_FULL === '1' });
        process.stdout.write(`wrote ${name}\n`);
      }
    }
    await context.close();
  }
}

async function main() {
  mkdirSync(out, { recursive: true });
  const only = process.argv.slice(2);
  const stack = await startStack();
  process.env.E2E_PLATFORM_URL = stack.platformUrl;
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const visitorPages = only.length ? VISITOR_PAGES.filter((p) => only.includes(p)) : VISITOR_PAGES;
    await shoot(browser, stack.gatewayUrl, visitorPages, null);
    const playerPages = only.length ? PLAYER_PAGES.filter((p) => only.includes(p)) : PLAYER_PAGES;
    if (playerPages.length && !process.env.VISITOR_ONLY) {
      const username = uniqueName('shot');
      const password = 'secret123';
      await createPlayer({
        username,
        password,
        email: `${username}@example.com`,
        balances: { JPY: '125000.00', USDT: '250.5', BTC: '0.01234567' },
      });
      await shoot(browser, stack.gatewayUrl, playerPages, { username, password });
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${String(err)}\n`);
  process.exit(1);
});
