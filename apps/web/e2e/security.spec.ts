/**
 * Browser checks of the site's own protections: an open signed-in page that nobody touches is signed
 * out at SESSION_IDLE_MS (its polls do not keep the session alive), and the game frames of the
 * multi-machine page and of the pop-up host (public/loading/host.js) are sandboxed like every other.
 */
import { expect, test, type Locator } from '@playwright/test';
import { openLiveCasinoPopup, openMultiModeWithOneGame } from './support/part2-player';
import { devKey, startStack, type Stack } from './support/stack';

const IDLE_MS = 45_000;

test.describe('an open page nobody touches', () => {
  let own: Stack;
  test.beforeAll(async () => {
    // A stack of its own: an idle time-out longer than the site's 20 s and 30 s polls, so a poll that
    // slid it would keep the session alive for ever.
    own = await startStack({ SESSION_IDLE_MS: String(IDLE_MS) });
  });
  test.afterAll(async () => {
    await own?.stop();
  });

  test('is signed out at SESSION_IDLE_MS', async ({ page }) => {
    const username = `idle${Date.now().toString(36)}`.slice(0, 18);
    const password = 'secret123';
    const created = await fetch(`${own.platformUrl}/_dev/players`, {
      method: 'POST',
      headers: { 'x-dev-key': devKey(), 'content-type': 'application/json' },
      body: JSON.stringify({ username, password, currency: 'JPY', balances: { JPY: '1000.00' } }),
    });
    expect(created.ok).toBe(true);
    await page.goto(`${own.gatewayUrl}/ja/login`);
    await page.getByLabel('ユーザー名またはメールアドレス').fill(username);
    await page.getByLabel('パスワード', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await expect(page.getByTestId('header-balance')).toBeVisible();
    // Nobody touches the page: the next call after the idle time-out finds the session gone and the
    // site says so with its login page.
    await expect(page.getByRole('heading', { level: 1, name: 'ログイン', exact: true })).toBeVisible({
      timeout: IDLE_MS * 4,
    });
    await expect(page.getByTestId('header-balance')).toBeHidden();
  });
});

/** The one game frame `frame` names runs scripts, and may neither navigate the top, open windows, show modals nor download. */
async function expectSandboxed(frame: Locator) {
  await expect(frame).toHaveCount(1);
  const sandbox = (await frame.getAttribute('sandbox')) ?? '';
  expect(sandbox.split(' ')).toContain('allow-scripts');
  for (const f of ['allow-top-navigation', 'allow-popups', 'allow-modals', 'allow-downloads'])
    expect(sandbox).not.toContain(f);
}

test('the multi-machine page runs its games in sandboxed frames', async ({ page }) => {
  await openMultiModeWithOneGame(page);
  await expectSandboxed(page.locator('[data-game-key] iframe'));
});

test('the pop-up host runs its game in a sandboxed frame', async ({ page }) => {
  const popup = await openLiveCasinoPopup(page);
  await expectSandboxed(popup.locator('iframe.game-frame'));
  await popup.close();
});
