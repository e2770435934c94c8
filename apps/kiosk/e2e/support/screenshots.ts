/**
 * Screenshots of every screen at a 1920x1080 landscape terminal and a 1080x1920 portrait one, in both
 * languages where the screen has text to check: `pnpm --filter @casino/kiosk screenshots`
 * (writes apps/kiosk/screenshots/, git-ignored). Real stack, Debian's Chromium, touch emulated.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { repoRoot } from '@casino/testkit/repo';
import { ensureKioskBuild, startKioskStack, DISABLED_TERMINAL } from './stack';
import { chromiumLaunchOptions } from '@casino/testkit/chromium';
import { platformTab } from './providers';

const OUT = join(repoRoot, 'apps/kiosk/screenshots');
mkdirSync(OUT, { recursive: true });

async function tapKeys(page: Page, text: string) {
  for (const ch of text) await page.locator(`.osk [data-skbtn="${ch}"]`).first().tap();
}

ensureKioskBuild();
const stack = await startKioskStack({ KIOSK_UI_IDLE_MS: '45000', KIOSK_UI_WARN_MS: '30000' });
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  for (const [orientation, viewport] of [
    ['landscape', { width: 1920, height: 1080 }],
    ['portrait', { width: 1080, height: 1920 }],
  ] as const) {
    const shot = (page: Page, name: string) =>
      page.screenshot({ path: join(OUT, `${orientation}-${name}.png`) });
    const context = await browser.newContext({
      viewport,
      hasTouch: true,
      locale: 'ja-JP',
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    const player = await stack.createPlayer({ JPY: '123456' });
    await page.goto(stack.launchUrl());
    await page.getByRole('button', { name: 'タッチしてスタート' }).waitFor();
    // Pictures once the glyphs are in (fonts-noto-cjk), not after a guessed time.
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await shot(page, 'attract-ja');
    await page.getByRole('button', { name: 'English' }).tap();
    await shot(page, 'attract-en');
    await page.getByRole('button', { name: 'Touch to start' }).tap();
    await page.getByLabel('Username', { exact: true }).waitFor();
    await page.getByRole('group', { name: 'On-screen keyboard' }).waitFor();
    await shot(page, 'signin-en');
    await page.getByRole('button', { name: '日本語' }).tap();
    await page.getByLabel('ユーザー名', { exact: true }).tap();
    await tapKeys(page, player.username);
    await page.getByLabel('パスワード', { exact: true }).tap();
    await tapKeys(page, 'wrong1');
    await page.getByRole('button', { name: 'ログイン', exact: true }).tap();
    await page.locator('.signin__error').waitFor();
    await shot(page, 'signin-error-ja');
    await page.getByLabel('パスワード', { exact: true }).tap();
    await tapKeys(page, player.password);
    await page.getByRole('button', { name: 'ログイン', exact: true }).tap();
    await page.getByTestId('balance-total').waitFor();
    await shot(page, 'play-empty-ja');
    await page.getByRole('button', { name: '台を選ぶ' }).first().tap();
    const picker = page.getByRole('dialog', { name: '台を選ぶ' });
    await picker
      .getByRole('button', { name: /^プレイ: / })
      .first()
      .waitFor();
    await shot(page, 'picker-ja');
    const machines = picker.getByRole('tab', { name: 'パチンコ・パチスロ台' });
    await machines.tap();
    await picker.locator('[role="tab"][aria-selected="true"]', { hasText: 'パチンコ・パチスロ台' }).waitFor();
    await picker
      .getByRole('button', { name: /^プレイ: / })
      .first()
      .waitFor();
    await shot(page, 'picker-machines-ja');
    await picker.getByRole('button', { name: '閉じる' }).tap();
    for (const platform of ['JPT', 'ISLOT', 'PNG', 'JPT2']) {
      await page.getByRole('button', { name: '台を選ぶ' }).first().tap();
      await picker.getByRole('tab', { name: platformTab(platform), exact: true }).tap();
      await picker
        .getByRole('button', { name: /^プレイ: / })
        .first()
        .tap();
      await picker.waitFor({ state: 'hidden' });
    }
    await page.locator('.cui-grid__cells[data-running="4"]').waitFor({ timeout: 60_000 });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await shot(page, 'play-four-ja');
    await page
      .locator('.cui-grid__bar')
      .click({ position: { x: 5, y: 5 } })
      .catch(() => undefined);
    await page.getByRole('alertdialog', { name: 'まだご利用中ですか?' }).waitFor({ timeout: 30_000 });
    await shot(page, 'idle-warning-ja');
    await page.getByRole('button', { name: 'つづける' }).tap();
    await page.getByRole('button', { name: '精算して終了' }).tap();
    await shot(page, 'cashout-confirm-ja');
    await page.getByRole('alertdialog').getByRole('button', { name: '精算して終了' }).tap();
    await page.getByTestId('final-balance').waitFor();
    await shot(page, 'cashout-done-ja');
    await page.getByRole('button', { name: 'おわる' }).tap();
    await page.getByRole('button', { name: 'タッチしてスタート' }).waitFor();
    await stack.stopGateway();
    await page.getByRole('alertdialog', { name: 'ただいま接続できません' }).waitFor({ timeout: 20_000 });
    await shot(page, 'offline-ja');
    await stack.startGateway();
    await page
      .getByRole('alertdialog', { name: 'ただいま接続できません' })
      .waitFor({ state: 'hidden', timeout: 30_000 });
    await context.close();

    const refused = await browser.newContext({ viewport, hasTouch: true, locale: 'ja-JP' });
    const rp = await refused.newPage();
    await rp.goto(stack.launchUrl(DISABLED_TERMINAL));
    await rp.getByRole('heading', { name: 'この端末は利用できません' }).waitFor();
    await shot(rp, 'refused-ja');
    await refused.close();
  }
  process.stdout.write(`screenshots in ${OUT}\n`);
} finally {
  await browser.close();
  await stack.stop();
}
