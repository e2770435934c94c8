/**
 * The deposit page tells a player without deposit verification the truth (deposits are accepted, as
 * the platform does; larger withdrawals need verification), and writes every amount range of the page
 * in one style: the chosen method's range, the amount's hint and its out-of-range error.
 */
import { expect, LAPTOP, PHONE, testEachCase } from './support/fixtures';
import { loginNewPlayer } from './support/part2-player';

const CASES = [
  {
    lng: 'ja',
    viewport: LAPTOP,
    heading: '入金',
    notice:
      '本人確認がまだ完了していません。入金はこのままご利用いただけます。高額の出金には本人確認が必要です。',
    stale: '入金の前に本人確認を完了してください。',
    amount: '入金額',
    submit: '入金を申請',
    range: /^(¥[\d.,]+[KM]?〜¥[\d.,]+[KM]?) \/ 目安/,
    error: (r: string) => `${r} の範囲で入力してください。`,
  },
  {
    lng: 'en',
    viewport: PHONE,
    heading: 'Deposit',
    notice:
      'Your identity verification is not complete yet. You can deposit as usual; larger withdrawals need it.',
    stale: 'Please complete identity verification before depositing.',
    amount: 'Amount',
    submit: 'Request deposit',
    range: /^(¥[\d.,]+[KM]? to ¥[\d.,]+[KM]?) · about/,
    error: (r: string) => `Enter an amount from ${r}.`,
  },
] as const;

testEachCase(
  CASES,
  'an unverified player is not told deposits are refused, and ranges read alike',
  async (c, { page }) => {
    await loginNewPlayer(page, {});
    await page.goto(`/${c.lng}/account/deposit`);
    await expect(page.getByRole('heading', { level: 1, name: c.heading })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(c.notice)).toBeVisible();
    await expect(page.getByText(c.stale)).toHaveCount(0);

    // The checked method's range, as its card writes it.
    const card = page.locator('.radio-card').filter({ has: page.locator('input:checked') });
    const meta = (await card.locator('.small.muted').last().textContent())!.trim();
    const range = c.range.exec(meta)?.[1];
    expect(range, meta).toBeTruthy();
    // The amount's hint writes the same range the same way.
    const amount = page.getByRole('textbox', { name: c.amount });
    await expect(amount).toHaveAccessibleDescription(range!);
    // So does the error of an amount below it.
    await amount.fill('1');
    await page.getByRole('button', { name: c.submit }).click();
    await expect(page.getByText(c.error(range!))).toBeVisible();
  },
);
