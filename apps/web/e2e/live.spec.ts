/**
 * The live channel through the real stack: figures pushed to an open page without a reload or a poll.
 * A deposit approved on the platform reaches the header; a "return all" in another tab reaches the game
 * page; the network going away shows "reconnecting" and the page recovers by itself; an idle signed-in
 * page sends nothing but its stream, and the idle time-out signs it out with the reason shown (on a
 * stack of its own whose gateway has a short SESSION_IDLE_MS).
 */
import type { Request } from '@playwright/test';
import { expect, signedInOn, test } from './support/fixtures';
import { listGames, loginNewPlayer } from './support/part2-player';
import { approveDeposit, moneyOn } from './support/platform';
import { startStack, type Stack } from './support/stack';
import { requestDeposit } from './support/wallet-pages';

test.describe.configure({ timeout: 300_000 });

const isStream = (url: string) => /\/trpc\/live\.events(\?|$)/.test(new URL(url).pathname + '?');

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

test.describe('idle time-out on an open page', () => {
  // Longer than the 60 s the page is watched, short enough for a test.
  const IDLE_MS = 75_000;
  let stack: Stack;
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    stack = await startStack({ SESSION_IDLE_MS: String(IDLE_MS) });
  });
  test.afterAll(async () => {
    await stack?.stop();
  });

  test('an idle signed-in page sends no /trpc request but its stream, and is signed out by the idle time-out with the reason shown', async ({
    browser,
  }) => {
    const { context, page } = await signedInOn(browser, stack, 'idle', { JPY: '1000' });
    // The page has started when its heading shows, its live stream is open and the shell's own start-up
    // reads (the credited-deposit notice, the statements) are answered: the quiet minute counts from then.
    const opened = Date.now();
    const answered = (path: string) =>
      page.waitForResponse(
        (r) =>
          new URL(r.url()).pathname.replace('/trpc/', '').split(',').includes(path) &&
          r.request().timing().startTime >= opened,
      );
    const started = Promise.all([
      page.waitForRequest((r) => isStream(r.url())),
      answered('deposit.successfulQuery'),
      answered('gameWallets.statements'),
    ]);
    await page.goto('/ja/account/wallet');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await started;
    await page.waitForLoadState('networkidle');

    const calls: { url: string; at: number }[] = [];
    const record = (r: Request) => {
      if (new URL(r.url()).pathname.startsWith('/trpc/')) calls.push({ url: r.url(), at: Date.now() });
    };
    const idleSince = Date.now();
    page.on('request', record);
    const dialog = page.getByRole('dialog', { name: 'ログアウトしました' });
    await expect(dialog).toBeVisible({ timeout: IDLE_MS + 60_000 });
    const endedAt = Date.now();
    await expect(dialog).toContainText('一定時間操作がなかったため、ログアウトしました。');
    await expect(page).toHaveURL(/\/ja\/login/);

    // Up to the moment the session ended (the page then asks as a visitor), nothing but the stream.
    const quiet = calls.filter((c) => c.at < endedAt - 5_000 && !isStream(c.url));
    expect(quiet.map((c) => c.url)).toEqual([]);
    expect(endedAt - idleSince).toBeGreaterThanOrEqual(60_000);
    await context.close();
  });

  test('a game left open with nobody at it idles out like any page, its money back in cash', async ({
    browser,
  }) => {
    const { context, page, loginName } = await signedInOn(browser, stack, 'idlegame', { JPY: '10000.00' });
    const [game] = await listGames(page.request, { gameType: 'slots', platformCode: 'JPT' });
    if (!game) throw new Error('no JPT slot seeded');
    await page.goto(`/ja/slotGame?platformCode=JPT&gameId=${game.gameId}&supMultiMode=false&type=slots`);
    const frame = page.frameLocator('iframe.game-stage__frame');
    await expect(frame.locator('body')).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });
    await expect(page.getByTestId('game-balance')).toHaveText('¥10,000.00');
    const idleSince = Date.now();

    // The game page keeps its lease with background pings: they do not hold the session open. The
    // pushed ending and a refused ping may reach the page in either order (each says why).
    const dialog = page.getByRole('dialog', { name: /ログアウトしました|ログインが終了しました/ });
    await expect(dialog).toBeVisible({ timeout: IDLE_MS + 90_000 });
    expect(Date.now() - idleSince).toBeGreaterThanOrEqual(IDLE_MS - 5_000);
    await expect(dialog).toContainText(/一定時間操作がなかったため|ログインの有効期限が切れたか/);
    await expect(page).toHaveURL(/\/ja\/login/);
    await expect
      .poll(async () => {
        const money = await moneyOn(stack.platformUrl, loginName);
        return [money.cash.JPY, Number(money.games.JPT?.JPY ?? 0)];
      })
      .toEqual(['10000.00', 0]);
    await context.close();
  });
});
