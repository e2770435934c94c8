/**
 * The staff view and money in games: a terminal that went off mid-game still shows its customer, the
 * money in games and since when, and a last error; staff return that money from the view (audited:
 * who, when, which terminal, which wallets, how much), the ledger shows it whole in cash; a disabled
 * terminal offers no pause or reload and its refusal is its last error; a staff reload's statement
 * gives the staff's reason.
 */
import {
  confirmToStart,
  expect,
  gamesRunning,
  openGames,
  signedInCustomer,
  signIn,
  test,
} from './support/fixtures';
import { cutPower, killableBrowser, money, terminalPage } from './support/power';
import { staffPage, terminalRow } from './support/staff';
import { DISABLED_TERMINAL, OPERATOR_TOKEN, TERMINAL } from './support/stack';

test.describe('staff view and money in games', () => {
  test.describe.configure({ timeout: 900_000 });

  test('a terminal gone off mid-game shows its money in games, since when and an error; staff return it, audited', async ({
    browser,
    stack,
  }) => {
    const staff = await staffPage(browser, stack.baseURL);
    const player = await stack.createPlayer({ JPY: '20000' });
    const { server, browser: terminalBrowser } = await killableBrowser();
    const kiosk = await terminalPage(terminalBrowser);
    await signIn(kiosk, stack, player);
    await openGames(kiosk, [['JPT', 0]]);
    await gamesRunning(kiosk, 1);
    const line = terminalRow(staff, TERMINAL.id);
    await expect(line).toContainText('¥20,000.00');
    await cutPower(server, terminalBrowser);

    // Off, and the money is still in sight: who, how much, since when, and what is wrong.
    await expect(line).toContainText('オフライン');
    await expect(line).toContainText(player.loginName);
    await expect(line).toContainText('¥20,000.00');
    await expect(line).toContainText(/\d{1,2}:\d{2}:\d{2} から/);
    await expect(line).toContainText('応答なし(ゲーム内にお金が残っています)');
    expect(await money(stack, player.loginName)).toEqual({ cash: 0, games: 20000, total: 20000 });

    await line.getByRole('button', { name: `お金を今すぐ戻す: ${TERMINAL.id}` }).click();
    await line.getByRole('button', { name: '実行する' }).click();
    await expect(staff.getByRole('status')).toHaveText(
      `${TERMINAL.id}: ¥20,000.00 をお客様のアカウントに戻しました`,
    );
    expect(await money(stack, player.loginName)).toEqual({ cash: 20000, games: 0, total: 20000 });
    // Audited: who, which terminal, which wallets, how much (and when).
    const audit = staff.getByRole('list', { name: 'お金の返却記録' }).getByRole('listitem').first();
    await expect(audit).toContainText(
      `HALL-1 のスタッフ が ${TERMINAL.id} の JPT ¥20,000.00 から ¥20,000.00 を戻しました`,
    );
    await expect(line).not.toContainText(player.loginName);
    await expect(line.getByRole('button', { name: `お金を今すぐ戻す: ${TERMINAL.id}` })).toHaveCount(0);
    await expect(line).toContainText('スタッフがお金を返却');

    // The owner sees the statement at their next sign-in.
    const next = await terminalPage(browser);
    await signIn(next, stack, player);
    await expect(next.getByRole('region', { name: 'ゲーム内のお金を現金に戻しました' })).toContainText(
      'スタッフの操作により、ゲーム内のお金を現金に戻しました。',
    );
    await expect(next.getByTestId('statement-line-JPT')).toHaveText('ジャックポット東京: ¥20,000.00');
    await next.getByRole('button', { name: '確認しました' }).tap();
    await next.context().close();
    await staff.context().close();
  });

  test('a disabled terminal offers no pause or reload, and its refusal is its last error', async ({
    browser,
    stack,
  }) => {
    const staff = await staffPage(browser, stack.baseURL, OPERATOR_TOKEN);
    const kiosk = await terminalPage(browser);
    await kiosk.goto(stack.launchUrl(DISABLED_TERMINAL));
    await expect(kiosk.getByRole('heading', { name: 'この端末は利用できません' })).toBeVisible();
    const line = terminalRow(staff, DISABLED_TERMINAL.id);
    await expect(line).toContainText('無効');
    await expect(line).toContainText('端末を拒否(disabled)');
    await expect(line.getByRole('button', { name: /休止|再読み込み/ })).toHaveCount(0);
    await kiosk.context().close();
    await staff.context().close();
  });

  test("a staff reload's statement gives the staff's reason", async ({ page, browser, stack }) => {
    const staff = await staffPage(browser, stack.baseURL);
    const player = await signedInCustomer(page, stack, '20000');
    await openGames(page, [['JPT', 0]]);
    await gamesRunning(page, 1);
    const line = terminalRow(staff, TERMINAL.id);
    await expect(line).toContainText(player.loginName);
    await line.getByRole('button', { name: `再読み込み: ${TERMINAL.id}` }).click();
    const statement = page.getByRole('region', { name: 'ゲーム内のお金を現金に戻しました' });
    await expect(statement).toContainText(
      'スタッフが端末を再読み込みしたため、ゲーム内のお金を現金に戻しました。',
    );
    await expect(statement).not.toContainText('画面が閉じられたため');
    await expect(page.getByTestId('statement-line-JPT')).toHaveText('ジャックポット東京: ¥20,000.00');
    expect(await money(stack, player.loginName)).toEqual({ cash: 20000, games: 0, total: 20000 });
    await confirmToStart(page);
    await staff.context().close();
  });
});
