/**
 * axe on the main pages of part 1, visitor and player, in both languages: no serious or critical
 * violation. (The lobby's own pages are checked by their specs.)
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** axe after the page is there: its level-1 heading, then the network settled. */
async function seriousViolations(page: Page, heading: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page })
    // Only the violations in full (the passes and the rest, which this spec does not read, cost more
    // than the checks), run in the page itself (no second page to merge the frames' results). Before
    // withTags: options() replaces what was set.
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true)
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const [path, heading] of [
  ['/ja/login', 'ログイン'],
  ['/ja/register', '新規登録'],
  ['/ja/reset-password', 'パスワードの再設定'],
  ['/en/login', 'Log in'],
  ['/en/?form=register', 'Refined play, with peace of mind.'],
  ['/403', 'アクセスできません'],
] as const) {
  test(`visitor page ${path} has no serious accessibility violation`, async ({ page }) => {
    await page.goto(path);
    expect(await seriousViolations(page, heading)).toEqual([]);
  });
}

// One test per page, so each has its own time budget and a failure names its page.
for (const [path, heading] of [
  ['/ja/account', /^ようこそ、/],
  ['/ja/account/wallet', 'ウォレット'],
  ['/ja/account/deposit', '入金'],
  ['/ja/account/withdraw', '出金'],
  ['/ja/account/history', '取引履歴'],
  ['/ja/account/bonuses', 'ボーナス'],
  ['/ja/account/security', 'セキュリティ'],
  ['/ja/account/kyc', '本人確認(KYC)'],
  ['/ja/account/responsible-gaming', '責任あるゲーミング'],
  ['/en/account/deposit', 'Deposit'],
] as const) {
  test(`player page ${path} has no serious accessibility violation`, async ({ page, signedInPlayer }) => {
    await signedInPlayer({ balances: { JPY: '25000', USDT: '10' } });
    await page.goto(path);
    expect(await seriousViolations(page, heading)).toEqual([]);
  });
}
