/**
 * A player's login ends with a game open (account disabled on the platform, which revokes the login;
 * or the session ended elsewhere): the money is back in cash at once, and the player lands on the login
 * page told why, in the page's language.
 */
import { expect, test } from '@playwright/test';
import { loginNewPlayer, openJptSlot, trpcMutation } from './support/part2-player';
import { devKey } from './support/stack';

test.describe.configure({ timeout: 300_000 });

/** The player's money as the platform holds it (cash and each game wallet). */
async function platformMoney(loginName: string) {
  const res = await fetch(`${process.env.E2E_PLATFORM_URL}/_dev/money?loginName=${loginName}`, {
    headers: { 'x-dev-key': devKey() },
  });
  if (!res.ok) throw new Error(`money: ${res.status}`);
  return (await res.json()) as {
    cash: Record<string, string>;
    games: Record<string, Record<string, string>>;
  };
}

async function disable(loginName: string) {
  const res = await fetch(`${process.env.E2E_PLATFORM_URL}/_dev/players/flags`, {
    method: 'POST',
    headers: { 'x-dev-key': devKey(), 'content-type': 'application/json' },
    body: JSON.stringify({ loginName, disabled: true }),
  });
  if (!res.ok) throw new Error(`flags: ${res.status}`);
}

const TEXT = {
  ja: {
    title: 'ログインが終了しました',
    invalid: 'アカウントが利用停止になったか、ログインが無効にされたため',
    ended: 'ログインの有効期限が切れたか、別の端末からログアウトされたため',
    elsewhere: '別の端末またはブラウザでログアウトされたため、ログイン状態が終了しました。',
    money: 'ゲーム内の残高はすべてウォレット(現金残高)に戻しています。',
    login: 'ログイン',
  },
  en: {
    title: 'You have been logged out',
    invalid: 'Your account was suspended or your login was revoked',
    ended: 'Your login expired or was ended from another device',
    elsewhere: 'You were logged out from another device or browser.',
    money: 'All the money in your games has been returned to your wallet (cash).',
    login: 'Log in',
  },
} as const;

for (const lng of ['ja', 'en'] as const) {
  test(`a player disabled with a game open gets the money back in cash and is told why (${lng})`, async ({
    page,
  }) => {
    const player = await loginNewPlayer(page, { JPY: '10000.00' });
    const frame = await openJptSlot(page, lng, { balance: '¥10,000.00', supMultiMode: false });
    expect((await platformMoney(player.loginName)).games.JPT?.JPY).toBe('10000.00');

    await disable(player.loginName);
    const dialog = page.getByRole('dialog', { name: TEXT[lng].title });
    // The live channel may end the page before the player acts; otherwise the next spin finds the
    // game's session ended. A spin on a page already gone (its frame closed) is no spin.
    await Promise.race([
      dialog.waitFor({ state: 'visible' }),
      frame
        .getByTestId('game-spin')
        .click()
        .catch(() => undefined),
    ]);
    await expect(dialog).toBeVisible();
    // The precise reason when the live channel's ending reaches the page first; the general one when
    // the refused call does (the page then closes its stream before the pushed reason arrives).
    await expect(dialog).toContainText(new RegExp(`${TEXT[lng].invalid}|${TEXT[lng].ended}`));
    await expect(dialog).toContainText(TEXT[lng].money);
    await expect(page).toHaveURL(new RegExp(`/${lng}/login`));
    await expect(page.getByRole('heading', { level: 1, name: TEXT[lng].login, exact: true })).toBeVisible();
    const money = await platformMoney(player.loginName);
    expect(money.cash.JPY).toBe('10000.00');
    expect(money.games.JPT?.JPY ?? '0.00').toMatch(/^0(\.00)?$/);
  });
}

test('a session ended from another browser sends the player to the login page told why (en)', async ({
  page,
  browser,
}) => {
  const player = await loginNewPlayer(page, { JPY: '10000.00' });
  await page.goto('/en/account');
  await expect(page.getByTestId('header-balance')).toBeVisible();
  // The same player, in another browser, ends every other session.
  const other = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const otherPage = await other.newPage();
  const res = await otherPage.request.post('/trpc/session.login', {
    headers: { 'x-casino-client': 'web', 'content-type': 'application/json' },
    data: { loginType: 'username', account: player.username, password: player.password },
  });
  expect(res.ok()).toBe(true);
  await trpcMutation(otherPage.request, 'session.signOutOthers', {});
  await other.close();
  // Nobody touches the open page: its live channel tells it.
  const dialog = page.getByRole('dialog', { name: TEXT.en.title });
  await expect(dialog).toBeVisible();
  // The precise reason, or the general one when a refused call reached the page before the pushed end.
  await expect(dialog).toContainText(new RegExp(`${TEXT.en.elsewhere.replace('.', '\\.')}|${TEXT.en.ended}`));
  await expect(page).toHaveURL(/\/en\/login/);
});
