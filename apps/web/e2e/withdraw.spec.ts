/**
 * The withdraw page with money in a game: it says how much is in games (it cannot be withdrawn there)
 * and brings it back to the wallet with one button, after which the withdrawable amount includes it.
 * The game stays open in another tab, as a player would have it.
 */
import { expect, LAPTOP, PHONE, test, testEachCase } from './support/fixtures';
import { loginNewPlayer, openJptSlot } from './support/part2-player';

test.describe.configure({ timeout: 300_000 });

const CASES = [
  {
    lng: 'ja',
    viewport: LAPTOP,
    hint: '¥10,000.00 がゲーム内にあります。出金するには、先にウォレットに戻してください。',
    button: 'ウォレットに戻す',
    returned: '¥10,000.00 をウォレットに戻しました。',
    withdrawable: '出金可能額: ¥10,000.00',
    zero: '出金可能額: ¥0.00',
  },
  {
    lng: 'en',
    viewport: PHONE,
    hint: '¥10,000.00 is in your games. Return it to your wallet to withdraw it.',
    button: 'Return to wallet',
    returned: '¥10,000.00 is back in your wallet.',
    withdrawable: 'Withdrawable: ¥10,000.00',
    zero: 'Withdrawable: ¥0.00',
  },
] as const;

testEachCase(
  CASES,
  'money in a game is named on the withdraw page and returned from there',
  async (c, { page }) => {
    await loginNewPlayer(page, { JPY: '10000.00' });
    await openJptSlot(page, c.lng, { balance: '¥10,000.00' });

    const other = await page.context().newPage();
    await other.setViewportSize(c.viewport);
    await other.goto(`/${c.lng}/account/withdraw`);
    await expect(other.getByText(c.zero)).toBeVisible({ timeout: 30_000 });
    await expect(other.getByText(c.hint)).toBeVisible();
    const button = other.getByRole('button', { name: c.button, exact: true });
    await expect(button).toBeInViewport();
    const box = (await button.boundingBox())!;
    // On a phone the hint and its button stay inside the screen.
    expect(box.x + box.width).toBeLessThanOrEqual(c.viewport.width);
    await button.click();
    await expect(other.getByRole('status').filter({ hasText: c.returned })).toBeVisible();
    await expect(other.getByText(c.hint)).toBeHidden();
    await expect(other.getByText(c.withdrawable)).toBeVisible();
  },
);

const BANK_CASES = [
  {
    lng: 'ja',
    viewport: LAPTOP,
    add: '銀行口座を追加',
    bankCode: '金融機関コード(4桁)',
    bankName: '金融機関名',
    branchCode: '支店コード(3桁)',
    branchName: '支店名',
    bankHint: 'みずほ(ミズホ)',
    branchHint: '東京営業部(トウキヨウ)',
    bankMissing: 'このコードの金融機関が見つかりません。金融機関名を入力してください。',
  },
  {
    lng: 'en',
    viewport: PHONE,
    add: 'Add bank account',
    bankCode: 'Bank code (4 digits)',
    bankName: 'Bank name',
    branchCode: 'Branch code (3 digits)',
    branchName: 'Branch name',
    bankHint: 'みずほ (ミズホ)',
    branchHint: '東京営業部 (トウキヨウ)',
    bankMissing: 'No bank has this code. Please type the bank name.',
  },
] as const;

testEachCase(
  BANK_CASES,
  'typing bank and branch codes fills in their names from the Zengin data',
  async (c, { page }) => {
    await loginNewPlayer(page, { JPY: '10000.00' });
    await page.goto(`/${c.lng}/account/withdraw`);
    await page.getByRole('button', { name: c.add }).click();
    const dialog = page.getByRole('dialog', { name: c.add });
    await expect(dialog).toBeVisible();

    await dialog.getByLabel(c.bankCode).fill('0001');
    await expect(dialog.getByLabel(c.bankName)).toHaveValue('みずほ');
    await expect(dialog.getByText(c.bankHint)).toBeVisible();
    await dialog.getByLabel(c.branchCode).fill('001');
    await expect(dialog.getByLabel(c.branchName)).toHaveValue('東京営業部');
    await expect(dialog.getByText(c.branchHint)).toBeVisible();

    // Another bank's code replaces the filled-in name; a code no bank has asks for the name.
    await dialog.getByLabel(c.bankCode).fill('0005');
    await expect(dialog.getByLabel(c.bankName)).toHaveValue('三菱ＵＦＪ');
    await dialog.getByLabel(c.bankCode).fill('0002');
    await expect(dialog.getByText(c.bankMissing)).toBeVisible();
    // A name the player typed is theirs: a found bank does not overwrite it.
    await dialog.getByLabel(c.bankName).fill('テスト銀行');
    await dialog.getByLabel(c.bankCode).fill('0001');
    await expect(dialog.getByText(c.bankHint)).toBeVisible();
    await expect(dialog.getByLabel(c.bankName)).toHaveValue('テスト銀行');
  },
);
