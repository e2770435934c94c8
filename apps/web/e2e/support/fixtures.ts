/**
 * The `test` of every spec: Playwright's, with the base URL of the stack the global set-up started and
 * a few player helpers that go through the UI like a player would.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { createPlayer, uniqueName } from './platform';

export interface Player {
  username: string;
  password: string;
  email: string;
  loginName: string;
}

export const test = base.extend<{
  newPlayer: (opts?: { balances?: Record<string, string> }) => Promise<Player>;
}>({
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
});

export { expect };

/** Logs in on /ja/login with the form and waits for the redirect home. */
export async function loginAs(page: Page, player: { username: string; password: string }) {
  await page.goto('/ja/login');
  await expect(page.getByRole('heading', { level: 1, name: 'ログイン', exact: true })).toBeVisible();
  await page.getByLabel('ユーザー名またはメールアドレス').fill(player.username);
  await page.getByLabel('パスワード', { exact: true }).fill(player.password);
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByTestId('header-balance')).toBeVisible();
}

/**
 * Solves the slider captcha the way a person does: find the hole in the picture (its outline is drawn
 * in light grey, a vertical edge of the piece's height) and drag the slider until the piece is there.
 */
export async function solveSliderCaptcha(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'セキュリティ認証' });
  await expect(dialog).toBeVisible();
  const shade = dialog.locator('img[data-captcha="shade"]');
  await expect(shade).toBeVisible();
  const holeX = await shade.evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    const { data, width, height } = ctx.getImageData(0, 0, canvas.width, canvas.height);
    const grey = (x: number, y: number) => {
      const i = (y * width + x) * 4;
      return data[i] === 230 && data[i + 1] === 230 && data[i + 2] === 230;
    };
    for (let x = 0; x < width; x++) {
      let run = 0;
      for (let y = 0; y < height; y++) {
        run = grey(x, y) ? run + 1 : 0;
        if (run >= 25) return x;
      }
    }
    return -1;
  });
  expect(holeX).toBeGreaterThan(0);
  const handle = dialog.getByRole('slider');
  const maxX = Number(await handle.getAttribute('aria-valuemax'));
  const travel = await dialog.locator('.captcha__track').evaluate((el) => el.clientWidth - 58);
  const box = (await handle.boundingBox())!;
  const startX = box.x + box.width / 2;
  const startY = box.y + box.height / 2;
  await page.mouse.move(startX, startY);
  await page.mouse.down();
  await page.mouse.move(startX + ((holeX / maxX) * travel) / 2, startY, { steps: 5 });
  await page.mouse.move(startX + (holeX / maxX) * travel, startY, { steps: 5 });
  await page.mouse.up();
  await expect(dialog.getByText('認証に成功しました')).toBeVisible();
}
