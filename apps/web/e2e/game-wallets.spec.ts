/**
 * "A player's money is never stranded and always in sight" (docs/gateway.md, "Money in games"), through
 * the real stack: every way of leaving a game brings its money back to cash, the player is told, and
 * cash + money in games never changes on the way. The gateway here runs with a short stale time
 * (GAME_WALLET_STALE_MS, e2e/support/stack.ts) so the sweeper's backstop is seconds, not minutes.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  listGames,
  loginNewPlayer,
  openLiveCasinoPopup,
  pickMultiModeGame,
  trpcMutation,
  trpcQuery,
} from './support/part2-player';
import { openPage } from './support/fixtures';

const STALE_MS = Number(process.env.E2E_GAME_WALLET_STALE_MS ?? 20000);
// Games load slowly on a shared 2-core machine; the waits below are for what a player waits for.
test.describe.configure({ timeout: 300_000 });

interface Wallet {
  currency: string;
  amount: string;
  gameAmount: string;
  games: { platformCode: string; amount: string }[];
  total: string;
}

async function jpy(request: APIRequestContext): Promise<Wallet> {
  const s = await trpcQuery<{ user: { wallets: Wallet[] } | null }>(request, 'session.current');
  const w = s.user?.wallets.find((x) => x.currency === 'JPY');
  if (!w) throw new Error('no JPY wallet');
  return w;
}

async function openSlot(page: Page) {
  const [game] = await listGames(page.request, { gameType: 'slots', platformCode: 'JPT' });
  if (!game) throw new Error('no JPT slot seeded');
  await page.goto(
    `/ja/slotGame?platformCode=JPT&gameId=${game.gameId}&supMultiMode=${game.supMultiMode}&type=slots`,
  );
  await expect(page.getByRole('heading', { level: 1, name: game.gameName })).toBeVisible({ timeout: 45_000 });
  const frame = page.frameLocator('iframe.game-stage__frame');
  await expect(frame.locator('body')).toHaveAttribute('data-state', 'ready', { timeout: 45_000 });
  // The money moved in after the game said it was ready.
  await expect(page.getByTestId('game-balance')).toHaveText('¥10,000.00');
  return { game, frame };
}

const returnedDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'ゲームの残高をウォレットに戻しました' });

test('reloading a game page returns its money, says so, and cash + games never changes', async ({ page }) => {
  await loginNewPlayer(page, { JPY: '10000.00' });
  await openSlot(page);
  const inGame = await jpy(page.request);
  expect(inGame.amount).toMatch(/^0(\.0+)?$/);
  expect(inGame.games).toEqual([expect.objectContaining({ platformCode: 'JPT', amount: '10000.00' })]);
  expect(inGame.total).toBe('10000.00');

  await page.reload();
  // The next screen says how much came back, from which game and when.
  const dialog = returnedDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('ジャックポット東京 から ¥10,000.00');
  await expect(dialog).toContainText('ゲームを閉じた(または再読み込みした)ため');
  await expect(dialog).toContainText('受付番号');
  await dialog.getByRole('button', { name: '確認しました' }).click();
  await expect(dialog).toBeHidden();
  // The reloaded game gets the money again once it is ready; the total never moved.
  await expect(page.getByTestId('game-balance')).toHaveText('¥10,000.00');
  expect((await jpy(page.request)).total).toBe('10000.00');
});

test('leaving a game by its back link says the return once: the lobby keeps no statement of it, however late the news comes', async ({
  page,
}) => {
  await loginNewPlayer(page, { JPY: '10000.00' });
  await openSlot(page);
  // The return is held until the lobby has read the statements waiting for the player, so the statement
  // the live channel pushes reaches the lobby after that read (the order a loaded machine can give).
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/trpc\/[^?]*gameWallets\.leave/, async (route) => {
    await held;
    await route.continue();
  });
  const lobbyRead = page.waitForResponse((r) => r.url().includes('gameWallets.statements'));
  const told = expect(page.getByRole('status').filter({ hasText: 'をウォレットに戻しました' })).toContainText(
    '¥10,000.00',
  );
  await page.getByRole('link', { name: 'ロビーに戻る' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'スロット', exact: true })).toBeVisible();
  await lobbyRead;
  release();
  await told;
  await expect.poll(async () => (await jpy(page.request)).amount).toBe('10000.00');
  // The player goes on through the lobby: nothing stands in the way.
  await page
    .getByRole('navigation', { name: 'ゲームカテゴリー' })
    .getByRole('link', { name: 'すべて', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'ゲームロビー', exact: true })).toBeVisible();
  await expect(page.getByTestId('header-balance')).not.toContainText('ゲーム内');
  await expect(returnedDialog(page)).toHaveCount(0);
});

test('leaving a game by typing another URL returns its money at once', async ({ page }) => {
  await loginNewPlayer(page, { JPY: '10000.00' });
  await openSlot(page);
  await page.goto('/ja/account/wallet');
  await expect(returnedDialog(page)).toContainText('ジャックポット東京 から ¥10,000.00');
  const w = await jpy(page.request);
  expect(w.amount).toBe('10000.00');
  expect(w.games).toEqual([]);
  expect(w.total).toBe('10000.00');
  await returnedDialog(page).getByRole('button', { name: '確認しました' }).click();
  await expect(page.getByTestId('game-money-cash')).toHaveText('¥10,000.00');
  await expect(page.getByTestId('game-money-total')).toHaveText('¥10,000.00');
});

test('closing the tab of a game returns its money within the stale time', async ({ page, context }) => {
  await loginNewPlayer(page, { JPY: '10000.00' });
  const tab = await context.newPage();
  await openSlot(tab);
  expect((await jpy(context.request)).gameAmount).toBe('10000.00');
  await tab.close();
  // The beacon returns it at once; the sweeper would within the stale time in any case.
  await expect
    .poll(async () => (await jpy(context.request)).amount, { timeout: STALE_MS * 3 })
    .toBe('10000.00');
  expect((await jpy(context.request)).total).toBe('10000.00');
});

test('the wallet shows money in games per platform and returns it all on request', async ({ page }) => {
  await loginNewPlayer(page, { JPY: '10000.00' });
  await openSlot(page);
  // The game stays open in this tab while the player looks at the wallet in another.
  const other = await page.context().newPage();
  // The account overview shows the same figures.
  await other.goto('/ja/account');
  await expect(other.getByTestId('game-money')).toContainText('ジャックポット東京 のゲーム内残高');
  await expect(other.getByTestId('game-money-total')).toHaveText('¥10,000.00');
  await other.goto('/ja/account/wallet');
  await expect(other.getByTestId('game-money')).toContainText('ジャックポット東京 のゲーム内残高');
  await expect(other.getByTestId('game-money-total')).toHaveText('¥10,000.00');
  await expect(other.getByTestId('header-balance')).toContainText('ゲーム内');
  await other.getByRole('button', { name: 'すべてウォレットに戻す' }).click();
  await expect(other.getByRole('status').filter({ hasText: 'ウォレットに戻しました' })).toContainText(
    '¥10,000.00',
  );
  await expect(other.getByTestId('game-money-cash')).toHaveText('¥10,000.00');
});

test('a live game in a pop-up keeps its money while the window lives, takes bets, and returns it when closed', async ({
  page,
}) => {
  const popup = await openLiveCasinoPopup(page);
  // The pop-up hosts the game; money moves in once the game is ready.
  await expect(popup.locator('body')).toHaveAttribute('data-state', 'ready', { timeout: 45_000 });
  const table = popup.frameLocator('iframe.game-frame');
  await expect(table.getByTestId('game-balance')).toContainText('10,000', { timeout: 15_000 });

  // The window stays open twice the stale time, past the stale time and the sweep that follows it
  // (every quarter of it): its pings keep the money in the game.
  const pingsNeeded = Math.ceil((STALE_MS * 2) / Math.max(200, Math.floor(STALE_MS / 4)));
  for (let i = 0; i < pingsNeeded; i++) {
    await popup.waitForResponse((r) => r.url().includes('/trpc/gameWallets.alive') && r.ok(), {
      timeout: STALE_MS * 2,
    });
    const w = await jpy(page.request);
    expect(w.gameAmount, `ping ${i}`).not.toBe('0.00');
    expect(w.total).toBe('10000.00');
  }
  // The first bet after all that time works.
  await table.getByTestId('game-spin').click();
  await expect(table.getByTestId('game-spin')).toBeEnabled();
  await expect(table.locator('[role="alert"]')).toHaveCount(0);
  const inGame = await jpy(page.request);
  expect(inGame.games.map((g) => g.platformCode)).toEqual(['SKLIVE']);
  const owned = inGame.total;

  await popup.close();
  await expect.poll(async () => (await jpy(page.request)).games.length, { timeout: STALE_MS * 3 }).toBe(0);
  const after = await jpy(page.request);
  expect(after.amount).toBe(owned);
  expect(after.total).toBe(owned);
});

test('the sports book moves money in only when the player asks, never by itself', async ({ page }) => {
  await loginNewPlayer(page, { JPY: '10000.00' });
  await page.goto('/ja/fb');
  const book = page.frameLocator('iframe.sports__frame');
  await expect(book.locator('body')).toHaveAttribute('data-state', 'ready', { timeout: 45_000 });
  const moveIn = page.getByRole('button', { name: 'ゲームに入金' });
  await expect(moveIn).toBeEnabled();
  // The book is open and ready: nothing moved.
  let w = await jpy(page.request);
  expect(w.amount).toBe('10000.00');
  expect(w.games).toEqual([]);

  // A bet without money in the book is refused by the book; the page asks how much to move in.
  await book.locator('[data-testid^="game-pick-"]').first().click();
  await book.getByTestId('game-spin').click();
  await expect(page.getByTestId('sports-ask-funds')).toBeVisible();
  w = await jpy(page.request);
  expect(w.amount).toBe('10000.00');
  expect(w.games).toEqual([]);

  await page.getByLabel('入金額').fill('3000');
  await moveIn.click();
  await expect(page.getByTestId('sports-game-balance')).toHaveText('¥3,000.00');
  w = await jpy(page.request);
  expect(w.amount).toBe('7000.00');
  expect(w.games).toEqual([expect.objectContaining({ platformCode: 'FB', amount: '3000.00' })]);
  expect(w.total).toBe('10000.00');

  // Now the bet goes through.
  await expect(book.getByTestId('game-balance')).toContainText('3,000');
  await book.getByTestId('game-spin').click();
  await expect(book.getByTestId('game-balance')).not.toContainText('3,000');
  const owned = (await jpy(page.request)).total;

  // Leaving the page (a typed URL) returns the book's money, with a statement.
  await page.goto('/ja/account/wallet');
  await expect(returnedDialog(page)).toContainText('FBスポーツ から');
  const after = await jpy(page.request);
  expect(after.games).toEqual([]);
  expect(after.amount).toBe(owned);
  expect(after.total).toBe(owned);
});

test('a game that never says it is ready gets no money, shows the failure and opens again on retry', async ({
  page,
}) => {
  await loginNewPlayer(page, { JPY: '10000.00' });
  const [game] = await listGames(page.request, { gameType: 'slots', platformCode: 'JPT' });
  if (!game) throw new Error('no JPT slot seeded');
  // The provider's game script never arrives: its page loads but the game never starts.
  await page.route('**/games/assets/game.js', (route) => route.abort());
  // The page's time runs on Playwright's clock, so its wait for the game passes without a real one.
  await page.clock.install();
  await page.goto(
    `/ja/slotGame?platformCode=JPT&gameId=${game.gameId}&supMultiMode=${game.supMultiMode}&type=slots`,
  );
  const failure = page.getByRole('alert').filter({ hasText: 'ゲームを開始できませんでした' });
  // The launch is answered (the game's frame is there) and the page waits for the game to say it is ready.
  await expect(page.locator('iframe.game-stage__frame')).toBeAttached();
  // The page waits GAME_WALLET_READY_TIMEOUT_MS for the game, then says it failed: the player looks
  // while the page's time runs ahead, five seconds a look.
  await expect
    .poll(async () => {
      await page.clock.runFor(5_000);
      return failure.isVisible();
    })
    .toBe(true);
  await expect(failure).toContainText('お金は移動していません');
  let w = await jpy(page.request);
  expect(w.amount).toBe('10000.00');
  expect(w.games).toEqual([]);

  await page.unroute('**/games/assets/game.js');
  await failure.getByRole('button', { name: 'もう一度開く' }).click();
  await expect(page.getByTestId('game-balance')).toHaveText('¥10,000.00', { timeout: 45_000 });
  w = await jpy(page.request);
  expect(w.amount).toMatch(/^0(\.0+)?$/);
  expect(w.total).toBe('10000.00');
});

test('after a logout, the next screen says the money in games came back', async ({ page }) => {
  const player = await loginNewPlayer(page, { JPY: '10000.00' });
  await openSlot(page);
  await trpcMutation(page.request, 'session.logout');
  await trpcMutation(page.request, 'session.login', {
    loginType: 'username',
    account: player.username,
    password: player.password,
  });
  // The statement of the logout waits for the player's next session.
  const { list } = await trpcQuery<{ list: { reason: string }[] }>(page.request, 'gameWallets.statements');
  expect(list.map((s) => s.reason)).toEqual(['logout']);
  await page.goto('/ja/');
  const dialog = returnedDialog(page);
  await expect(dialog).toContainText('ログアウトしたため');
  await expect(dialog).toContainText('ジャックポット東京 から ¥10,000.00');
  const w = await jpy(page.request);
  expect(w.amount).toBe('10000.00');
  expect(w.total).toBe('10000.00');
});

test('two games of one platform in multi-machine mode share one wallet, counted once; a reload returns it and the set-up opens again with the same split', async ({
  page,
}) => {
  await loginNewPlayer(page, { JPY: '10000.00' });
  const two = (
    await listGames(page.request, { gameType: 'slots', platformCode: 'JPT', supMultiMode: true })
  ).slice(0, 2);
  expect(two).toHaveLength(2);
  await openPage(page, '/ja/account/multimode', 'マルチ台モード');
  for (const g of two) await pickMultiModeGame(page, g);
  await expect(page.locator('[data-game-key][data-state="running"]')).toHaveCount(2);
  // Both shares are in the one JPT wallet: the platform's figure, shown once, and the total unchanged.
  await expect.poll(async () => (await jpy(page.request)).amount, { timeout: 30_000 }).toBe('5000.00');
  const w = await jpy(page.request);
  expect(w.games).toEqual([expect.objectContaining({ platformCode: 'JPT', amount: '5000.00' })]);
  expect(w.total).toBe('10000.00');
  const balance = page.getByTestId('mm-balance');
  await expect(balance).toContainText('¥10,000.00');
  await expect(balance.locator('[data-platform="JPT"]')).toHaveCount(1);
  await expect(balance.locator('[data-platform="JPT"]')).toContainText('¥5,000.00');
  await expect(page.getByTestId('header-balance')).toContainText('ゲーム内');

  await page.reload();
  await expect(returnedDialog(page)).toContainText('ジャックポット東京 から ¥5,000.00');
  // The set-up survives the reload: both games open again, each taking its share in turn as when they
  // were picked one by one (two games ready at once once took a third each); nothing lost or counted twice.
  await expect(page.locator('[data-game-key][data-state="running"]')).toHaveCount(2);
  await expect.poll(async () => (await jpy(page.request)).amount, { timeout: 30_000 }).toBe('5000.00');
  const after = await jpy(page.request);
  expect(after.games).toEqual([expect.objectContaining({ platformCode: 'JPT', amount: '5000.00' })]);
  expect(after.total).toBe('10000.00');
});
