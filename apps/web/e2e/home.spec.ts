/**
 * A visitor's home on a phone: the forms come first and the lobby below them loads as the visitor
 * scrolls towards it, so the first page moves only what is on screen; on a laptop the lobby is in view
 * and loads at once. In both languages.
 */
import type { Request } from '@playwright/test';
import { expect, test } from './support/fixtures';

const lobbyCall = (req: Request) =>
  new URL(req.url()).pathname.startsWith('/trpc/') &&
  decodeURIComponent(new URL(req.url()).pathname).includes('games.');

for (const [lng, login, lobby] of [
  ['ja', 'ログイン', 'ゲームロビー'],
  ['en', 'Log in', 'Game lobby'],
] as const) {
  test(`${lng}: on a phone the lobby under the forms loads when the visitor scrolls to it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const calls: string[] = [];
    page.on('request', (req) => {
      if (lobbyCall(req) || /lobby-page/.test(req.url())) calls.push(req.url());
    });
    await page.goto(`/${lng}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: login, exact: true }).last()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(calls).toEqual([]);

    // The visitor scrolls down past the forms: the lobby comes with its games.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const heading = page.getByRole('heading', { level: 2, name: lobby });
    await heading.scrollIntoViewIfNeeded();
    await expect(heading).toBeVisible();
    await expect(page.getByTestId('category-slots').getByRole('article').first()).toBeVisible();
    expect(calls.length).toBeGreaterThan(0);
  });
}

test('on a laptop the lobby is in view under the forms and loads at once', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/ja/');
  await expect(page.getByRole('heading', { level: 2, name: 'ゲームロビー' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('category-slots').getByRole('article').first()).toBeVisible();
});
