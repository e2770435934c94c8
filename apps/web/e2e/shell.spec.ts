/**
 * The shell: the language switch keeps the page (path and query), region blocks from the platform's
 * checkIp (limit-login dialog with disabled forms; /403 for access type 2), and unprefixed routes.
 */
import { expect, test } from './support/fixtures';
import { setAccess } from './support/platform';

const LOCAL_IPS = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];

test('switching the language keeps the page', async ({ page, signedInPlayer }) => {
  await signedInPlayer({ balances: { JPY: '1000' } });
  await page.goto('/ja/account/history');
  await expect(page.getByRole('heading', { level: 1, name: '取引履歴' })).toBeVisible();
  await page.getByRole('navigation', { name: '表示言語' }).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/account\/history$/);
  await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page
    .getByRole('navigation', { name: 'Display language' })
    .getByRole('link', { name: '日本語' })
    .click();
  await expect(page).toHaveURL(/\/ja\/account\/history$/);
  await expect(page.getByRole('heading', { level: 1, name: '取引履歴', exact: true })).toBeVisible();
});

test("the gateway's stored language follows the page to English and back", async ({ page, context }) => {
  // The preference serves calls that carry no page language (the gateway's `lang` cookie and session).
  const stored = async () => (await context.cookies()).find((c) => c.name === 'lang')?.value ?? null;
  await page.goto('/ja/game');
  await expect(page.getByRole('heading', { level: 1, name: 'ゲームロビー' })).toBeVisible();
  await page.getByRole('navigation', { name: '表示言語' }).getByRole('link', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Game lobby' })).toBeVisible();
  await expect.poll(stored, { timeout: 30_000 }).toBe('en-US');
  await page
    .getByRole('navigation', { name: 'Display language' })
    .getByRole('link', { name: '日本語' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'ゲームロビー' })).toBeVisible();
  await expect.poll(stored, { timeout: 30_000 }).toBe('ja-JP');
  await page.getByRole('navigation', { name: '表示言語' }).getByRole('link', { name: 'English' }).click();
  await expect.poll(stored, { timeout: 30_000 }).toBe('en-US');
});

test('a visitor keeps the page and its query when switching language', async ({ page }) => {
  await page.goto('/ja/?form=register');
  await expect(page.getByRole('heading', { name: '新規登録', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'English' }).first().click();
  await expect(page).toHaveURL(/\/en\/\?form=register$/);
  await expect(page.getByRole('heading', { name: 'Sign up', exact: true })).toBeVisible();
});

test("after switching the language the page's data is in the new language, and back again", async ({
  page,
  context,
}) => {
  // What a fresh load shows in each language: the lobby's first banner and first game's name (its
  // card's heading, once drawn: a card still loading holds no name).
  const shown = async (p: typeof page) => {
    const banner = p.locator('.banners__track img').first();
    await expect(banner).toBeVisible({ timeout: 30_000 });
    const game = p
      .getByTestId(/^category-/)
      .first()
      .locator('li')
      .first()
      .getByRole('heading', { level: 3 });
    await expect(game).toHaveText(/\S/);
    return { banner: await banner.getAttribute('src'), game: await game.innerText() };
  };
  const fresh = await context.newPage();
  await fresh.goto('/en/game');
  const en = await shown(fresh);
  await fresh.goto('/ja/game');
  const ja = await shown(fresh);
  await fresh.close();
  expect(en.banner).not.toBe(ja.banner);

  await page.goto('/ja/game');
  expect(await shown(page)).toEqual(ja);
  await page.getByRole('navigation', { name: '表示言語' }).getByRole('link', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Game lobby' })).toBeVisible();
  await expect.poll(() => shown(page)).toEqual(en);
  await page
    .getByRole('navigation', { name: 'Display language' })
    .getByRole('link', { name: '日本語' })
    .click();
  await expect.poll(() => shown(page)).toEqual(ja);
});

test('paths without a language prefix go to the visitor language', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveURL(/\/ja\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ログイン' })).toBeVisible();
});

test('an address without a prefix opens in the language the visitor last read the site in', async ({
  page,
}) => {
  // A Japanese browser (the default) that read the English pages, left by a typed address.
  await page.goto('/en/promotions');
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  await page.goto('/login');
  await expect(page).toHaveURL(/\/en\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
});

test('a region block shows the limit-login dialog and disables login and registration', async ({ page }) => {
  await setAccess({ limitedIps: LOCAL_IPS });
  try {
    await page.goto('/ja/');
    const dialog = page.getByRole('dialog', { name: 'ご利用いただけない地域です' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '閉じる' }).last().click();
    await expect(page.getByText('お客様の地域からはログインできません。')).toBeVisible();
    await expect(page.getByRole('button', { name: 'ログイン', exact: true })).toBeDisabled();
    await page.getByRole('button', { name: '新規登録はこちら' }).click();
    await expect(page.getByRole('heading', { name: '新規登録', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: '登録する' })).toBeDisabled();
  } finally {
    await setAccess({ limitedIps: [] });
  }
});

test('access type 2 sends the visitor to /403', async ({ page }) => {
  await setAccess({ deniedIps: LOCAL_IPS });
  try {
    await page.goto('/ja/');
    await expect(page).toHaveURL(/\/403$/);
    await expect(page.getByRole('heading', { name: 'アクセスできません' })).toBeVisible();
  } finally {
    await setAccess({ deniedIps: [] });
  }
});

test('the header currency switch shows the balance of the chosen wallet', async ({
  page,
  signedInPlayer,
}) => {
  await signedInPlayer({ balances: { JPY: '1500000', USDT: '250.5' } });
  await page.goto('/ja/');
  const balance = page.getByTestId('header-balance');
  await expect(balance).toContainText('¥1.5M');
  await page.getByRole('combobox', { name: '表示通貨を切り替える' }).selectOption('USDT');
  await expect(balance).toContainText('₮250.50000000');
  await page.goto('/ja/account/wallet');
  await expect(page.getByRole('heading', { level: 1, name: 'ウォレット', exact: true })).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveText('₮250.50000000');
});
