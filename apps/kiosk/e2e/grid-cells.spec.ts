/**
 * The grid's cells on the terminal: a game frame that navigates away from its game is a failed game
 * (its money back in cash, a retry offered), never one still counted as running; in the 4-game grid the
 * cell's own money badge never covers the game's balance; the top bar names the customer by the
 * username they typed, whole. The platform's ledger (GET /_dev/money) shows cash + games unchanged.
 */
import { expect, gameFrames, gamesRunning, openGames, signedInCustomer, test } from './support/fixtures';
import { cashWholeAgain, money, moneyInGames } from './support/power';

test.describe('grid cells on the terminal', () => {
  test.describe.configure({ timeout: 900_000 });

  test('a game frame that navigates away counts as failed: its money comes back and a retry is offered', async ({
    page,
    stack,
  }) => {
    const player = await signedInCustomer(page, stack, '20000');
    await openGames(page, [['JPT', 0]]);
    const cells = page.locator('.cui-grid__cells');
    await gamesRunning(page, 1);
    await moneyInGames(stack, player.loginName, 20000);

    // The game's page goes somewhere else inside its frame.
    const [game] = gameFrames(page);
    expect(game, 'the game frame').toBeTruthy();
    await game!.evaluate(() => window.location.assign(`${window.location.origin}/games/`));

    const cell = page.getByRole('listitem').filter({ has: page.getByRole('alert') });
    await expect(cell.getByRole('alert')).toContainText(
      'ゲームの画面が切り替わったため終了しました。ゲーム内のお金は現金に戻しました。',
    );
    await expect(cells).toHaveAttribute('data-running', '0');
    await cashWholeAgain(stack, player.loginName, 20000);
    await expect(page.getByTestId('balance-cash')).toHaveText('¥20,000.00');

    // Retry: the game runs again with the amount first asked for.
    await cell.getByRole('button', { name: /^もう一度読み込む: / }).tap();
    await gamesRunning(page, 1);
    await moneyInGames(stack, player.loginName, 20000);
    expect((await money(stack, player.loginName)).total).toBe(20000);
  });

  test("in the 4-game grid the cell's money badge leaves the game's balance in sight; the top bar shows the username whole", async ({
    page,
    stack,
  }) => {
    const player = await signedInCustomer(page, stack, '40000');
    const bar = page.getByText(/^ログイン中: /);
    await expect(bar).toHaveText(`ログイン中: ${player.username}`);
    expect(await bar.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

    await openGames(page, [
      ['JPT', 0],
      ['JPT', 1],
      ['ISLOT', 0],
      ['ISLOT', 1],
    ]);
    await gamesRunning(page, 4, 180_000);
    const frames = gameFrames(page);
    expect(frames).toHaveLength(4);
    for (const frame of frames) {
      const balance = await frame.getByTestId('game-balance').boundingBox();
      const element = await frame.frameElement();
      const cellKey = await element.evaluate(
        (el) => (el as HTMLElement).closest('li')?.getAttribute('data-game-key') ?? '',
      );
      const badge = await page.getByTestId(`in-game-${cellKey}`).locator('..').boundingBox();
      const frameBox = await element.boundingBox();
      expect(balance && badge && frameBox, 'balance, badge and frame are on screen').toBeTruthy();
      const overlap =
        balance!.x < badge!.x + badge!.width &&
        badge!.x < balance!.x + balance!.width &&
        balance!.y < badge!.y + badge!.height &&
        badge!.y < balance!.y + balance!.height;
      expect(overlap, `the money badge of ${cellKey} covers the game's balance`).toBe(false);
      // And the game's balance lies inside its frame's visible area.
      expect(balance!.y + balance!.height).toBeLessThanOrEqual(frameBox!.y + frameBox!.height + 1);
    }
    await expect(bar).toHaveText(`ログイン中: ${player.username}`);
  });
});
