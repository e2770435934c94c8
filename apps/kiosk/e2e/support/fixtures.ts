/**
 * Playwright fixtures: the real stack once per worker, and helpers that act like a customer (taps on
 * the on-screen keyboard, never `fill`).
 */
import { test as base, expect, type Page } from '@playwright/test';
import { ensureKioskBuild, startKioskStack, type KioskStack } from './stack';

export const test = base.extend<object, { stack: KioskStack }>({
  stack: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      ensureKioskBuild();
      const stack = await startKioskStack();
      await use(stack);
      await stack.stop();
    },
    { scope: 'worker', timeout: 240_000 },
  ],
});
export { expect };

/** Types `text` by tapping the on-screen keyboard's keys (shift for capitals). */
export async function typeOnScreen(page: Page, text: string) {
  const board = page.getByRole('group', { name: /スクリーンキーボード|On-screen keyboard/ });
  for (const ch of text) {
    const upper = ch !== ch.toLowerCase();
    if (upper) await board.locator('[data-skbtn="{shift}"]').tap();
    await board.locator(`[data-skbtn="${ch}"]`).first().tap();
  }
}

export async function signIn(page: Page, stack: KioskStack, player: { username: string; password: string }) {
  await page.goto(stack.launchUrl());
  await page.getByRole('button', { name: 'タッチしてスタート' }).tap();
  await expect(page.getByRole('heading', { name: 'ログイン' })).toBeVisible();
  await page.getByLabel('ユーザー名', { exact: true }).tap();
  await typeOnScreen(page, player.username);
  await page.getByLabel('パスワード', { exact: true }).tap();
  await typeOnScreen(page, player.password);
  await page.getByRole('button', { name: 'ログイン', exact: true }).tap();
  await expect(page.getByTestId('balance-total')).toBeVisible();
}

/** Opens the first game of a platform tab from the picker. */
export async function openGame(page: Page, platform: string, index = 0) {
  await page.getByRole('button', { name: '台を選ぶ' }).first().tap();
  const picker = page.getByRole('dialog', { name: '台を選ぶ' });
  await picker.getByRole('tab', { name: platform, exact: true }).tap();
  const play = picker.getByRole('button', { name: /^プレイ: / });
  await expect(play.first()).toBeVisible();
  await play.nth(index).tap();
  await expect(picker).toBeHidden();
}
