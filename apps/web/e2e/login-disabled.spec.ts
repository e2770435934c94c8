/**
 * A disabled account is told so at login (after its right password; a wrong one still says only that
 * the name or password is wrong), in the page's language, on a laptop and a phone.
 */
import { expect, LAPTOP, PHONE, testEachCase } from './support/fixtures';
import { setPlayerFlags } from './support/platform';

const CASES = [
  {
    lng: 'ja',
    viewport: LAPTOP,
    heading: 'ログイン',
    account: 'ユーザー名またはメールアドレス',
    password: 'パスワード',
    submit: 'ログイン',
    disabled:
      'このアカウントは利用停止中のため、ログインできません。詳しくはサポートまでお問い合わせください。',
  },
  {
    lng: 'en',
    viewport: PHONE,
    heading: 'Log in',
    account: 'Username or email',
    password: 'Password',
    submit: 'Log in',
    disabled: 'This account is disabled, so you cannot log in. Please contact support for details.',
  },
] as const;

testEachCase(CASES, 'a disabled account is told so at login', async (c, { page, newPlayer }) => {
  const player = await newPlayer();
  await setPlayerFlags({ loginName: player.loginName, disabled: true });
  await page.goto(`/${c.lng}/login`);
  await expect(page.getByRole('heading', { level: 1, name: c.heading, exact: true })).toBeVisible();
  const form = page.locator('main');
  await form.getByLabel(c.account).fill(player.username);
  await form.getByLabel(c.password, { exact: true }).fill(player.password);
  await form.getByRole('button', { name: c.submit, exact: true }).click();
  await expect(page.getByText(c.disabled)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${c.lng}/login`));
});
