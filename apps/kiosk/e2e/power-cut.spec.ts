/**
 * A power cut on the terminal: the browser process dies (SIGKILL) while money is in two games. When the
 * terminal comes back (the launch URL in a fresh profile, as the launcher starts it), the gateway knows
 * the terminal and returns that visit's game wallets at once, not after the stale time. Whoever stands at
 * the terminal reads only that the previous visit ended unexpectedly (no name, amount or reference); the
 * owner gets the full statement, every game's return in it, at their next sign-in. The platform's ledger
 * (dev endpoint GET /_dev/money) shows cash + games unchanged at every read.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@casino/testkit/chromium';
import { expect, openGames, signIn, test } from './support/fixtures';
import type { KioskStack } from './support/stack';

const AMOUNT = 20000;

interface Money {
  cash: Record<string, string>;
  games: Record<string, Record<string, string>>;
}

async function money(stack: KioskStack, loginName: string) {
  const m = await stack.platform.dev.call<Money>('GET', `/money?loginName=${encodeURIComponent(loginName)}`);
  const cash = Number(m.cash.JPY ?? '0');
  const games = Object.values(m.games).reduce((a, g) => a + Number(g.JPY ?? '0'), 0);
  return { cash, games, total: cash + games };
}

async function terminalPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1920, height: 1080 },
    hasTouch: true,
    locale: 'ja-JP',
    reducedMotion: 'reduce',
  });
  return context.newPage();
}

/** A browser of its own, as a process the test can kill like a power cut does. */
async function killableBrowser() {
  const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const browser = await chromium.connect(server.wsEndpoint());
  return { server, browser };
}

test.describe('power cut with money in two games', () => {
  test.describe.configure({ timeout: 900_000 });

  test('money back within 15 s of the return, a neutral notice on the terminal, the full statement for its owner', async ({
    page,
    stack,
  }) => {
    const player = await stack.createPlayer({ JPY: String(AMOUNT) });
    const { server, browser } = await killableBrowser();
    const before = await terminalPage(browser);
    await signIn(before, stack, player);
    await openGames(before, [
      ['JPT', 0],
      ['ISLOT', 0],
    ]);
    await expect(before.locator('.cui-grid__cells')).toHaveAttribute('data-running', '2', {
      timeout: 120_000,
    });
    await expect.poll(async () => (await money(stack, player.loginName)).games).toBe(AMOUNT);

    // The power goes: the browser process dies without a word to anyone.
    server.process().kill('SIGKILL');
    await expect.poll(() => server.process().exitCode !== null || server.process().signalCode !== null).toBe(true);
    await browser.close().catch(() => undefined);
    expect(await money(stack, player.loginName)).toEqual({ cash: 0, games: AMOUNT, total: AMOUNT });

    // The terminal comes back: a fresh profile on the launch URL.
    await page.goto(stack.launchUrl());
    await expect
      .poll(
        async () => {
          const m = await money(stack, player.loginName);
          expect(m.total).toBe(AMOUNT);
          return m.cash;
        },
        { timeout: 15_000, intervals: [250] },
      )
      .toBe(AMOUNT);
    expect((await money(stack, player.loginName)).games).toBe(0);

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
    await expect(page.getByRole('button', { name: 'タッチしてスタート' })).toBeVisible();
    // Seen once: the next start shows nothing of it.
    await page.reload();
    await expect(page.getByRole('button', { name: 'タッチしてスタート' })).toBeVisible();
    await expect(notice).toHaveCount(0);

    // The owner signs in again: the whole statement, both games' returns, is theirs.
    await signIn(page, stack, player);
    const statement = page.getByRole('region', { name: 'ゲーム内のお金を現金に戻しました' });
    await expect(statement).toBeVisible();
    await expect(statement).toContainText('前回のご利用が予期せず終了したため');
    await expect(page.getByTestId('statement-line-JPT')).toHaveText('JPT: ¥10,000.00');
    await expect(page.getByTestId('statement-line-ISLOT')).toHaveText('ISLOT: ¥10,000.00');
    await expect(page.getByTestId('statement-returned')).toHaveText('¥20,000.00');
    await expect(page.getByTestId('statement-cash-JPY')).toHaveText('¥20,000.00');
    await page.getByRole('button', { name: '確認しました' }).tap();
    await expect(page.getByTestId('balance-cash')).toHaveText('¥20,000.00');
    expect(await money(stack, player.loginName)).toEqual({ cash: AMOUNT, games: 0, total: AMOUNT });
  });
});
