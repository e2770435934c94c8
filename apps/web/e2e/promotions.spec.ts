/**
 * Promotions against the real stack: a tournament prize claimed after the tournament ends, a
 * guess-game bet placed (with its estimated reward), settled and claimed, a visitor's guess page without
 * the calls only a bet needs, the daily check-in with its
 * reward, a free spin applied for and played, and the accessibility of the promotion pages.
 */
import { expect, test } from '@playwright/test';
import { seriousViolationsOutsideFrames } from './support/axe';
import { cashJpy, dev, loginNewPlayer, trpcQuery } from './support/part2-player';

interface Tournament {
  tournamentId: string;
  name: string;
  status: number;
  currency: string;
  gameTypes: string[];
  platformCodes: string[];
}

test('a player in the prize ranks claims a tournament prize once it has ended', async ({ page }) => {
  const player = await loginNewPlayer(page, { JPY: '1000000.00' });
  const { list } = await trpcQuery<{ list: Tournament[] }>(page.request, 'tournament.list', {
    pageNo: 1,
    pageSize: 50,
    status: 1,
  });
  const open = list.find(
    (t) => t.gameTypes.length === 0 && t.platformCodes.length === 0 && t.currency === 'JPY',
  );
  expect(open).toBeDefined();
  await dev('/_dev/bets', { loginName: player.loginName, currency: 'JPY', amount: '900000.00', win: '0' });
  await dev('/_dev/tournaments/end', { tournamentId: open!.tournamentId });

  await page.goto('/ja/promotions');
  await expect(page.getByRole('heading', { level: 1, name: 'プロモーション', exact: true })).toBeVisible();
  await page.getByRole('link', { name: new RegExp(`^詳細.*${open!.name}`) }).click();
  await expect(page.getByRole('heading', { name: open!.name })).toBeVisible();
  await expect(page.getByTestId('my-rank')).toHaveText(/#\d+/);
  const before = Number(await cashJpy(page.request));
  await page.getByRole('button', { name: '賞金を受け取る' }).click();
  await expect(page.getByText('受け取り済み')).toBeVisible();
  await expect.poll(async () => Number(await cashJpy(page.request))).toBeGreaterThan(before);
});

interface GuessGame {
  gameId: string;
  title: string;
  minBet: string;
  options: { optionId: string; name: string; odds: string }[];
}

test('a player places a guess-game bet with its estimated reward, and claims the prize when it wins', async ({
  page,
}) => {
  await loginNewPlayer(page, { JPY: '50000.00' });
  const { list } = await trpcQuery<{ list: GuessGame[] }>(page.request, 'guessgame.gameList', {
    pageNo: 1,
    pageSize: 20,
    status: 0,
  });
  const game = list[0]!;
  const option = game.options[0]!;

  await page.goto('/ja/promotions/guess');
  await expect(page.getByRole('heading', { level: 1, name: 'プロモーション', exact: true })).toBeVisible();
  const card = page.getByRole('article', { name: game.title });
  await card.getByRole('radio', { name: new RegExp(option.name) }).check();
  await card.getByRole('textbox', { name: /ベット額/ }).fill('1000');
  const expected = (1000 * Number(option.odds)).toLocaleString('ja-JP', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  await expect(card.getByTestId('estimate')).toHaveText(`¥${expected}`);
  await card.getByRole('button', { name: 'ベットする' }).click();
  await expect(page.getByTestId('my-bets')).toContainText(option.name);

  await dev('/_dev/guessgame/settle', { gameId: game.gameId, resultOptionId: option.optionId });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'プロモーション', exact: true })).toBeVisible();
  const prizes = page.getByRole('region', { name: '獲得賞金' });
  const before = Number(await cashJpy(page.request));
  await prizes.getByRole('button', { name: '受け取る' }).first().click();
  await expect(prizes.getByText('受け取り済み')).toBeVisible();
  await expect.poll(async () => Number(await cashJpy(page.request))).toBeGreaterThan(before);
});

test('a visitor browses the open guess games without the page asking for what only a bet needs', async ({
  page,
}) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/trpc/')) calls.push(...pathname.slice('/trpc/'.length).split(','));
  });
  await page.goto('/ja/promotions/guess');
  await expect(page.getByRole('heading', { level: 1, name: 'プロモーション', exact: true })).toBeVisible();
  // Every open game's card, with its options to read, and no stake field (a visitor cannot bet).
  const cards = page.getByRole('article');
  await expect(cards.first().getByRole('radio').first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: /ベット額/ })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(calls).toContain('guessgame.gameList');
  // The app ids a bet names and the reward estimate belong to a player's bet.
  expect(calls.filter((c) => c === 'common.config' || c === 'guessgame.estimateReward')).toEqual([]);
});

test('a player checks in for the day and collects the reward', async ({ page }) => {
  await loginNewPlayer(page);
  await page.goto('/ja/promotions/check-in');
  await expect(page.getByRole('heading', { level: 1, name: 'プロモーション', exact: true })).toBeVisible();
  await page.getByRole('button', { name: '今日のチェックイン' }).click();
  await expect(page.getByText('本日チェックイン済み')).toBeVisible();
  await expect(page.getByTestId('streak')).toHaveText('連続 1日');
  await expect(page.getByRole('gridcell', { name: /チェックイン済み/ })).toHaveCount(1);
  await page.getByRole('button', { name: /報酬を受け取る/ }).click();
  await expect(page.getByRole('button', { name: /報酬を受け取る/ })).toBeHidden();
});

test('a player applies for free spins and plays one', async ({ page }) => {
  await loginNewPlayer(page);
  await page.goto('/ja/promotions/free-spins');
  await expect(page.getByRole('heading', { level: 1, name: 'プロモーション', exact: true })).toBeVisible();
  const offers = page.getByRole('region', { name: '申し込めるフリースピン' });
  await offers
    .getByRole('button', { name: /^申し込む/ })
    .first()
    .click();
  const wallets = page.getByTestId('free-spin-wallets');
  const row = wallets.getByRole('listitem').first();
  await expect(row).toBeVisible();
  const left = Number((await row.textContent())?.match(/残り (\d+) 回/)?.[1]);
  await row.getByRole('button', { name: /^プレイする/ }).click();
  const frame = page.frameLocator('iframe.fs-frame');
  await expect(frame.locator('#left')).toHaveText(String(left));
  // The dialog has settled: its opening animation moves the frame, and Playwright's checks inside the
  // frame do not see the frame itself move, so a click during it can land beside the game's button.
  await page
    .getByRole('dialog')
    .evaluate((d) => Promise.all(d.getAnimations({ subtree: true }).map((a) => a.finished)));
  // Marks this document: if the game reloaded under the player (the page re-creating the frame after
  // a refetch), the mark would be gone.
  await frame.locator('body').evaluate((b) => b.setAttribute('data-e2e-opened', ''));
  await frame.locator('#spin').click();
  // What the player waits for: the reels stop with a result, or the slot says why not (a failed or
  // refused spin); either way the game must be the one the spin was pressed in.
  await expect(frame.locator('body[data-rounds], #msg:not(:empty)').first()).toBeVisible();
  await expect(frame.locator('#msg')).toBeEmpty();
  await expect(frame.locator('body')).toHaveAttribute('data-e2e-opened', '');
  await expect(frame.locator('body')).toHaveAttribute('data-rounds', /\d+/);
  await expect(frame.locator('#left')).toHaveText(String(left - 1));
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /閉じる/ })
    .first()
    .click();
  await expect(wallets.getByRole('listitem').first()).toContainText(`残り ${left - 1} 回`);
});

// One test per page, so each has its own time budget and a failure names its page.
for (const [path, heading] of [
  ['/ja/promotions', 'プロモーション'],
  ['/ja/promotions/lottery', 'プロモーション'],
  ['/ja/promotions/guess', 'プロモーション'],
  ['/ja/promotions/tasks', 'プロモーション'],
  ['/ja/promotions/check-in', 'プロモーション'],
  ['/en/promotions/free-spins', 'Promotions'],
  ['/en/promotions/vip', 'Promotions'],
] as const) {
  test(`the promotion page ${path} has no serious or critical accessibility violation`, async ({ page }) => {
    await loginNewPlayer(page);
    await page.goto(path);
    expect(await seriousViolationsOutsideFrames(page, path, heading)).toEqual([]);
  });
}
