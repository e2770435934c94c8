/**
 * A terminal browser that a test can cut the power of (a Chromium process of its own, killed with
 * SIGKILL), and the platform ledger's view of a player's money (dev endpoint GET /_dev/money): cash,
 * money in games, and their sum, which no path may change.
 */
import { chromium, type Browser, type BrowserServer, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@casino/testkit/chromium';
import { expect } from './fixtures';
import type { KioskStack } from './stack';

interface Money {
  cash: Record<string, string>;
  games: Record<string, Record<string, string>>;
}

export async function money(stack: KioskStack, loginName: string) {
  const m = await stack.platform.dev.call<Money>('GET', `/money?loginName=${encodeURIComponent(loginName)}`);
  const cash = Number(m.cash.JPY ?? '0');
  const games = Object.values(m.games).reduce((a, g) => a + Number(g.JPY ?? '0'), 0);
  return { cash, games, total: cash + games };
}

/** Waits until the ledger shows `amount` in the player's games (the games have taken the money). */
export async function moneyInGames(stack: KioskStack, loginName: string, amount: number) {
  await expect.poll(async () => (await money(stack, loginName)).games).toBe(amount);
}

/**
 * Polls the ledger until the cash is whole again (`amount`), checking at every read that nothing was
 * lost or made on the way (cash + games is the amount the customer brought), and that no money is left
 * in a game.
 */
export async function cashWholeAgain(
  stack: KioskStack,
  loginName: string,
  amount: number,
  poll: { timeout: number; intervals?: number[] } = { timeout: 120_000 },
) {
  await expect
    .poll(async () => {
      const m = await money(stack, loginName);
      expect(m.total).toBe(amount);
      return m.cash;
    }, poll)
    .toBe(amount);
  expect((await money(stack, loginName)).games).toBe(0);
}

export async function terminalPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1920, height: 1080 },
    hasTouch: true,
    locale: 'ja-JP',
    reducedMotion: 'reduce',
  });
  return context.newPage();
}

/** A browser of its own, as a process the test can kill like a power cut does. */
export async function killableBrowser(): Promise<{ server: BrowserServer; browser: Browser }> {
  const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const browser = await chromium.connect(server.wsEndpoint());
  return { server, browser };
}

/** The power goes: the browser process dies without a word to anyone. */
export async function cutPower(server: BrowserServer, browser: Browser) {
  server.process().kill('SIGKILL');
  await expect
    .poll(() => server.process().exitCode !== null || server.process().signalCode !== null)
    .toBe(true);
  await browser.close().catch(() => undefined);
}
