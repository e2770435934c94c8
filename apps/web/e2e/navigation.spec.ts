/**
 * Navigation as a player meets it (the site's own router, src/lib/router.tsx): the main navigation
 * marks the current page (aria-current="page"), links are real links (a modifier-click opens a new
 * tab and leaves this one alone), and Back and Forward move between pages without reloading the site.
 */
import { expect, PHONE, test } from './support/fixtures';

test('the main navigation marks the current page, and Back and Forward move between pages in place', async ({
  page,
}) => {
  await page.goto('/ja/');
  const nav = page.getByRole('navigation', { name: 'メインナビゲーション' });
  const home = nav.getByRole('link', { name: 'ホーム' });
  const promotions = nav.getByRole('link', { name: 'プロモーション' });
  const videos = nav.getByRole('link', { name: '動画' });
  await expect(home).toHaveAttribute('aria-current', 'page');
  await expect(promotions).toHaveAttribute('href', '/ja/promotions');
  // Set in this document: still there after client-side navigation, gone after a reload.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

  await promotions.click();
  await expect(page).toHaveURL(/\/ja\/promotions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'プロモーション', exact: true })).toBeVisible();
  await expect(promotions).toHaveAttribute('aria-current', 'page');
  await expect(promotions).toHaveClass(/\bactive\b/);
  await expect(home).not.toHaveAttribute('aria-current');

  await videos.click();
  await expect(page.getByRole('heading', { level: 1, name: '動画' })).toBeVisible();
  await expect(videos).toHaveAttribute('aria-current', 'page');

  await page.goBack();
  await expect(page).toHaveURL(/\/ja\/promotions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'プロモーション', exact: true })).toBeVisible();
  await expect(promotions).toHaveAttribute('aria-current', 'page');
  await expect(videos).not.toHaveAttribute('aria-current');

  await page.goForward();
  await expect(page).toHaveURL(/\/ja\/videoList$/);
  await expect(page.getByRole('heading', { level: 1, name: '動画' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test('a modifier-click opens the page in a new tab and leaves this one where it was', async ({
  page,
  context,
}) => {
  await page.goto('/ja/');
  const promotions = page
    .getByRole('navigation', { name: 'メインナビゲーション' })
    .getByRole('link', { name: 'プロモーション' });
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    promotions.click({ modifiers: ['ControlOrMeta'] }),
  ]);
  await tab.waitForLoadState();
  await expect(tab).toHaveURL(/\/ja\/promotions$/);
  await expect(tab.getByRole('heading', { level: 1, name: 'プロモーション', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/ja\/$/);
  await expect(promotions).not.toHaveAttribute('aria-current');
  await tab.close();
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test("an account page's section row, which scrolls sideways, shows the page's own section", async ({
    page,
    signedInPlayer,
  }) => {
    await signedInPlayer();
    // The last section: at 375 px it starts far to the right of the row's visible part.
    await page.goto('/ja/account/responsible-gaming');
    const row = page.getByRole('navigation', { name: 'アカウントのメニュー' });
    const current = row.getByRole('link', { name: '責任あるゲーミング' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    expect(await row.evaluate((nav) => nav.scrollWidth > nav.clientWidth)).toBe(true);
    await expect
      .poll(async () => {
        const [r, c] = [await row.boundingBox(), await current.boundingBox()];
        return !!r && !!c && c.x >= r.x && c.x + c.width <= r.x + r.width;
      })
      .toBe(true);
  });
});
