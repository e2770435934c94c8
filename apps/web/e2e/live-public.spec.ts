/**
 * The lobby's public figures over the live channel: a signed-in player left on the lobby (the home page
 * in Japanese, the games page in English) sees a jackpot that grew on the platform without the page
 * asking, and the page sends no /trpc request but its stream until the idle time-out signs it out (on
 * a stack of its own whose gateway has a short SESSION_IDLE_MS). A visitor's lobby keeps polling: it has
 * no stream.
 */
import type { Request } from '@playwright/test';
import { expect, signedInOn, test } from './support/fixtures';
import { contributeJackpotOn } from './support/platform';
import { startStack, type Stack } from './support/stack';

test.describe.configure({ timeout: 300_000 });

const isStream = (url: string) => /\/trpc\/live\.events(\?|$)/.test(new URL(url).pathname + '?');

// Longer than the 60 s the page is watched (after it settled and showed a pushed figure), short enough
// for a test.
const IDLE_MS = 90_000;
let stack: Stack;
test.beforeAll(async () => {
  test.setTimeout(300_000);
  stack = await startStack({ SESSION_IDLE_MS: String(IDLE_MS), PUBLIC_POLL_MS: '5000' });
});
test.afterAll(async () => {
  await stack?.stop();
});

const LOBBIES = [
  {
    lng: 'ja',
    path: '/ja/',
    jackpots: 'ジャックポット',
    signedOut: 'ログアウトしました',
    idle: '一定時間操作がなかったため、ログアウトしました。',
  },
  {
    lng: 'en',
    path: '/en/game',
    jackpots: 'Jackpots',
    signedOut: 'Signed out',
    idle: 'You were signed out because there was no activity for a while.',
  },
] as const;

for (const lobby of LOBBIES) {
  test(`a signed-in player idle on the lobby (${lobby.path}) sees a jackpot grow, and the page sends no /trpc request but its stream until the idle time-out`, async ({
    browser,
  }) => {
    const { context, page } = await signedInOn(browser, stack, 'lobby', { JPY: '1000' });
    await page.goto(lobby.path);
    const jackpots = page.getByRole('region', { name: lobby.jackpots });
    const first = jackpots.getByRole('listitem').first();
    await expect(first).toBeVisible();
    await page.waitForLoadState('networkidle');
    const settledAt = Date.now();

    // Bets elsewhere feed the pool: the page shows the new figure by itself (its stream is live).
    const before = await first.textContent();
    await contributeJackpotOn(stack.platformUrl, '50000000');
    await expect(first).not.toHaveText(before ?? '');

    const calls: { url: string; at: number }[] = [];
    const record = (r: Request) => {
      if (new URL(r.url()).pathname.startsWith('/trpc/')) calls.push({ url: r.url(), at: Date.now() });
    };
    const idleSince = Date.now();
    page.on('request', record);

    const dialog = page.getByRole('dialog', { name: lobby.signedOut });
    await expect(dialog).toBeVisible({ timeout: IDLE_MS + 60_000 });
    const endedAt = Date.now();
    await expect(dialog).toContainText(lobby.idle);

    // While the session lasted (the page then asks as a visitor), nothing but the stream. The session
    // ends IDLE_MS after the player's last call, which came just before the page settled: up to 10 s
    // before the end it surely lasted, whatever the dialog took to show.
    const sessionLasted = Math.min(endedAt - 5_000, settledAt + IDLE_MS - 10_000);
    const quiet = calls.filter((c) => c.at < sessionLasted && !isStream(c.url));
    expect(quiet.map((c) => c.url)).toEqual([]);
    expect(sessionLasted - idleSince).toBeGreaterThanOrEqual(60_000);
    await context.close();
  });
}

test("a visitor's lobby, which has no stream, keeps asking for the jackpots", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: stack.gatewayUrl });
  const page = await context.newPage();
  const asked = (r: Request) => new URL(r.url()).pathname.includes('games.jackpotInfo');
  const firstAsk = page.waitForRequest(asked);
  await page.goto('/ja/game');
  await expect(
    page.getByRole('region', { name: 'ジャックポット' }).getByRole('listitem').first(),
  ).toBeVisible();
  await firstAsk;
  // Nobody touches the page: it asks again by itself.
  await page.waitForRequest(asked, { timeout: 90_000 });
  await context.close();
});
