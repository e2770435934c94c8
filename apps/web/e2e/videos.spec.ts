/** Videos: the list with its tags, a video's page, and playing it. */
import { expect, test } from '@playwright/test';

test('a visitor filters videos by tag, opens one and plays it', async ({ page }) => {
  await page.goto('/ja/videoList');
  await expect(page.getByRole('heading', { level: 1, name: '動画' })).toBeVisible();
  const tags = page.getByRole('group', { name: '動画のジャンル' }).getByRole('button');
  const tag = (await tags.nth(1).textContent()) ?? '';
  await tags.nth(1).click();
  await expect(tags.nth(1)).toHaveAttribute('aria-pressed', 'true');
  // The previous list stays on screen while the tag's list loads: wait until every card has the tag.
  const metas = page.locator('.videos__grid .video-card__meta');
  await expect
    .poll(async () => {
      const all = await metas.allTextContents();
      return all.length > 0 && all.every((m) => m.split(' · ').includes(tag));
    })
    .toBe(true);
  const first = page.locator('.videos__grid .video-card').first();
  const title = (await first.locator('.video-card__title').textContent()) ?? '';
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: `${title} を再生` }).click();
  const video = page.getByTestId('video-player');
  await expect(video).toBeVisible();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { name: '関連動画' })).toBeVisible();
});
