/**
 * A power cut on the terminal: the browser process dies (SIGKILL) while money is in two games. When the
 * terminal comes back (the launch URL in a fresh profile, as the launcher starts it), the gateway knows
 * the terminal and returns that visit's game wallets at once, not after the stale time. Whoever stands at
 * the terminal reads only that the previous visit ended unexpectedly (no name, amount or reference); the
 * owner gets the full statement, every game's return in it, at their next sign-in. The platform's ledger
 * (dev endpoint GET /_dev/money) shows cash + games unchanged at every read.
 */
import type { Page } from '@playwright/test';
import {
  cashOutIfSignedIn,
  expect,
  gamesRunning,
  openGames,
  signedInCustomer,
  signIn,
  startButton,
  test,
  useGatewayEnv,
} from './support/fixtures';
import {
  cashWholeAgain,
  cutPower,
  killableBrowser,
  money,
  moneyInGames,
  terminalPage,
} from './support/power';
import type { KioskStack } from './support/stack';

const AMOUNT = 20000;

/** Signs a new player in on a killable browser and opens JPT and ISLOT with the money split evenly. */
async function twoGamesRunning(stack: KioskStack) {
  const player = await stack.createPlayer({ JPY: String(AMOUNT) });
  const { server, browser } = await killableBrowser();
  const page = await terminalPage(browser);
  await signIn(page, stack, player);
  await openGames(page, [
    ['JPT', 0],
    ['ISLOT', 0],
  ]);
  await gamesRunning(page, 2);
  await moneyInGames(stack, player.loginName, AMOUNT);
  return { player, server, browser };
}

/** The owner's statement after sign-in: both games' returns, the total and the cash after. */
async function ownerSeesWholeStatement(page: Page, reason: string | RegExp) {
  const statement = page.getByRole('region', { name: 'ゲーム内のお金を現金に戻しました' });
  await expect(statement).toBeVisible();
  await expect(statement).toContainText(reason);
  await expect(page.getByTestId('statement-line-JPT')).toHaveText('ジャックポット東京: ¥10,000.00');
  await expect(page.getByTestId('statement-line-ISLOT')).toHaveText('アイスロット: ¥10,000.00');
  await expect(page.getByTestId('statement-returned')).toHaveText('¥20,000.00');
  await expect(page.getByTestId('statement-cash-JPY')).toHaveText('¥20,000.00');
  await page.getByRole('button', { name: '確認しました' }).tap();
  await expect(page.getByTestId('balance-cash')).toHaveText('¥20,000.00');
}

test.describe('power cut with money in two games', () => {
  test.describe.configure({ timeout: 900_000 });

  test('money back within 15 s of the return, a neutral notice on the terminal, the full statement for its owner', async ({
    page,
    stack,
  }) => {
    const { player, server, browser } = await twoGamesRunning(stack);
    await cutPower(server, browser);
    expect(await money(stack, player.loginName)).toEqual({ cash: 0, games: AMOUNT, total: AMOUNT });

    // The terminal comes back: a fresh profile on the launch URL.
    await page.goto(stack.launchUrl());
    await cashWholeAgain(stack, player.loginName, AMOUNT, { timeout: 15_000, intervals: [250] });

    // Whoever stands there learns only that a visit ended and its money is back with its owner.
    const notice = page.getByRole('alertdialog', { name: '前回のご利用は予期せず終了しました' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('ゲーム内のお金はお客様のアカウントに戻っています');
    await expect(notice).not.toContainText(player.loginName);
    await expect(notice).not.toContainText(player.username);
    await expect(notice).not.toContainText('¥');
    await expect(notice).not.toContainText(/R\d{8}/);
    await expect(page.getByTestId('statement')).toHaveCount(0);
    await expect(page.getByTestId('statement-qr')).toHaveCount(0);
    await notice.getByRole('button', { name: '確認しました' }).tap();
    await expect(startButton(page)).toBeVisible();
    // Seen once: the next start shows nothing of it.
    await page.reload();
    await expect(startButton(page)).toBeVisible();
    await expect(notice).toHaveCount(0);

    // The owner signs in again: the whole statement, both games' returns, is theirs.
    await signIn(page, stack, player);
    await ownerSeesWholeStatement(page, '前回のご利用が予期せず終了したため');
    expect(await money(stack, player.loginName)).toEqual({ cash: AMOUNT, games: 0, total: AMOUNT });
  });

  test("the crashed visit stays its owner's when another customer plays first: never shown to them, never replaced", async ({
    page,
    stack,
  }) => {
    const a = await twoGamesRunning(stack);
    await cutPower(a.server, a.browser);

    // The terminal comes back; customer B plays and cashes out before A returns.
    await page.goto(stack.launchUrl());
    await expect
      .poll(async () => (await money(stack, a.player.loginName)).cash, { timeout: 15_000 })
      .toBe(AMOUNT);
    await expect(page.getByRole('alertdialog', { name: '前回のご利用は予期せず終了しました' })).toBeVisible();
    const b = await signedInCustomer(page, stack, '5000');
    // B sees nothing of A's visit.
    await expect(page.getByTestId('statement')).toHaveCount(0);
    await expect(page.getByText(a.player.loginName)).toHaveCount(0);
    await openGames(page, [['JPT', 0]]);
    await gamesRunning(page, 1);
    await cashOutIfSignedIn(page);
    expect(await money(stack, b.loginName)).toEqual({ cash: 5000, games: 0, total: 5000 });

    // A comes back later: their statement, whole.
    await signIn(page, stack, a.player);
    await ownerSeesWholeStatement(page, '前回のご利用が予期せず終了したため');
    expect(await money(stack, a.player.loginName)).toEqual({ cash: AMOUNT, games: 0, total: AMOUNT });
  });

  test.describe('a terminal that never comes back', () => {
    useGatewayEnv({ GAME_WALLET_STALE_MS: '15000', GAME_WALLET_SWEEP_INTERVAL_MS: '500' });

    test('the sweep returns every game of the visit in one statement, which its owner sees at sign-in', async ({
      page,
      stack,
    }) => {
      const a = await twoGamesRunning(stack);
      await cutPower(a.server, a.browser);
      // Nobody opens the terminal: the stale time passes and the sweeper returns both games.
      await cashWholeAgain(stack, a.player.loginName, AMOUNT);
      // The owner signs in (the terminal first says only that a visit ended unexpectedly).
      await page.goto(stack.launchUrl());
      await expect(
        page.getByRole('alertdialog', { name: '前回のご利用は予期せず終了しました' }),
      ).toBeVisible();
      await expect(page.getByTestId('statement')).toHaveCount(0);
      await signIn(page, stack, a.player);
      await ownerSeesWholeStatement(page, 'ゲームの応答が途絶えたため');
    });
  });
});
