/**
 * The staff view (/kiosk/staff/) against the real stack: a venue's credential (never the player
 * session), every terminal of the venue live from the heartbeats, and the actions: pause with a
 * graceful cash-out, resume, reload. A terminal that stops beating shows offline within 3 beats.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, openGames, openTerminal, signIn, test, withGatewayEnv } from './support/fixtures';
import { OTHER_VENUE_TERMINAL, STAFF_TOKEN, TERMINAL } from './support/stack';

async function staffPage(browser: Browser, baseURL: string): Promise<Page> {
  // Its own browser context: no terminal or player cookie is shared with the terminal's page.
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 }, locale: 'ja-JP' });
  const page = await context.newPage();
  await page.goto(`${baseURL}/kiosk/staff`);
  await expect(page.getByRole('heading', { name: 'スタッフログイン' })).toBeVisible();
  return page;
}

async function staffSignIn(page: Page, credential = STAFF_TOKEN) {
  await page.getByLabel('スタッフ認証キー').fill(credential);
  await page.getByRole('button', { name: 'ログイン' }).click();
}

const row = (page: Page, id: string) => page.getByRole('row', { name: id });

test.describe('staff view', () => {
  // A shared build machine can make every tap slow; waiting is on what the page shows, not on time.
  test.describe.configure({ timeout: 900_000 });
  test("shows its venue's terminals live and pauses one mid-visit with a cash-out", async ({
    page,
    browser,
    stack,
  }) => {
    const staff = await staffPage(browser, stack.baseURL);
    await staffSignIn(staff, 'not-the-staff-credential-at-all');
    await expect(staff.getByRole('alert')).toHaveText('認証キーが正しくありません');
    await staffSignIn(staff);
    await expect(staff.getByRole('heading', { name: 'スタッフ画面' })).toBeVisible();
    await expect(staff.getByText('店舗: HALL-1')).toBeVisible();
    // Another venue's terminal is not there.
    await expect(row(staff, OTHER_VENUE_TERMINAL.id)).toHaveCount(0);

    const player = await stack.createPlayer({ JPY: '20000' });
    await signIn(page, stack, player);
    await openGames(page, [['JPT', 0]]);
    await expect(page.locator('.cui-grid__cells')).toHaveAttribute('data-running', '1', { timeout: 60_000 });

    // Live: the customer and the money in the games appear without a reload.
    const line = row(staff, TERMINAL.id);
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
    await expect(page.getByRole('button', { name: 'タッチしてスタート' })).toBeVisible();

    // Reload: a new document.
    await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true));
    const reloaded = page.waitForEvent('load', { timeout: 120_000 });
    await line.getByRole('button', { name: `再読み込み: ${TERMINAL.id}` }).click();
    await reloaded;
    await expect(page.getByRole('button', { name: 'タッチしてスタート' })).toBeVisible();
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
      await expect(kiosk.getByRole('button', { name: 'タッチしてスタート' })).toBeVisible();

      const staff = await staffPage(browser, stack.baseURL);
      await staffSignIn(staff);
      const line = row(staff, TERMINAL.id);
      await expect(line).toContainText('オンライン');
      await terminal.close();
      await expect(line).toContainText('オフライン');
      await staff.context().close();
    });
  });
});
