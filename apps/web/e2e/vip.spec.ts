/**
 * VIP progress is written in one unit on the account overview and the VIP page: the turnover in yen
 * (never "450 pt" on one page and "¥450" on the other).
 */
import { expect, test } from '@playwright/test';
import { loginNewPlayer } from './support/part2-player';

const CASES = [
  { lng: 'ja', unit: /^累計ベット額: ¥[\d,.]+$/ },
  { lng: 'en', unit: /^Turnover: ¥[\d,.]+$/ },
] as const;

for (const c of CASES) {
  test(`(${c.lng}) the overview and the VIP page show VIP progress as the same yen turnover`, async ({
    page,
  }) => {
    await loginNewPlayer(page);
    await page.goto(`/${c.lng}/account`);
    const card = page.locator('#vip');
    const overview = card.getByText(c.unit);
    await expect(overview).toBeVisible({ timeout: 30_000 });
    await expect(card.getByText(/\bpts?\b/)).toHaveCount(0);
    const figure = (await overview.textContent())!.trim();

    await page.goto(`/${c.lng}/promotions/vip`);
    await expect(page.getByText(figure, { exact: true })).toBeVisible({ timeout: 30_000 });
  });
}
