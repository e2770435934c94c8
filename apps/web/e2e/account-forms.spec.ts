/**
 * Rules a player meets while filling in forms: the 18+ rule of the birth date speaks as soon as a whole
 * date is typed (a field error, not a message after submitting), and the password-reset success is in
 * view on a phone, where the form had been scrolled down to its button.
 */
import { expect, LAPTOP, PHONE, test, testEachCase } from './support/fixtures';
import { loginNewPlayer } from './support/part2-player';
import { latestCode } from './support/platform';

/** The date `years` years before today (Japan's calendar), YYYY-MM-DD. */
function yearsAgo(years: number): string {
  const today = new Date(Date.now() + 9 * 3_600_000);
  today.setUTCFullYear(today.getUTCFullYear() - years);
  return today.toISOString().slice(0, 10);
}

const KYC = [
  {
    lng: 'ja',
    viewport: LAPTOP,
    birthDate: '生年月日',
    underAge: '18歳未満の方はご利用いただけません。生年月日をご確認ください。',
  },
  {
    lng: 'en',
    viewport: PHONE,
    birthDate: 'Date of birth',
    underAge: 'You must be 18 or older to play. Please check your date of birth.',
  },
] as const;

testEachCase(KYC, 'a birth date under 18 is a field error as soon as it is typed', async (c, { page }) => {
  await loginNewPlayer(page);
  await page.goto(`/${c.lng}/account/kyc`);
  const field = page.getByLabel(c.birthDate, { exact: true });
  await expect(field).toBeVisible({ timeout: 30_000 });
  await field.fill(yearsAgo(17));
  // Still in the field, nothing submitted: the rule already speaks, tied to the field.
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(c.underAge.replace(/[.()]/g, '\\$&')));
  await expect(page.getByText(c.underAge)).toBeVisible();
  await field.fill(yearsAgo(30));
  await expect(page.getByText(c.underAge)).toBeHidden();
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
});

const RESET = [
  {
    lng: 'ja',
    username: 'ユーザー名',
    send: 'コードを送信',
    sent: 'ご登録のメールアドレスに認証コードを送信しました。',
    code: '認証コード',
    password: '新しいパスワード',
    confirm: '新しいパスワード(確認)',
    submit: 'パスワードを再設定',
    done: 'パスワードを再設定しました。新しいパスワードでログインしてください。',
  },
  {
    lng: 'en',
    username: 'Username',
    send: 'Send code',
    sent: 'we sent a verification code to its registered email.',
    code: 'Verification code',
    password: 'New password',
    confirm: 'Confirm new password',
    submit: 'Reset password',
    done: 'Your password has been reset. Please log in with the new password.',
  },
] as const;

for (const c of RESET) {
  test(`(${c.lng}, 390 x 844 phone) the password-reset success is in view after submitting`, async ({
    page,
    newPlayer,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const player = await newPlayer();
    await page.goto(`/${c.lng}/reset-password`);
    await page.getByRole('textbox', { name: c.username, exact: true }).fill(player.username);
    await page.getByRole('button', { name: c.send }).click();
    await expect(page.getByText(c.sent)).toBeVisible();
    await page.getByLabel(c.code, { exact: true }).fill(await latestCode(player.email));
    await page.getByLabel(c.password, { exact: true }).fill('newpass456');
    await page.getByLabel(c.confirm, { exact: true }).fill('newpass456');
    const submit = page.getByRole('button', { name: c.submit });
    // Where a phone leaves the page after typing the last field: the button at the top of the screen.
    await submit.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await submit.click();
    const done = page.getByText(c.done);
    await expect(done).toBeInViewport({ ratio: 1 });
    // Not under the sticky header either: what the eye sees at its middle is the message.
    await expect
      .poll(() =>
        done.evaluate((el) => {
          const r = el.getBoundingClientRect();
          const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return !!hit && el.contains(hit);
        }),
      )
      .toBe(true);
  });
}
