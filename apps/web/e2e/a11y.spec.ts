/**
 * axe on the main pages of part 1, visitor and player, in both languages: no serious or critical
 * violation. (The lobby's own pages are checked by their specs.)
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, loginAs, test } from './support/fixtures';

async function seriousViolations(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const path of [
  '/ja/login',
  '/ja/register',
  '/ja/reset-password',
  '/en/login',
  '/en/?form=register',
  '/403',
]) {
  test(`visitor page ${path} has no serious accessibility violation`, async ({ page }) => {
    await page.goto(path);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('player pages have no serious accessibility violation', async ({ page, newPlayer }) => {
  const player = await newPlayer({ balances: { JPY: '25000', USDT: '10' } });
  await loginAs(page, player);
  const found: string[] = [];
  for (const path of [
    '/ja/account',
    '/ja/account/wallet',
    '/ja/account/deposit',
    '/ja/account/withdraw',
    '/ja/account/history',
    '/ja/account/bonuses',
    '/ja/account/security',
    '/ja/account/kyc',
    '/ja/account/responsible-gaming',
    '/en/account/deposit',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    found.push(...(await seriousViolations(page)).map((v) => `${path}: ${v}`));
  }
  expect(found).toEqual([]);
});
