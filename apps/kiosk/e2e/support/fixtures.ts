/**
 * Playwright fixtures: the real stack once per worker, and helpers that act like a customer (taps on
 * the on-screen keyboard, never `fill`).
 */
import { test as base, expect, type Frame, type Page } from '@playwright/test';
import { ensureKioskBuild, startKioskStack, type KioskStack } from './stack';
import { platformTab } from './providers';

export const test = base.extend<{ endsVisit: void }, { stack: KioskStack }>({
  /**
   * A customer who is still signed in when a test ends cashes out, as they would before walking away: a
   * visit left with money in games would otherwise be swept minutes later, and its statement would then
   * appear on the terminal in the middle of a later test (the terminal shows it to whoever is next).
   */
  endsVisit: [
    async ({ page }, use) => {
      await use();
      // Best effort: a test that ends with a dialog over the screen leaves the visit to the sweep, as before.
      await cashOutIfSignedIn(page).catch(() => undefined);
    },
    { auto: true },
  ],
  stack: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      ensureKioskBuild();
      const stack = await startKioskStack();
      await use(stack);
      await stack.stop();
    },
    // A budget, not an expectation: building the kiosk and starting the stack took over 4 minutes at
    // load average 30 (six engineers testing on 2 cores).
    { scope: 'worker', timeout: 900_000 },
  ],
});
export { expect };

/**
 * Runs `fn` on a gateway restarted with `env`, then restarts it with `after` (default: the stack's own
 * settings), whether `fn` passed or failed.
 */
export async function withGatewayEnv(
  stack: KioskStack,
  env: Record<string, string>,
  fn: () => Promise<void>,
  after: Record<string, string> = {},
) {
  await stack.restartGateway(env);
  try {
    await fn();
  } finally {
    await stack.restartGateway(after);
  }
}

/** The tests of the enclosing describe block run on a gateway restarted with `env`; its own settings come back after them. */
export function useGatewayEnv(env: Record<string, string>) {
  test.beforeAll(async ({ stack }) => {
    await stack.restartGateway(env);
  });
  test.afterAll(async ({ stack }) => {
    await stack.restartGateway({});
  });
}

/** Types `text` by tapping the on-screen keyboard's keys (shift for capitals). */
export async function typeOnScreen(page: Page, text: string) {
  const board = page.getByRole('group', { name: /スクリーンキーボード|On-screen keyboard/ });
  for (const ch of text) {
    const upper = ch !== ch.toLowerCase();
    if (upper) await board.locator('[data-skbtn="{shift}"]').tap();
    await board.locator(`[data-skbtn="${ch}"]`).first().tap();
  }
}

/**
 * Opens the terminal as the next customer finds it, at the attract screen. When the previous test's visit
 * ended without a cash-out (its page closed), the terminal first shows that visit's statement of money
 * returned: it is acknowledged here, as the next customer or staff would.
 */
export async function openTerminal(page: Page, stack: KioskStack) {
  await page.goto(stack.launchUrl());
  const start = page.getByRole('button', { name: /^(タッチしてスタート|Touch to start)$/ });
  const ack = page.getByRole('button', { name: /^(確認しました|OK)$/ });
  for (let shown = 0; shown < 10; shown++) {
    await expect(start.or(ack).first()).toBeVisible();
    // A notice over the attract screen (a visit that ended unexpectedly) is acknowledged first.
    if (await ack.first().isVisible()) {
      await ack.first().tap();
      continue;
    }
    if (await start.isVisible()) return;
  }
  throw new Error('the terminal kept showing statements');
}

export async function signIn(page: Page, stack: KioskStack, player: { username: string; password: string }) {
  await openTerminal(page, stack);
  await page.getByRole('button', { name: 'タッチしてスタート' }).tap();
  await expect(page.getByRole('heading', { name: 'ログイン', exact: true })).toBeVisible();
  await page.getByLabel('ユーザー名', { exact: true }).tap();
  await typeOnScreen(page, player.username);
  await page.getByLabel('パスワード', { exact: true }).tap();
  await typeOnScreen(page, player.password);
  await page.getByRole('button', { name: 'ログイン', exact: true }).tap();
  await expect(page.getByTestId('balance-total')).toBeVisible();
}

/** A new customer with `jpy` yen of cash, signed in at the terminal. */
export async function signedInCustomer(page: Page, stack: KioskStack, jpy: string) {
  const player = await stack.createPlayer({ JPY: jpy });
  await signIn(page, stack, player);
  return player;
}

/** Selects games in the open picker: [platform tab, index of the game in the tab]. */
export async function selectGames(page: Page, games: [string, number][]) {
  const picker = page.getByRole('dialog', { name: '台を選ぶ' });
  for (const [platform, index] of games) {
    await picker.getByRole('tab', { name: platformTab(platform), exact: true }).tap();
    const play = picker.getByRole('button', { name: /^プレイ: / });
    await expect(play.first()).toBeVisible();
    await play.nth(index).tap();
    await expect(play.nth(index)).toHaveAttribute('aria-pressed', 'true');
  }
}

/**
 * Opens games through the picker and the amount sheet, with the sheet's default amounts (all the cash
 * for one game, an even split for several).
 */
export async function openGames(page: Page, games: [string, number][]) {
  await page.getByRole('button', { name: '台を選ぶ' }).first().tap();
  await selectGames(page, games);
  const picker = page.getByRole('dialog', { name: '台を選ぶ' });
  await picker.getByRole('button', { name: '選んだ台でプレイ' }).tap();
  await expect(picker).toBeHidden();
  const sheet = page.getByRole('dialog', { name: 'ゲームに入れる金額' });
  await sheet.getByRole('button', { name: 'この金額でプレイ' }).tap();
  await expect(sheet).toBeHidden();
}

/** Opens the first (or index-th) game of a platform tab, with the default amount. */
export async function openGame(page: Page, platform: string, index = 0) {
  await openGames(page, [[platform, index]]);
}

/**
 * Waits until `count` games run in the grid: each game's page has loaded and taken its money, which
 * takes a while on a loaded machine.
 */
export async function gamesRunning(page: Page, count: number, timeout = 120_000) {
  await expect(page.locator('.cui-grid__cells')).toHaveAttribute('data-running', String(count), { timeout });
}

/** The grid's game frames, not the hidden warm frame of the sign-in (features/play/warm-frame.tsx). */
export function gameFrames(page: Page): Frame[] {
  return page
    .frames()
    .filter(
      (f) => f !== page.mainFrame() && f.url().includes('/games/play/') && f.name() !== 'kiosk-warm-game',
    );
}

/** Taps the cash-out button and confirms it in the dialog that asks. */
export async function cashOut(page: Page) {
  await page.getByRole('button', { name: '精算して終了' }).tap();
  await page.getByRole('alertdialog').getByRole('button', { name: '精算して終了' }).tap();
}

/** The attract screen's start button: the terminal waits for the next customer. */
export const startButton = (page: Page) => page.getByRole('button', { name: 'タッチしてスタート' });

/** Confirms what the screen shows (a statement, a notice) and sees the attract screen again. */
export async function confirmToStart(page: Page) {
  await page.getByRole('button', { name: '確認しました' }).tap();
  await expect(startButton(page)).toBeVisible();
}

/** Ends the cash-out's statement screen (おわる) and sees the attract screen again. */
export async function doneToStart(page: Page) {
  await page.getByRole('button', { name: 'おわる' }).tap();
  await expect(startButton(page)).toBeVisible();
}

/**
 * Cashes out through the screen (button, confirmation, done) when a customer is still signed in; an
 * amount sheet, a notice or the game picker left open is closed first, as the customer would.
 */
export async function cashOutIfSignedIn(page: Page) {
  if (page.isClosed()) return;
  for (const name of [/^(やめる|Cancel)$/, /^(閉じる|Close)$/]) {
    const close = page.locator('[role="dialog"], [role="alertdialog"]').getByRole('button', { name });
    if (
      await close
        .first()
        .isVisible()
        .catch(() => false)
    )
      await close.first().tap();
  }
  const cashOut = page.getByRole('button', { name: /^(精算して終了|Cash out & leave)$/ });
  if (
    !(await cashOut
      .first()
      .isVisible()
      .catch(() => false))
  )
    return;
  await cashOut.first().tap();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: /^(精算して終了|Cash out & leave)$/ })
    .tap();
  await page.getByRole('button', { name: /^(おわる|Done)$/ }).tap();
  await expect(page.getByRole('button', { name: /^(タッチしてスタート|Touch to start)$/ })).toBeVisible();
}
