/**
 * The lobby as a visitor sees it: categories, providers, search, the big-win ticker and jackpots (asked
 * for again and again: a visitor has no live stream), demo play without an account, and play asking
 * for a login. Real stack, seeded by the reference platform.
 */
import { expect, test, type Request } from '@playwright/test';
import { seriousViolationsOutsideFrames } from './support/axe';
import { loginNewPlayer } from './support/part2-player';
import { openPage } from './support/fixtures';

test('a visitor browses the lobby by category, provider and search', async ({ page }) => {
  await page.goto('/ja/game');
  await expect(page.getByRole('heading', { level: 1, name: 'ゲームロビー' })).toBeVisible();
  await expect(page.getByRole('region', { name: '最近のビッグウィン' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'ジャックポット' })).toBeVisible();
  await expect(page.getByTestId('category-slots').getByRole('article').first()).toBeVisible();

  // Until the slots list arrives the previous list stays on screen (placeholder data): count the slots.
  const slotsList = page.waitForResponse(
    (r) => r.url().includes('games.machineInfoList') && decodeURIComponent(r.url()).includes('"slots"'),
  );
  await page
    .getByRole('navigation', { name: 'ゲームカテゴリー' })
    .getByRole('link', { name: 'スロット' })
    .click();
  await expect(page).toHaveURL(/\/ja\/game\/slots$/);
  await expect(page.getByRole('heading', { level: 1, name: 'スロット' })).toBeVisible();
  const answer = await slotsList;
  const index = new URL(answer.url()).pathname.split('/').pop()!.split(',').indexOf('games.machineInfoList');
  const batch = (await answer.json()) as { result: { data: { list: unknown[] } } }[];
  const results = page.getByTestId('game-results').getByRole('article');
  await expect(results).toHaveCount(batch[index]!.result.data.list.length);
  const allCount = await results.count();

  const providers = page.getByRole('group', { name: 'プロバイダー' });
  await providers.getByRole('button', { name: 'アイスロット' }).click();
  await expect(page).toHaveURL(/provider=ISLOT/);
  await expect.poll(() => results.count()).toBeLessThan(allCount);
  for (const provider of await page
    .getByTestId('game-results')
    .locator('.cui-card__provider')
    .allTextContents()) {
    expect(provider).toBe('アイスロット');
  }
  await providers.getByRole('button', { name: 'すべてのプロバイダー' }).click();
  await expect(page).not.toHaveURL(/provider=/);
  await expect.poll(() => results.count()).toBe(allCount);

  const first = (await results.first().getAttribute('aria-label')) ?? '';
  await page.getByRole('searchbox', { name: 'ゲームを検索' }).fill(first);
  await expect(page.getByRole('heading', { name: new RegExp(`「${first}」の検索結果`) })).toBeVisible();
  await expect(results.first()).toHaveAttribute('aria-label', first);
  await expect(page).toHaveURL(/q=/);
});

test('a pachinko category lists machines with their state and recent hits', async ({ page }) => {
  await page.goto('/ja/game/pachinko');
  await expect(
    page.getByRole('heading', { level: 1, name: 'パチンコ・パチスロ', exact: true }),
  ).toBeVisible();
  const machines = page.getByTestId('machine-list').getByRole('article');
  await expect(machines.first()).toBeVisible();
  await expect(machines.first().getByText('直近の当たり(回転数)')).toBeVisible();
  await expect(machines.first().locator('.cui-state')).toHaveText(/空き台|遊技中|予約中|休止中/);
});

test('a visitor plays a demo without logging in', async ({ page }) => {
  await openPage(page, '/ja/game/slots', 'スロット');
  const card = page.getByTestId('game-results').getByRole('article').first();
  const name = (await card.getAttribute('aria-label')) ?? '';
  await card.getByRole('button', { name: `デモ: ${name}` }).click();
  await expect(page).toHaveURL(/\/ja\/slotGame\?.*demo=1/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('デモプレイ中です。実際の残高は使用されません。')).toBeVisible();
  const game = page.frameLocator('iframe.game-stage__frame');
  await expect(game.locator('body')).toHaveAttribute('data-state', 'ready');
  const before = await game.getByTestId('game-balance').textContent();
  await game.getByTestId('game-spin').click();
  await expect.poll(async () => game.getByTestId('game-balance').textContent()).not.toBe(before);
});

test('a visitor who presses play is asked to log in and comes back', async ({ page }) => {
  await openPage(page, '/ja/game/slots', 'スロット');
  const card = page.getByTestId('game-results').getByRole('article').first();
  const name = (await card.getAttribute('aria-label')) ?? '';
  await card.getByRole('button', { name: `ログインしてプレイ: ${name}` }).click();
  await expect(page).toHaveURL(/\/ja\/login\?redirect=%2Fja%2Fgame%2Fslots/);
  await expect(page.getByRole('heading', { level: 1, name: 'ログイン', exact: true })).toBeVisible();
});

test('a player keeps favourites and finds recently played games on the lobby', async ({ page }) => {
  await loginNewPlayer(page);
  await openPage(page, '/ja/game/slots', 'スロット');
  const card = page.getByTestId('game-results').getByRole('article').first();
  const name = (await card.getAttribute('aria-label')) ?? '';
  await card.getByRole('button', { name: `${name} をお気に入りに追加` }).click();
  await expect(card.getByRole('button', { name: `${name} をお気に入りから削除` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await card.getByRole('button', { name: `プレイ: ${name}` }).click();
  await expect(page.frameLocator('iframe.game-stage__frame').locator('body')).toHaveAttribute(
    'data-state',
    'ready',
  );
  await page.getByRole('link', { name: 'ロビーに戻る' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'スロット', exact: true })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'ゲームカテゴリー' })
    .getByRole('link', { name: 'すべて', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'ゲームロビー', exact: true })).toBeVisible();
  await expect(page.getByTestId('favorites').getByRole('article', { name })).toBeVisible();
  await expect(page.getByTestId('recent').getByRole('article', { name })).toBeVisible();
});

test("a visitor's lobby, which has no stream, keeps asking for the jackpots", async ({ page }) => {
  // The page's time runs on Playwright's clock: its half-minute poll comes without a half-minute wait.
  await page.clock.install();
  const asked = (r: Request) => new URL(r.url()).pathname.includes('games.jackpotInfo');
  const firstAsk = page.waitForRequest(asked);
  await page.goto('/ja/game');
  await expect(
    page.getByRole('region', { name: 'ジャックポット' }).getByRole('listitem').first(),
  ).toBeVisible();
  await firstAsk;
  // Nobody touches the page for a minute: it asks again by itself.
  const again = page.waitForRequest(asked);
  await page.clock.runFor(60_000);
  await again;
});

for (const [path, heading] of [
  ['/ja/game', 'ゲームロビー'],
  ['/en/game/pachinko', 'Pachinko & Pachislot'],
] as const) {
  test(`the lobby ${path} has no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(path);
    expect(await seriousViolationsOutsideFrames(page, path, heading)).toEqual([]);
  });
}
