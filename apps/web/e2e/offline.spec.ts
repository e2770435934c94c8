/**
 * The site without its gateway: lists say they could not load (with a retry) instead of "nothing
 * here", a banner says the connection is lost while it is, and everything comes back on its own once
 * the gateway answers. A deposit request whose answer the connection lost is checked afterwards: the
 * player is told the order landed, and it is never made twice.
 *
 * "The gateway is down" is every /trpc call failing with no answer (the page and its scripts still
 * load, as when only the API is out of reach); "offline" is the browser's own network switch.
 */
import type { Page, Route } from '@playwright/test';
import { expect, openPage, test } from './support/fixtures';
import { addBankAccount, loseAnswerOf } from './support/wallet-pages';

/** Makes every tRPC call fail without an answer until the returned function is called. */
async function gatewayDown(page: Page): Promise<() => Promise<void>> {
  const drop = (route: Route) => route.abort('connectionrefused');
  await page.route('**/trpc/**', drop);
  return () => page.unroute('**/trpc/**', drop);
}

test('while the gateway is down the slots list says it could not load, and fills in by itself once it is back', async ({
  page,
}) => {
  const back = await gatewayDown(page);
  await openPage(page, '/ja/game/slots', 'スロット');
  const failed = page.getByRole('alert').filter({ hasText: '読み込めませんでした' });
  await expect(failed).toBeVisible();
  await expect(failed.getByRole('button', { name: '再試行' })).toBeVisible();
  await expect(page.getByText('該当するゲームが見つかりませんでした')).toBeHidden();
  const banner = page
    .getByRole('status')
    .filter({ hasText: 'サーバーとの接続が切れました。再接続しています…' });
  await expect(banner).toBeVisible();

  await back();
  await expect(page.getByTestId('game-results').getByRole('article').first()).toBeVisible();
  await expect(failed).toBeHidden();
  await expect(banner).toBeHidden();
});

test('the failed list offers a retry that loads it at once', async ({ page }) => {
  const back = await gatewayDown(page);
  await page.goto('/en/game/slots');
  const failed = page.getByRole('alert').filter({ hasText: 'This could not be loaded' });
  await expect(failed).toBeVisible();
  await expect(page.getByText('No games match your search.')).toBeHidden();
  // The gateway answers the list again, and nothing else yet: the page's own probe (and its other
  // calls) still find it down, so it cannot recover by itself before the player's retry.
  await page.route(
    (url) => url.pathname.includes('/trpc/') && !url.pathname.includes('games.machineInfoList'),
    (route) => route.abort('connectionrefused'),
  );
  await back();
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('game-results').getByRole('article').first()).toBeVisible();
});

test('the deposit page opened while the gateway is down shows errors, not "no methods" or "no deposits", and recovers on its own', async ({
  page,
  signedInPlayer,
}) => {
  await signedInPlayer({ balances: { JPY: '1000' } });
  await page.goto('/en/');
  await expect(page.getByTestId('header-balance')).toBeVisible();
  const back = await gatewayDown(page);
  await page.getByRole('link', { name: 'Deposit', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit', exact: true })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'This could not be loaded' }).first()).toBeVisible();
  await expect(page.getByText('No payment method is available for this currency.')).toBeHidden();
  await expect(page.getByText('No deposits yet')).toBeHidden();
  const banner = page.getByRole('status').filter({ hasText: 'Connection to the server lost. Reconnecting…' });
  await expect(banner).toBeVisible();

  await back();
  await expect(page.getByRole('radio', { name: /Bank transfer/i }).first()).toBeVisible();
  await expect(page.getByText('No deposits yet')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'This could not be loaded' })).toHaveCount(0);
  await expect(banner).toBeHidden();
});

test('going offline shows the reconnecting banner, which clears by itself when the network is back', async ({
  page,
}) => {
  await page.goto('/en/game/slots');
  await expect(page.getByTestId('game-results').getByRole('article').first()).toBeVisible();
  await page.context().setOffline(true);
  const banner = page.getByRole('status').filter({ hasText: 'You are offline. Reconnecting…' });
  await expect(banner).toBeVisible();
  await page.context().setOffline(false);
  await expect(banner).toBeHidden();
});

test('a deposit whose answer the connection lost is reported once it landed, and is not made twice', async ({
  page,
  signedInPlayer,
}) => {
  await signedInPlayer({ balances: { JPY: '1000' } });
  await openPage(page, '/ja/account/deposit', '入金');
  await expect(page.getByText('入金履歴はありません')).toBeVisible();

  // The request reaches the gateway (the order is made), then the connection drops before the answer,
  // and stays down until the test lets it come back.
  const connection = await loseAnswerOf(page, 'deposit.create');

  await page
    .getByRole('radio', { name: /銀行振込/ })
    .first()
    .check();
  await page.getByLabel('入金額').fill('12345');
  const submit = page.getByRole('button', { name: '入金を申請' });
  await submit.click();
  const notice = page.getByTestId('unsettled-deposit');
  await expect(notice).toContainText('¥12,345.00 の入金申請が届いたかまだ確認できていません');
  await expect(submit).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'サーバーとの接続が切れました' })).toBeVisible();

  await connection.back();
  await expect(notice).toContainText('¥12,345.00 の入金申請は受け付けられています（注文番号 ');
  const orders = page.getByTestId('deposit-orders').locator('li');
  await expect(orders).toHaveCount(1);
  const orderNo = await orders.first().getAttribute('data-order');
  expect(orderNo).toBeTruthy();
  await expect(notice).toContainText(`注文番号 ${orderNo}`);
  await expect(page.getByRole('heading', { name: '入金の詳細' })).toBeVisible();
  await connection.restore();
});

test('a deposit sent while offline fails at once instead of leaving later unseen, and can be sent again once online', async ({
  page,
  signedInPlayer,
}) => {
  await signedInPlayer({ balances: { JPY: '1000' } });
  await openPage(page, '/en/account/deposit', 'Deposit');
  await page
    .getByRole('radio', { name: /Bank transfer/ })
    .first()
    .check();
  await page.getByRole('textbox', { name: 'Amount' }).fill('23456');

  await page.context().setOffline(true);
  const submit = page.getByRole('button', { name: 'Request deposit' });
  await submit.click();
  const notice = page.getByTestId('unsettled-deposit');
  await expect(notice).toContainText('we cannot tell yet whether your deposit request of ¥23,456.00 arrived');
  await expect(submit).not.toHaveAttribute('aria-busy', 'true');

  await page.context().setOffline(false);
  await expect(notice).toContainText(
    'Your deposit request of ¥23,456.00 did not arrive. You can send it again',
  );
  await expect(page.getByText('No deposits yet')).toBeVisible();

  await submit.click();
  await expect(page.getByRole('heading', { name: 'Deposit details' })).toBeVisible();
  await expect(page.getByTestId('deposit-orders').locator('li')).toHaveCount(1);
  await expect(notice).toBeHidden();
});

test('a withdrawal whose answer the connection lost is reported once it landed, and the money leaves once', async ({
  page,
  signedInPlayer,
}) => {
  const player = await signedInPlayer({ balances: { JPY: '50000' } });
  await addBankAccount(page, player.email, { number: '7654321', holder: 'ヤマダ ハナコ' });

  const connection = await loseAnswerOf(page, 'withdraw.create', { offline: true });
  await page.getByLabel('出金額').fill('5000');
  const submit = page.getByRole('button', { name: '出金を申請' });
  await submit.click();
  const notice = page.getByTestId('unsettled-withdraw');
  await expect(notice).toContainText('¥5,000.00 の出金申請が届いたかまだ確認できていません');
  await expect(submit).toBeDisabled();

  await connection.back();
  await expect(notice).toContainText('¥5,000.00 の出金申請は受け付けられています（注文番号 ');
  await expect(page.getByTestId('withdrawals').locator('li')).toHaveCount(1);
  await expect(page.getByTestId('header-balance')).toContainText('¥45K');
  await connection.restore();
});
