/**
 * Screenshots of the lobby, game page, multi-machine mode, promotions, videos, CMS and sports pages
 * in ja and en, phone and desktop, for a person to look at:
 *   node --import tsx scripts/screenshots-part2.ts   (run `build` first; E2E_WEB_DIST for a private build)
 * Starts the real stack, logs a seeded player in, writes PNGs to apps/web/.tmp/screenshots-part2.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { createPlayer, uniqueName } from '../e2e/support/platform';
import { repoRoot, startStack } from '../e2e/support/stack';
import { chromiumLaunchOptions } from '@casino/testkit/chromium';

const out = join(repoRoot, 'apps/web/.tmp/screenshots-part2');
const PAGES = [
  '/game',
  '/game/slots',
  '/game/pachinko',
  '/promotions',
  '/promotions/guess',
  '/promotions/check-in',
  '/promotions/tasks',
  '/promotions/lottery',
  '/promotions/free-spins',
  '/promotions/vip',
  '/videoList',
  '/page',
  '/sports-bet',
];
const VIEWPORTS = { desktop: { width: 1280, height: 860 }, phone: { width: 390, height: 844 } } as const;
const only = process.argv.slice(2);

async function settle(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(500);
}

mkdirSync(out, { recursive: true });
const stack = await startStack();
process.env.E2E_PLATFORM_URL = stack.platformUrl;
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  for (const [vpName, viewport] of Object.entries(VIEWPORTS)) {
    for (const lng of ['ja', 'en'] as const) {
      const context = await browser.newContext({
        viewport,
        locale: lng === 'ja' ? 'ja-JP' : 'en-US',
        baseURL: stack.gatewayUrl,
        isMobile: vpName === 'phone',
        hasTouch: vpName === 'phone',
      });
      const page = await context.newPage();
      const username = uniqueName('ss');
      await createPlayer({ username, password: 'secret123', currency: 'JPY', balances: { JPY: '50000.00' } });
      await page.request.post('/trpc/session.login', {
        headers: { 'x-casino-client': 'web', 'content-type': 'application/json' },
        data: { loginType: 'username', account: username, password: 'secret123' },
      });
      const shot = async (name: string) => {
        const file = `${lng}-${vpName}-${name}.png`;
        await page.screenshot({ path: join(out, file), fullPage: process.env.SHOT_FULL === '1' });
        process.stdout.write(`wrote ${file}\n`);
      };
      for (const path of PAGES.filter((p) => only.length === 0 || only.includes(p))) {
        await page.goto(`/${lng}${path}`);
        await settle(page);
        await shot(path.replace(/\//g, '_').slice(1));
      }
      if (only.length === 0 || only.includes('/slotGame')) {
        await page.goto(`/${lng}/game/slots?provider=JPT`);
        await page
          .locator('[data-testid="game-results"] article')
          .first()
          .locator('.game-list__play')
          .click();
        await page
          .frameLocator('iframe.game-stage__frame')
          .locator('body[data-state="ready"]')
          .waitFor({ timeout: 20_000 });
        await shot('slotGame');
      }
      if (only.length === 0 || only.includes('/account/multimode')) {
        await page.goto(`/${lng}/account/multimode`);
        await settle(page);
        for (let i = 0; i < (vpName === 'phone' ? 2 : 4); i++) {
          await page.locator('.cui-cell__add, .mm-page .btn').first().click();
          await page.locator('.mm-picker__item[data-multi]').nth(i).click();
          await page.getByRole('dialog').waitFor({ state: 'hidden' });
        }
        await page
          .locator('[data-game-key][data-state="running"]')
          .nth(vpName === 'phone' ? 1 : 3)
          .waitFor({ timeout: 30_000 });
        await page.waitForTimeout(800);
        await shot('account_multimode');
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await stack.stop();
}
