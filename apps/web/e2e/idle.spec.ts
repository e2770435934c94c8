/**
 * An open signed-in page that nobody touches. The wallet, the home page (ja) and the games lobby (en)
 * send no /trpc request but their live stream for a minute and more of the page's time (the lobby still
 * shows a jackpot that grew on the platform: the stream brings it), so nothing of theirs extends the
 * session; the idle time-out then signs the player out with the reason shown, in the page's language,
 * on the login page. A game page left open keeps its lease with pings that do not hold the session
 * open either: it idles out like any page, its money back in cash.
 *
 * On a stack of the file's own whose gateway has a short SESSION_IDLE_MS. The page's minute runs on
 * Playwright's clock (every timer of the page fires, in order, as in a real minute) and passes in a
 * moment, so the session can end a minute after the player's last action; the gateway's time is real. The stream's keep-alive ping
 * is slow on this stack: in a minute of page time that passes in a moment no real ping could arrive,
 * and tRPC's client would take the quiet for a dead stream (its inactivity time-out is three pings).
 */
import type { Page, Request } from '@playwright/test';
import { expect, signedInOn, test } from './support/fixtures';
import { listGames } from './support/part2-player';
import { contributeJackpotOn, moneyOn } from './support/platform';
import { startStack, TEST_PAGE_WAITS, type Stack } from './support/stack';

test.describe.configure({ timeout: 420_000 });

// The real time between two of the player's actions must stay within it: opening the home page and
// seeing its jackpot grow took 9 s at load 6 on a 2-core machine, three times that on one three times
// slower. Longer than the site's 20 s and 30 s polls and a game page's lease pings (every
// GAME_WALLET_STALE_MS / 4, 5 s here), so any of them that slid the session would keep it open for ever.
const IDLE_MS = 60_000;
// How long the idle time-out may take to show after the player's last action: the time-out, the
// gateway's sweep and the pushed ending's way to a page on a loaded machine.
const SIGNED_OUT_WAIT_MS = IDLE_MS + 60_000;
// The page's minute: past the longest poll of a signed-in page (60 s) and the 45 s of the stream's
// inactivity time-out at the default ping.
const PAGE_MINUTE_MS = 65_000;

let stack: Stack;
test.beforeAll(async () => {
  test.setTimeout(300_000);
  stack = await startStack({
    ...TEST_PAGE_WAITS,
    SESSION_IDLE_MS: String(IDLE_MS),
    // The gateway asks the platform for the public figures this often while a stream is open.
    PUBLIC_POLL_MS: '5000',
    LIVE_PING_MS: '600000',
  });
});
test.afterAll(async () => {
  await stack?.stop();
});

const isStream = (url: string) => /\/trpc\/live\.events(\?|$)/.test(new URL(url).pathname + '?');
const CLIENT = { 'x-casino-client': 'web' };

/**
 * What the page does as it starts, to wait for before its idle minute: its live stream opens and the
 * shell's own start-up reads (the credited-deposit notice, the statements) are answered. A read still
 * in flight when the page's clock jumps a minute would time out on that clock and count as a lost
 * connection. Set up before the page is opened.
 */
function pageStart(page: Page): Promise<unknown> {
  const answered = (path: string) => page.waitForResponse((r) => new URL(r.url()).pathname.includes(path));
  return Promise.all([
    page.waitForRequest((r) => isStream(r.url())),
    answered('deposit.successfulQuery'),
    answered('gameWallets.statements'),
  ]);
}

/** The player's last action (a call of their own, as from another tab): the idle time-out counts from here. */
async function lastAction(page: Page) {
  const res = await page.request.get('/trpc/session.current', { headers: CLIENT });
  expect(res.ok()).toBe(true);
}

/** Whether the session lasts, asked without extending it (a background call, as the site's polls are). */
async function signedIn(page: Page): Promise<boolean> {
  const res = await page.request.get('/trpc/session.current', {
    headers: { ...CLIENT, 'x-casino-background': '1' },
  });
  const body = (await res.json()) as { result?: { data?: { loggedIn?: boolean } } };
  return body.result?.data?.loggedIn === true;
}

/**
 * A minute and more of the page's time with nobody at it, the session lasting throughout: the /trpc
 * requests the page sent meanwhile.
 */
async function pageMinute(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  await lastAction(page);
  const sent: string[] = [];
  const record = (r: Request) => {
    if (new URL(r.url()).pathname.startsWith('/trpc/')) sent.push(r.url());
  };
  page.on('request', record);
  await page.clock.runFor(PAGE_MINUTE_MS);
  // What the minute's last timers started (a batched call leaves a tick later) has gone out.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  // The minute fell within the session: what the page sent was a player's, not a visitor's.
  expect(await signedIn(page), 'the session outlasted the page minute').toBe(true);
  page.off('request', record);
  return sent;
}

/** The lobby's first jackpot shows a figure the platform's pool reached after the page opened. */
async function jackpotGrows(page: Page, region: string) {
  const first = page.getByRole('region', { name: region }).getByRole('listitem').first();
  await expect(first).toBeVisible();
  const before = await first.textContent();
  // Bets elsewhere feed the pool: the page shows the new figure by itself (its stream is live).
  await contributeJackpotOn(stack.platformUrl, '50000000');
  await expect(first).not.toHaveText(before ?? '');
}

test('an idle signed-in wallet and home page send nothing but their stream, and the idle time-out signs the player out with the reason shown (ja)', async ({
  browser,
}) => {
  const { context, page } = await signedInOn(browser, stack, 'idleja', { JPY: '1000' });
  await page.clock.install();
  // The page has started when its heading shows, its live stream is open and the shell's own start-up
  // reads (the credited-deposit notice, the statements) are answered.
  const started = pageStart(page);
  await page.goto('/ja/account/wallet');
  await expect(page.getByRole('heading', { level: 1, name: 'ウォレット' })).toBeVisible();
  await started;
  expect((await pageMinute(page)).filter((url) => !isStream(url))).toEqual([]);

  // The player opens the home page and leaves it there.
  await page.goto('/ja/');
  await jackpotGrows(page, 'ジャックポット');
  expect((await pageMinute(page)).filter((url) => !isStream(url))).toEqual([]);

  const dialog = page.getByRole('dialog', { name: 'ログアウトしました' });
  await expect(dialog).toBeVisible({ timeout: SIGNED_OUT_WAIT_MS });
  await expect(dialog).toContainText('一定時間操作がなかったため、ログアウトしました。');
  await expect(page).toHaveURL(/\/ja\/login/);
  await expect(page.getByRole('heading', { level: 1, name: 'ログイン', exact: true })).toBeVisible();
  await expect(page.getByTestId('header-balance')).toBeHidden();
  await context.close();
});

test('an idle signed-in games lobby sees a jackpot grow, sends nothing but its stream, and is signed out by the idle time-out with the reason shown (en)', async ({
  browser,
}) => {
  const { context, page } = await signedInOn(browser, stack, 'idleen', { JPY: '1000' });
  await page.clock.install();
  const started = pageStart(page);
  await page.goto('/en/game');
  await expect(page.getByRole('heading', { level: 1, name: 'Game lobby' })).toBeVisible();
  await started;
  await jackpotGrows(page, 'Jackpots');
  expect((await pageMinute(page)).filter((url) => !isStream(url))).toEqual([]);

  const dialog = page.getByRole('dialog', { name: 'Signed out' });
  await expect(dialog).toBeVisible({ timeout: SIGNED_OUT_WAIT_MS });
  await expect(dialog).toContainText('You were signed out because there was no activity for a while.');
  await expect(page).toHaveURL(/\/en\/login/);
  await context.close();
});

test('a game left open with nobody at it idles out like any page, its money back in cash', async ({
  browser,
}) => {
  const { context, page, loginName } = await signedInOn(browser, stack, 'idlegame', { JPY: '10000.00' });
  const [game] = await listGames(page.request, { gameType: 'slots', platformCode: 'JPT' });
  if (!game) throw new Error('no JPT slot seeded');
  await page.goto(`/ja/slotGame?platformCode=JPT&gameId=${game.gameId}&supMultiMode=false&type=slots`);
  const frame = page.frameLocator('iframe.game-stage__frame');
  // The player waits at the screen for the game and its money (a slow machine can take longer than
  // the idle time-out to start it): the idle time-out counts once the money is in.
  await expect
    .poll(
      async () => {
        await lastAction(page);
        return (await page.getByTestId('game-balance').allTextContents()).join();
      },
      { timeout: 90_000 },
    )
    .toBe('¥10,000.00');
  await expect(frame.locator('body')).toHaveAttribute('data-state', 'ready');
  await lastAction(page);

  // The game page keeps its lease with background pings: they do not hold the session open. The
  // pushed ending and a refused ping may reach the page in either order (each says why).
  const dialog = page.getByRole('dialog', { name: /ログアウトしました|ログインが終了しました/ });
  await expect(dialog).toBeVisible({ timeout: SIGNED_OUT_WAIT_MS });
  await expect(dialog).toContainText(/一定時間操作がなかったため|ログインの有効期限が切れたか/);
  await expect(page).toHaveURL(/\/ja\/login/);
  await expect
    .poll(async () => {
      const money = await moneyOn(stack.platformUrl, loginName);
      return [money.cash.JPY, Number(money.games.JPT?.JPY ?? 0)];
    })
    .toEqual(['10000.00', 0]);
  await context.close();
});
