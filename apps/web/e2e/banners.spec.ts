/**
 * Every CMS banner and topic leads to a page of the site (never the "page not found" page), in both
 * languages; the lobby's daily check-in banner opens the check-in page.
 */
import { expect, test } from '@playwright/test';
import { loginNewPlayer, trpcQuery } from './support/part2-player';

interface Topic {
  title: string;
  linkUrl: string | null;
}

test('the lobby banner for the daily check-in opens the check-in page (ja)', async ({ page }) => {
  await loginNewPlayer(page);
  await page.goto('/ja/game');
  const banner = page.getByRole('link', { name: /毎日チェックイン/ }).first();
  await expect(banner).toBeVisible({ timeout: 30_000 });
  await banner.click();
  await expect(page).toHaveURL(/\/ja\/promotions\/check-in$/);
  await expect(page.getByRole('button', { name: '今日のチェックイン' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'ページが見つかりません' })).toHaveCount(0);
});

for (const lng of ['ja', 'en'] as const) {
  test(`(${lng}) every CMS topic link is a page of the site`, async ({ page }) => {
    const notFound = lng === 'ja' ? 'ページが見つかりません' : 'Page not found';
    const topics = await trpcQuery<{ list: Topic[] }>(page.request, 'cms.topicQuery', {});
    const links = [...new Set(topics.list.map((t) => t.linkUrl).filter((l): l is string => !!l))].filter(
      (l) => l.startsWith('/'),
    );
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      await page.goto(`/${lng}${link}`);
      // The page's own heading, and not the one of "page not found".
      await expect(page.getByRole('heading', { level: 1 }).first(), link).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('heading', { name: notFound }), link).toHaveCount(0);
    }
  });
}
