/**
 * A game's own close button (× ロビーへ戻る, the `exit` message) is a way out on every host of the site:
 * the slot page goes back to the game's list, a multi-machine cell closes, the live-casino pop-up
 * closes; each time the game's money is back in cash. On a laptop and on a phone (touch).
 */
import { expect, test, type APIRequestContext, type FrameLocator, type Page } from '@playwright/test';
import { LAPTOP, PHONE } from './support/fixtures';
import {
  loginNewPlayer,
  openJptSlot,
  openLiveCasinoPopup,
  openMultiModeWithOneGame,
  trpcQuery,
} from './support/part2-player';

test.describe.configure({ timeout: 300_000 });

interface Wallet {
  currency: string;
  amount: string;
  games: { platformCode: string; amount: string }[];
}

async function jpy(request: APIRequestContext): Promise<Wallet> {
  const s = await trpcQuery<{ user: { wallets: Wallet[] } | null }>(request, 'session.current');
  const w = s.user?.wallets.find((x) => x.currency === 'JPY');
  if (!w) throw new Error('no JPY wallet');
  return w;
}

const exitButton = (frame: FrameLocator) =>
  frame.getByRole('button', { name: /^(ロビーへ戻る|Back to lobby)$/ });

async function moneyBackInCash(request: APIRequestContext, amount: string) {
  await expect.poll(async () => (await jpy(request)).games).toEqual([]);
  expect((await jpy(request)).amount).toBe(amount);
}

async function playSlotAndExit(page: Page, lng: 'ja' | 'en') {
  await loginNewPlayer(page, { JPY: '10000.00' });
  const frame = await openJptSlot(page, lng, { balance: '¥10,000.00' });
  await exitButton(frame).click();
  await expect(page).toHaveURL(new RegExp(`/${lng}/game/slots$`));
  await moneyBackInCash(page.request, '10000.00');
}

test.describe('on a laptop', () => {
  test.use({ viewport: LAPTOP });

  test('the game’s close button on the slot page goes back to the list and returns the money (ja)', async ({
    page,
  }) => {
    await playSlotAndExit(page, 'ja');
  });

  test('the game’s close button closes its multi-machine cell and returns its money', async ({ page }) => {
    await openMultiModeWithOneGame(page, { JPY: '20000.00' });
    const cell = page.locator('[data-game-key][data-state="running"]');
    await expect(cell).toHaveCount(1);
    await expect.poll(async () => (await jpy(page.request)).games.length).toBe(1);
    await exitButton(page.frameLocator('[data-game-key] iframe')).click();
    await expect(page.locator('[data-game-key]')).toHaveCount(0);
    await moneyBackInCash(page.request, '20000.00');
  });

  test('the game’s close button closes the live-casino pop-up and returns its money', async ({ page }) => {
    const popup = await openLiveCasinoPopup(page);
    await expect(popup.locator('body')).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });
    await expect.poll(async () => (await jpy(page.request)).games.length).toBe(1);
    const closed = popup.waitForEvent('close', { timeout: 60_000 });
    // The click closes the window it is in: Playwright may report the page gone before the click
    // returns, which is this test's expected end, so the close event decides.
    await exitButton(popup.frameLocator('iframe.game-frame'))
      .click()
      .catch(() => undefined);
    await closed;
    expect(popup.isClosed()).toBe(true);
    await moneyBackInCash(page.request, '10000.00');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('a tap on the game’s close button on the slot page goes back to the list and returns the money (en)', async ({
    page,
  }) => {
    await playSlotAndExit(page, 'en');
  });
});
