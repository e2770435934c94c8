/**
 * The `test` of every spec: Playwright's, with the base URL of the stack the global set-up started and
 * a few player helpers that go through the UI like a player would.
 */
import { test as base, expect, type Browser, type Page } from '@playwright/test';
import { captchaAnswer, createPlayer, createPlayerOn, uniqueName } from './platform';
import type { Stack } from './stack';

export interface Player {
  username: string;
  password: string;
  email: string;
  loginName: string;
}

type NewPlayer = (opts?: { balances?: Record<string, string> }) => Promise<Player>;

export const test = base.extend<{ newPlayer: NewPlayer; signedInPlayer: NewPlayer }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as a pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set (global set-up did not run)');
    await use(url);
  },
  // eslint-disable-next-line no-empty-pattern -- as above
  newPlayer: async ({}, use) => {
    await use(async (opts = {}) => {
      const username = uniqueName('p');
      const password = 'secret123';
      const email = `${username}@example.com`;
      const { loginName } = await createPlayer({ username, password, email, balances: opts.balances });
      return { username, password, email, loginName };
    });
  },
  /**
   * A new player whose session the test's page holds: logged in with the call the login form makes
   * (the form itself is auth.spec.ts's), so the page is still blank; the test opens what it needs.
   */
  signedInPlayer: async ({ page, newPlayer }, use) => {
    await use(async (opts) => {
      const player = await newPlayer(opts);
      await loginByCall(page, player);
      return player;
    });
  },
});

export { expect };

/** The two screens the specs check a page at. */
export const LAPTOP = { width: 1366, height: 768 };
export const PHONE = { width: 375, height: 812 };

/** The screens a flow is checked on, each in its own language: ja on a laptop, en on a touch phone. */
const SCREENS = [
  { name: 'on a laptop', lng: 'ja', use: { viewport: LAPTOP } },
  { name: 'on a phone', lng: 'en', use: { viewport: PHONE, hasTouch: true, isMobile: true } },
] as const;

/** The flow as one test per screen: `on a laptop › title (ja)` and `on a phone › title (en)`. */
export function testOnEachScreen(title: string, flow: (page: Page, lng: 'ja' | 'en') => Promise<void>) {
  for (const screen of SCREENS) {
    test.describe(screen.name, () => {
      test.use(screen.use);
      test(`${title} (${screen.lng})`, ({ page }) => flow(page, screen.lng));
    });
  }
}

/** A case of a table-driven spec: the page's language and the screen it is seen on. */
export interface ScreenCase {
  lng: string;
  viewport: { width: number; height: number };
}

/** One test per case, titled `(lng, width px) title`, run on a page sized to the case's screen. */
export function testEachCase<C extends ScreenCase>(
  cases: readonly C[],
  title: string,
  body: (c: C, fixtures: { page: Page; newPlayer: NewPlayer }) => Promise<void>,
) {
  for (const c of cases) {
    test(`(${c.lng}, ${c.viewport.width} px) ${title}`, async ({ page, newPlayer }) => {
      await page.setViewportSize(c.viewport);
      await body(c, { page, newPlayer });
    });
  }
}

/** Opens a page and waits for its level-1 heading (a lazy page shows it once its chunk is there). */
export async function openPage(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
}

/** Logs the page's browser context in with the gateway's login call (what the login form sends). */
export async function loginByCall(page: Page, player: { username: string; password: string }) {
  const res = await page.request.post('/trpc/session.login', {
    headers: { 'x-casino-client': 'web', 'content-type': 'application/json' },
    data: { loginType: 'username', account: player.username, password: player.password },
  });
  if (!res.ok()) throw new Error(`login failed: ${res.status()} ${await res.text()}`);
}

/** Logs in on /ja/login with the form and waits for the redirect home. */
export async function loginAs(page: Page, player: { username: string; password: string }) {
  await openPage(page, '/ja/login', 'ログイン');
  await page.getByLabel('ユーザー名またはメールアドレス').fill(player.username);
  await page.getByLabel('パスワード', { exact: true }).fill(player.password);
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByTestId('header-balance')).toBeVisible();
}

/**
 * A new player on a stack of the spec's own, logged in (loginByCall) in a fresh browser context on
 * that stack's gateway, its page still blank; the caller closes the context.
 */
export async function signedInOn(
  browser: Browser,
  stack: Pick<Stack, 'gatewayUrl' | 'platformUrl'>,
  name: string,
  balances: Record<string, string>,
) {
  const context = await browser.newContext({ baseURL: stack.gatewayUrl });
  const page = await context.newPage();
  const player = { username: uniqueName(name), password: 'secret123' };
  const { loginName } = await createPlayerOn(stack.platformUrl, { ...player, balances });
  await loginByCall(page, player);
  return { context, page, loginName };
}

/**
 * Solves the slider captcha the way a person does: knows where the hole is (the picture is made not to
 * give it away to a program, so the platform's dev endpoint tells the test) and drags the slider there
 * by hand: speeding up, slowing down, a little past the hole and back, each move painted before the next
 * (the platform refuses an instant, straight or evenly stepped drag).
 */
export async function solveSliderCaptcha(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'セキュリティ認証' });
  await expect(dialog).toBeVisible();
  const shade = dialog.locator('img[data-captcha="shade"]');
  await expect(shade).toBeVisible();
  const holeX = await captchaAnswer(String(await shade.getAttribute('data-captcha-id')));
  const handle = dialog.getByRole('slider');
  await expect(handle).toBeEnabled();
  const maxX = Number(await handle.getAttribute('aria-valuemax'));
  const travel = await dialog.locator('.captcha__track').evaluate((el) => el.clientWidth - 58);
  const box = (await handle.boundingBox())!;
  const startX = box.x + box.width / 2;
  const startY = box.y + box.height / 2;
  const target = (holeX / maxX) * travel;
  const path: number[] = [];
  for (let i = 1; i <= 16; i++) {
    const s = i / 16;
    path.push((target + 8) * (s < 0.5 ? 2 * s * s : 1 - (-2 * s + 2) ** 2 / 2));
  }
  path.push(target + 5, target + 2, target);
  const painted = () => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  await page.mouse.move(startX, startY);
  await page.mouse.down();
  await painted();
  for (const dx of path) {
    await page.mouse.move(startX + dx, startY + Math.sin(dx) * 2);
    await painted();
  }
  await page.mouse.up();
  // The dialog says 認証に成功しました and closes half a second later (CAPTCHA_SUCCESS_CLOSE_MS): on a
  // loaded machine a look can fall after that moment, so the message or the closed dialog is the success.
  // A refused drag keeps the dialog open with its failure message and a new picture: this then fails.
  await expect
    .poll(async () => (await dialog.getByText('認証に成功しました').isVisible()) || (await dialog.isHidden()))
    .toBe(true);
}
