/**
 * The live channel through the real stack: figures pushed to an open page without a reload or a poll.
 * A deposit approved on the platform reaches the header; a "return all" in another tab reaches the game
 * page; the network going away shows "reconnecting" and the page recovers by itself. (An idle page's
 * stream and its sign-out: idle.spec.ts.)
 */
import { expect, test } from './support/fixtures';
import { listGames, loginNewPlayer } from './support/part2-player';
import { approveDeposit } from './support/platform';
import { requestDeposit } from './support/wallet-pages';

test.describe.configure({ timeout: 300_000 });

test('a deposit approved on the platform appears in the header of an open page without a reload', async ({
  page,
  signedInPlayer,
}) => {
  await signedInPlayer({ balances: { JPY: '1000' } });
  const orderNo = await requestDeposit(page, '10000');
  // The page stays open and untouched: the figure must come to it.
  await expect(page.getByTestId('header-balance')).toContainText('¥1,000.00');
  let navigations = 0;
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame()) navigations++;
  });
  await approveDeposit(orderNo);
  await expect(page.getByTestId('header-balance')).toContainText('¥11K');
  expect(navigations).toBe(0);
});

test("a second tab's return all updates the first tab's game page", async ({ page }) => {
  await loginNewPlayer(page, { JPY: '10000.00' });
  const [game] = await listGames(page.request, { gameType: 'slots', platformCode: 'JPT' });
  if (!game) throw new Error('no JPT slot seeded');
  await page.goto(
    `/ja/slotGame?platformCode=JPT&gameId=${game.gameId}&supMultiMode=${game.supMultiMode}&type=slots`,
  );
  await expect(page.getByRole('heading', { level: 1, name: game.gameName })).toBeVisible({ timeout: 45_000 });
  await expect(page.frameLocator('iframe.game-stage__frame').locator('body')).toHaveAttribute(
    'data-state',
    'ready',
    { timeout: 45_000 },
  );
  await expect(page.getByTestId('game-balance')).toHaveText('¥10,000.00');

  const other = await page.context().newPage();
  await other.goto('/ja/account/wallet');
  await expect(other.getByTestId('game-money-total')).toHaveText('¥10,000.00');
  await other.getByRole('button', { name: 'すべてウォレットに戻す' }).click();
  await expect(other.getByRole('status').filter({ hasText: 'ウォレットに戻しました' })).toBeVisible();

  // The first tab's game page follows without anyone touching it.
  await expect(page.getByTestId('game-balance')).toHaveText('¥0.00');
});

test('losing the network shows reconnecting, and the page recovers and stays live', async ({
  page,
  context,
  signedInPlayer,
}) => {
  await signedInPlayer({ balances: { JPY: '1000' } });
  const orderNo = await requestDeposit(page, '5000');
  const status = page.getByRole('status').filter({ hasText: '再接続しています' });
  await expect(status).toBeHidden();
  await context.setOffline(true);
  await expect(status).toBeVisible();
  // Money changes while the page is away: the resumed stream brings it.
  await approveDeposit(orderNo);
  await context.setOffline(false);
  await expect(status).toBeHidden();
  await expect(page.getByTestId('header-balance')).toContainText('¥6,000.00');
});
