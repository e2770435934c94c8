/**
 * The staff view (/kiosk/staff/) against the real stack: a venue's credential (never the player
 * session), every terminal of the venue live from the heartbeats, and the actions: pause with a
 * graceful cash-out, resume, reload. A terminal that stops beating shows offline within 3 beats.
 */
import {
  expect,
  gamesRunning,
  openGames,
  openTerminal,
  signedInCustomer,
  startButton,
  test,
  withGatewayEnv,
} from './support/fixtures';
import { openStaffView, staffPage, staffSignIn, terminalRow } from './support/staff';
import { OTHER_VENUE_TERMINAL, TERMINAL } from './support/stack';

test.describe('staff view', () => {
  // A shared build machine can make every tap slow; waiting is on what the page shows, not on time.
  test.describe.configure({ timeout: 900_000 });
  test("shows its venue's terminals live and pauses one mid-visit with a cash-out", async ({
    page,
    browser,
    stack,
  }) => {
    const staff = await openStaffView(browser, stack.baseURL);
    await staffSignIn(staff, 'not-the-staff-credential-at-all');
    await expect(staff.getByRole('alert')).toHaveText('認証キーが正しくありません');
    await staffSignIn(staff);
    await expect(staff.getByRole('heading', { name: 'スタッフ画面' })).toBeVisible();
    await expect(staff.getByText('店舗: HALL-1')).toBeVisible();
    // Another venue's terminal is not there.
    await expect(terminalRow(staff, OTHER_VENUE_TERMINAL.id)).toHaveCount(0);

    const player = await signedInCustomer(page, stack, '20000');
    await openGames(page, [['JPT', 0]]);
    await gamesRunning(page, 1, 60_000);

    // Live: the customer and the money in the games appear without a reload.
    const line = terminalRow(staff, TERMINAL.id);
    await expect(line).toContainText('オンライン');
    await expect(line).toContainText(player.loginName);
    await expect(line).toContainText('¥20,000.00');
    await expect(line).toContainText('0.1.0');

    // Pause mid-visit: the customer is cashed out with a statement, then the terminal rests.
    await line.getByRole('button', { name: `休止(精算): ${TERMINAL.id}` }).click();
    await line.getByRole('button', { name: '実行する' }).click();
    await expect(page.getByText('スタッフにより端末が停止されたため、精算しました。')).toBeVisible();
    await expect(page.getByTestId('final-balance')).toHaveText('¥20,000.00');
    await page.getByRole('button', { name: 'おわる' }).tap();
    await expect(page.getByRole('heading', { name: 'この端末はただいま休止中です' })).toBeVisible();
    await expect(line).toContainText('休止中');
    await expect(line).not.toContainText(player.loginName);

    // Resume: the terminal starts fresh.
    await line.getByRole('button', { name: `再開: ${TERMINAL.id}` }).click();
    await expect(startButton(page)).toBeVisible();

    // Reload: a new document.
    await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true));
    const reloaded = page.waitForEvent('load', { timeout: 120_000 });
    await line.getByRole('button', { name: `再読み込み: ${TERMINAL.id}` }).click();
    await reloaded;
    await expect(startButton(page)).toBeVisible();
    // The attract screen is a new document's: the mark set in the old one is gone.
    expect(
      await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload ?? false),
    ).toBe(false);
    await staff.context().close();
  });

  test('shows a terminal offline once it misses three heartbeats', async ({ browser, stack }) => {
    await withGatewayEnv(stack, { KIOSK_HEARTBEAT_MS: '1000' }, async () => {
      const terminal = await browser.newContext({
        viewport: { width: 1920, height: 1080 },
        hasTouch: true,
        locale: 'ja-JP',
      });
      const kiosk = await terminal.newPage();
      await openTerminal(kiosk, stack);
      await expect(startButton(kiosk)).toBeVisible();

      const staff = await staffPage(browser, stack.baseURL);
      const line = terminalRow(staff, TERMINAL.id);
      await expect(line).toContainText('オンライン');
      await terminal.close();
      await expect(line).toContainText('オフライン');
      await staff.context().close();
    });
  });
});
