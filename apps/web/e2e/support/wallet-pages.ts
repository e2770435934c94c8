/**
 * The wallet pages as a logged-in player uses them (ja): a bank-transfer deposit request, a bank
 * account added on the withdraw page (proved by an email code), and a connection that loses the answer
 * of one call.
 */
import { expect, type Locator, type Page, type Route } from '@playwright/test';
import { latestCode } from './platform';
import { openPage } from './fixtures';

/** Requests a bank-transfer deposit of `amount` on the deposit page; answers the new order's number. */
export async function requestDeposit(page: Page, amount: string): Promise<string> {
  await openPage(page, '/ja/account/deposit', '入金');
  await page
    .getByRole('radio', { name: /銀行振込/ })
    .first()
    .check();
  await page.getByLabel('入金額').fill(amount);
  await page.getByRole('button', { name: '入金を申請' }).click();
  await expect(page.getByRole('heading', { name: '入金の詳細' })).toBeVisible();
  const orderNo = await page.getByTestId('deposit-orders').locator('li').first().getAttribute('data-order');
  expect(orderNo).toBeTruthy();
  return orderNo!;
}

/** A new payout destination needs a fresh code sent to the player's email (no withdrawal password set). */
export async function proveWithEmailCode(dialog: Locator, email: string) {
  await dialog.getByRole('button', { name: '確認コードを送信' }).click();
  await dialog.getByLabel('確認コード(メール)').fill(await latestCode(email));
}

/** Opens the withdraw page of a logged-in player and adds a bank account there (proved by email code). */
export async function addBankAccount(page: Page, email: string, account: { number: string; holder: string }) {
  await openPage(page, '/ja/account/withdraw', '出金');
  await page.getByRole('button', { name: '銀行口座を追加' }).click();
  const add = page.getByRole('dialog', { name: '銀行口座を追加' });
  await add.getByLabel('金融機関コード(4桁)').fill('0005');
  await add.getByLabel('金融機関名').fill('三菱UFJ銀行');
  await add.getByLabel('支店コード(3桁)').fill('001');
  await add.getByLabel('支店名').fill('本店');
  await add.getByLabel('口座番号(7桁)').fill(account.number);
  await add.getByLabel('口座名義(カタカナ)').fill(account.holder);
  await proveWithEmailCode(add, email);
  await add.getByRole('button', { name: '口座を登録' }).click();
  await expect(add).toBeHidden();
}

/**
 * The first call of `procedure` reaches the gateway (what it does is done), then the connection drops
 * before its answer and every tRPC call after it fails, until `back()`; `restore()` ends the routing.
 * With `offline` the browser goes offline too, so the open live stream drops as on a real network (its
 * `order` event would otherwise tell the page at once that the call landed).
 */
export async function loseAnswerOf(page: Page, procedure: string, opts: { offline?: boolean } = {}) {
  let down = false;
  const lossy = async (route: Route) => {
    if (!down && route.request().url().includes(procedure)) {
      // Offline first: the order the call makes is then announced on the live stream while the browser
      // is offline, so the page cannot learn of it before the test has seen it unsure. (The call itself
      // goes out through Playwright, whatever the browser's network switch.)
      if (opts.offline) await page.context().setOffline(true);
      await route.fetch();
      down = true;
    }
    if (down) await route.abort('internetdisconnected');
    else await route.continue();
  };
  await page.route('**/trpc/**', lossy);
  return {
    back: async () => {
      down = false;
      if (opts.offline) await page.context().setOffline(false);
    },
    restore: () => page.unroute('**/trpc/**', lossy),
  };
}
