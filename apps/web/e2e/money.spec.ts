/**
 * Money through the real stack: a bank-transfer deposit approved on the platform shows up in the
 * header balance; a withdrawal to a newly added bank account, then cancelled, returns the money; a
 * bonus given up leaves the active list.
 */
import { expect, loginByCall, openPage, test } from './support/fixtures';
import { approveDeposit, grantBonus } from './support/platform';
import { addBankAccount, proveWithEmailCode, requestDeposit } from './support/wallet-pages';

test('a deposit approved by the platform is credited to the balance', async ({ page, signedInPlayer }) => {
  await signedInPlayer({ balances: { JPY: '1000' } });
  const orderNo = await requestDeposit(page, '10000');
  await expect(page.getByTestId('header-balance')).toContainText('¥1,000.00');
  await expect(page.getByText('振込コード(お名前の前に入力)')).toBeVisible();
  await approveDeposit(orderNo);
  await expect(page.getByTestId('header-balance')).toContainText('¥11K');
  await expect(page.getByTestId('deposit-orders').locator('li').first()).toContainText('入金完了');
});

test('a withdrawal to a new bank account can be cancelled and the money returns', async ({
  page,
  signedInPlayer,
}) => {
  const player = await signedInPlayer({ balances: { JPY: '50000' } });
  await addBankAccount(page, player.email, { number: '1234567', holder: 'ヤマダ タロウ' });

  await page.getByLabel('出金額').fill('5000');
  await page.getByRole('button', { name: '出金を申請' }).click();
  await expect(page.getByText('出金を申請しました')).toBeVisible();
  await expect(page.getByTestId('header-balance')).toContainText('¥45K');
  const row = page.getByTestId('withdrawals').locator('li').first();
  await expect(row).toContainText('審査中');

  await row.getByRole('button', { name: /^取り消す/ }).click();
  const confirm = page.getByRole('dialog', { name: '出金を取り消しますか?' });
  await expect(confirm).toContainText('¥5,000.00');
  await confirm.getByRole('button', { name: '取り消す' }).click();
  await expect(row).toContainText('取り消し');
  await expect(page.getByTestId('header-balance')).toContainText('¥50K');
});

test('an active bonus can be given up after a clear confirmation', async ({ page, newPlayer }) => {
  const player = await newPlayer({ balances: { JPY: '1000' } });
  await grantBonus({ loginName: player.loginName, currency: 'JPY', amount: '2000', wagerMultiplier: 10 });
  await loginByCall(page, player);
  await openPage(page, '/ja/account/bonuses', 'ボーナス');
  const active = page.getByTestId('active-bonuses');
  await expect(active.locator('li')).toHaveCount(1);
  await expect(active).toContainText('進行中');
  await expect(active.getByRole('progressbar')).toBeVisible();
  await active.getByRole('button', { name: /^放棄する/ }).click();
  const confirm = page.getByRole('dialog', { name: 'ボーナスを放棄しますか?' });
  await expect(confirm).toContainText('元に戻せません');
  await confirm.getByRole('button', { name: '放棄する' }).click();
  await expect(page.getByText('ボーナスを放棄しました')).toBeVisible();
  await expect(page.getByTestId('active-bonuses')).toHaveCount(0);
  await expect(page.locator('#bonus-history')).toContainText('放棄');
});

test('a withdrawal above the KYC threshold opens the level 3 dialog', async ({ page, signedInPlayer }) => {
  const player = await signedInPlayer({ balances: { JPY: '900000' } });
  await addBankAccount(page, player.email, { number: '7654321', holder: 'ヤマダ ハナコ' });
  await expect(page.getByText(/を超える出金には本人確認レベル3が必要です。/)).toBeVisible();
  await page.getByLabel('出金額').fill('800000');
  await page.getByRole('button', { name: '出金を申請' }).click();
  const kyc = page.getByRole('dialog', { name: '本人確認(レベル3)が必要です' });
  await expect(kyc).toBeVisible();
  await kyc.getByRole('button', { name: '本人確認へ進む' }).click();
  await expect(page).toHaveURL(/\/ja\/account\/kyc$/);
  await expect(page.getByRole('heading', { level: 1, name: '本人確認(KYC)', exact: true })).toBeVisible();
});

test('a crypto withdrawal address can be added (proved by email code) and deleted', async ({
  page,
  signedInPlayer,
}) => {
  const player = await signedInPlayer({ balances: { JPY: '1000' } });
  await openPage(page, '/ja/account/withdraw', '出金');
  const card = page.getByRole('region', { name: '暗号資産アドレス', exact: true });
  await expect(card.getByText('登録されたアドレスはありません')).toBeVisible();
  const base58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
  const address = `T${Array.from({ length: 33 }, () => base58[Math.floor(Math.random() * 58)]).join('')}`;

  await card.getByRole('button', { name: 'アドレスを追加' }).click();
  const add = page.getByRole('dialog', { name: 'アドレスを追加' });
  await add.getByLabel('アドレス', { exact: true }).fill(address);
  await proveWithEmailCode(add, player.email);
  await add.getByRole('button', { name: 'アドレスを登録' }).click();
  await expect(add).toBeHidden();
  await expect(page.getByText('アドレスを登録しました', { exact: true })).toBeVisible();
  await expect(card.getByText(address)).toBeVisible();

  await card.getByRole('button', { name: `削除 ${address}` }).click();
  const confirm = page.getByRole('dialog', { name: 'アドレスを削除しますか?' });
  await expect(confirm).toContainText(`${address} を受取先から削除します。`);
  await confirm.getByRole('button', { name: '削除', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(card.getByText('登録されたアドレスはありません')).toBeVisible();
});
