/**
 * The venue floor around a visit: the three multi-machine messages where the customer touches, the
 * amounts per game and top-ups, machine numbers and shared wallets, the game's own exit button, the
 * idle warning before sign-in, offline detection from a failed call, the CJK font, and responsible
 * gaming. Real stack (Redis, platform, gateway), Debian's Chromium, touch.
 */
import type { Page } from '@playwright/test';
import {
  expect,
  gamesRunning,
  openGames,
  openTerminal,
  selectGames,
  signedInCustomer,
  signIn,
  startButton,
  test,
  typeOnScreen,
  withGatewayEnv,
} from './support/fixtures';
import { platformTab } from './support/providers';

const picker = (page: Page) => page.getByRole('dialog', { name: '台を選ぶ' });
const sheet = (page: Page) => page.getByRole('dialog', { name: 'ゲームに入れる金額' });
const cells = (page: Page) => page.locator('.cui-cell:not(.cui-cell--empty)');

/** Opens the game picker from the first empty cell and selects `games`. */
async function pickGames(page: Page, games: Parameters<typeof selectGames>[1]) {
  await page.getByRole('button', { name: '台を選ぶ' }).first().tap();
  await selectGames(page, games);
}

test.describe('venue floor', () => {
  // A shared build machine can make every tap slow; waiting is on what the page shows, not on time.
  test.describe.configure({ timeout: 900_000 });
  test('says in the touched card why a game cannot join: the same game, not multi-machine, four already', async ({
    page,
    stack,
  }) => {
    await signedInCustomer(page, stack, '400');
    // One game: the amount sheet offers all the cash.
    await pickGames(page, [['JPT', 0]]);
    await picker(page).getByRole('button', { name: '選んだ台でプレイ' }).tap();
    await expect(sheet(page).getByTestId('amount-0')).toHaveText('¥400.00');
    await sheet(page).getByRole('button', { name: 'この金額でプレイ' }).tap();
    await gamesRunning(page, 1, 60_000);
    await expect(page.getByTestId('balance-in-games')).toHaveText('¥400.00');

    await page.getByRole('button', { name: '台を選ぶ' }).first().tap();
    const p = picker(page);
    await p.getByRole('tab', { name: platformTab('JPT'), exact: true }).tap();
    const same = p.getByRole('button', { name: /^プレイ: / }).first();
    await expect(same).toHaveText('プレイ中');
    await same.tap();
    await expect(p.getByRole('alert')).toHaveText('同じゲームを重複して追加することはできません。');

    // The hall floor: an AMIGO machine cannot run in the grid and says so.
    await p.getByRole('tab', { name: 'パチンコ・パチスロ台' }).tap();
    const amigo = p.locator('button[data-platform="AMIGO"]:enabled').first();
    await amigo.tap();
    await expect(p.getByRole('alert')).toHaveText('このゲームはマルチ台モードに対応していません。');

    // Four selected at once (one open + three chosen): the fifth says the limit.
    await selectGames(page, [
      ['ISLOT', 0],
      ['PNG', 0],
      ['JPT2', 0],
    ]);
    await p.getByRole('tab', { name: platformTab('PCB'), exact: true }).tap();
    await p
      .getByRole('button', { name: /^プレイ: / })
      .first()
      .tap();
    await expect(p.getByRole('alert')).toHaveText(
      'すでに4台のゲームを追加しています。ほかのゲームを終了してから追加してください。',
    );
  });

  test('shows the three messages in English too', async ({ page, stack }) => {
    const player = await stack.createPlayer({ JPY: '1000' });
    await openTerminal(page, stack);
    await page.getByRole('button', { name: 'English' }).tap();
    await page.getByRole('button', { name: 'Touch to start' }).tap();
    await page.getByLabel('Username', { exact: true }).tap();
    await typeOnScreen(page, player.username);
    await page.getByLabel('Password', { exact: true }).tap();
    await typeOnScreen(page, player.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).tap();
    await expect(page.getByTestId('balance-total')).toHaveText('¥1,000.00');

    await page.getByRole('button', { name: 'Pick a game' }).first().tap();
    const p = page.getByRole('dialog', { name: 'Pick a game' });
    await p.getByRole('tab', { name: 'Pachinko & pachislot machines' }).tap();
    await p.locator('button[data-platform="AMIGO"]:enabled').first().tap();
    await expect(p.getByRole('alert')).toHaveText('This game does not support multi-machine mode.');
    for (const platform of ['JPT', 'ISLOT', 'PNG', 'JPT2']) {
      await p.getByRole('tab', { name: platformTab(platform, 'en'), exact: true }).tap();
      await p
        .getByRole('button', { name: /^Play: / })
        .first()
        .tap();
    }
    await p.getByRole('tab', { name: platformTab('PCB', 'en'), exact: true }).tap();
    await p
      .getByRole('button', { name: /^Play: / })
      .first()
      .tap();
    await expect(p.getByRole('alert')).toHaveText(
      '4 games have already been added. Please quit a game first.',
    );
    await p.getByRole('tab', { name: platformTab('JPT', 'en'), exact: true }).tap();
    // Touching a chosen game again un-chooses it; choosing it once more is fine.
    const first = p.getByRole('button', { name: /^Play: / }).first();
    await first.tap();
    await expect(first).toHaveAttribute('aria-pressed', 'false');
    await first.tap();
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    await p.getByRole('button', { name: 'Play the selected games' }).tap();
    const s = page.getByRole('dialog', { name: 'Amount to bring into the game' });
    await s.getByRole('button', { name: 'Play with these amounts' }).tap();
    await gamesRunning(page, 4, 60_000);
    await page.getByRole('button', { name: 'Pick a game' }).first().tap();
    await p.getByRole('tab', { name: platformTab('JPT', 'en'), exact: true }).tap();
    await p
      .getByRole('button', { name: /^Play: / })
      .first()
      .tap();
    await expect(p.getByRole('alert')).toHaveText('Adding the same game is not supported.');
  });

  test('lets the customer choose the amount per game, splits by default and tops a running game up', async ({
    page,
    stack,
  }) => {
    await signedInCustomer(page, stack, '400');
    await pickGames(page, [
      ['JPT', 0],
      ['ISLOT', 0],
    ]);
    await picker(page).getByRole('button', { name: '選んだ台でプレイ' }).tap();
    const s = sheet(page);
    await expect(s.getByTestId('amount-0')).toHaveText('¥200.00');
    await expect(s.getByTestId('amount-1')).toHaveText('¥200.00');
    await expect(s.getByText('残りの現金 ¥0.00')).toBeVisible();
    // Half of what the other game leaves for the second one.
    const second = s.getByRole('region').nth(1);
    await second.getByRole('button', { name: '半分' }).tap();
    await expect(s.getByTestId('amount-1')).toHaveText('¥100.00');
    await expect(s.getByText('残りの現金 ¥100.00')).toBeVisible();
    await s.getByRole('button', { name: 'この金額でプレイ' }).tap();
    await gamesRunning(page, 2, 60_000);
    await expect(page.getByTestId('balance-in-games')).toHaveText('¥300.00');
    await expect(page.getByTestId('balance-total')).toHaveText('¥400.00');
    const [jpt, islot] = [cells(page).nth(0), cells(page).nth(1)];
    await expect(jpt.getByText('このゲーム: ¥200.00')).toBeVisible();
    await expect(islot.getByText('このゲーム: ¥100.00')).toBeVisible();

    // Top-up: the rest of the cash into the second game.
    await islot.getByRole('button', { name: /^追加入金: / }).tap();
    const topUp = page.getByRole('dialog', { name: /に追加入金$/ });
    await expect(topUp.getByTestId('amount-0')).toHaveText('¥100.00');
    await topUp.getByRole('button', { name: '入金する' }).tap();
    await expect(islot.getByText('このゲーム: ¥200.00')).toBeVisible();
    await expect(page.getByTestId('balance-in-games')).toHaveText('¥400.00');
    await expect(page.getByTestId('balance-total')).toHaveText('¥400.00');
    // Nothing left to add.
    await jpt.getByRole('button', { name: /^追加入金: / }).tap();
    await expect(page.getByText('追加できる現金がありません')).toBeVisible();
  });

  test('marks only the chosen pachinko machine, shows its number, and counts a shared wallet once', async ({
    page,
    stack,
  }) => {
    await signedInCustomer(page, stack, '90000');
    await pickGames(page, [
      ['JPT', 0],
      ['JPT', 1],
    ]);
    const p = picker(page);
    await p.getByRole('tab', { name: 'パチンコ・パチスロ台' }).tap();
    const machine = p.locator('button[data-platform="KAMIKAZE"]:enabled').first();
    const label = String(await machine.getAttribute('aria-label')).replace(/^プレイ: /, '');
    expect(label).toMatch(/\d+番台$/);
    await machine.tap();
    await p.getByRole('button', { name: '選んだ台でプレイ' }).tap();
    await sheet(page).getByRole('button', { name: 'この金額でプレイ' }).tap();
    await gamesRunning(page, 3, 60_000);
    // The cell names the machine with its number.
    await expect(page.locator('.cui-cell', { hasText: label })).toHaveCount(1);
    // Two games on one platform wallet: each shows its own part, the parts add up to the wallet.
    await expect(page.getByTestId('balance-in-games')).toHaveText('¥90,000.00');
    for (const i of [0, 1])
      await expect(cells(page).nth(i).getByText('このゲーム: ¥30,000.00')).toBeVisible();
    await expect(cells(page).nth(2).getByText('このゲーム: ¥30,000.00')).toBeVisible();

    // Only that machine is marked as playing on the floor.
    await page.getByRole('button', { name: '台を選ぶ' }).first().tap();
    await p.getByRole('tab', { name: 'パチンコ・パチスロ台' }).tap();
    await expect(p.getByRole('button', { name: `プレイ: ${label}` })).toHaveText('プレイ中');
    await expect(p.locator('button[data-platform="KAMIKAZE"]', { hasText: 'プレイ中' })).toHaveCount(1);
  });

  test("closes a game from the game's own exit button and brings its money back", async ({ page, stack }) => {
    await signedInCustomer(page, stack, '5000');
    await openGames(page, [['ISLOT', 0]]);
    await gamesRunning(page, 1, 60_000);
    await expect(page.getByTestId('balance-in-games')).toHaveText('¥5,000.00');
    await page.frameLocator('iframe.cui-cell__frame').getByRole('button', { name: 'ロビーへ戻る' }).tap();
    await expect(cells(page)).toHaveCount(0);
    await expect(page.getByTestId('balance-in-games')).toHaveText('¥0.00');
    await expect(page.getByTestId('balance-total')).toHaveText('¥5,000.00');
    // The money is back in cash: a new game gets all of it.
    await pickGames(page, [['PNG', 0]]);
    await picker(page).getByRole('button', { name: '選んだ台でプレイ' }).tap();
    await expect(sheet(page).getByTestId('amount-0')).toHaveText('¥5,000.00');
  });

  test('shows the offline screen at the first failed call, long before the next heartbeat', async ({
    page,
    stack,
  }) => {
    // A heartbeat every 10 minutes: only the failed call itself can reveal the outage.
    await withGatewayEnv(stack, { KIOSK_HEARTBEAT_MS: '600000' }, async () => {
      const player = await stack.createPlayer();
      await openTerminal(page, stack);
      await startButton(page).tap();
      await page.getByLabel('ユーザー名', { exact: true }).tap();
      await typeOnScreen(page, player.username);
      await page.getByLabel('パスワード', { exact: true }).tap();
      await typeOnScreen(page, player.password);
      await stack.stopGateway();
      await page.getByRole('button', { name: 'ログイン', exact: true }).tap();
      const offline = page.getByRole('alertdialog', { name: 'ただいま接続できません' });
      await expect(offline).toBeVisible();
      await stack.startGateway({ KIOSK_HEARTBEAT_MS: '600000' });
      await expect(offline).toBeHidden();
    });
  });

  test('draws Japanese with the installed CJK font (fonts-noto-cjk), not empty boxes', async ({
    page,
    stack,
  }) => {
    await openTerminal(page, stack);
    const start = startButton(page);
    await expect(start).toBeVisible();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: '.attract__start',
    });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    expect(fonts.map((f) => f.familyName)).toContain('Noto Sans CJK JP');
  });

  test('the idle warning before sign-in says the start screen comes back, not a cash-out', async ({
    page,
    stack,
  }) => {
    await withGatewayEnv(stack, { KIOSK_UI_IDLE_MS: '14000', KIOSK_UI_WARN_MS: '8000' }, async () => {
      await openTerminal(page, stack);
      await startButton(page).tap();
      await expect(page.getByRole('heading', { name: 'ログイン' })).toBeVisible();
      const warning = page.getByRole('alertdialog', { name: 'まだご利用中ですか?' });
      await expect(warning).toBeVisible({ timeout: 20_000 });
      await expect(warning).toContainText('秒後に最初の画面に戻ります');
      await expect(warning).not.toContainText('精算');
      await expect(warning.getByRole('button', { name: '今すぐ精算' })).toHaveCount(0);
      await expect(startButton(page)).toBeVisible({ timeout: 20_000 });
    });
  });

  test('responsible gaming: help line on attract, a session clock, and a reality check to acknowledge', async ({
    page,
    stack,
  }) => {
    await withGatewayEnv(
      stack,
      { KIOSK_HELPLINE: '0120-000-000 (24h)', KIOSK_REALITY_CHECK_MS: '6000' },
      async () => {
        const player = await stack.createPlayer({ JPY: '1000' });
        await openTerminal(page, stack);
        const help = page.getByRole('complementary', { name: 'のめり込みに注意しましょう' });
        await expect(help).toBeVisible();
        await expect(help).toContainText('相談窓口: 0120-000-000 (24h)');
        await signIn(page, stack, player);
        const clock = page.getByRole('timer', { name: 'プレイ時間' });
        await expect(clock).toBeVisible();
        // The clock runs (h:mm:ss); how far it has got depends on how fast this machine signed in.
        await expect(page.getByTestId('session-clock')).toHaveText(/^\d+:\d\d:\d\d$/);
        await expect(page.getByTestId('session-clock')).not.toHaveText('0:00:00');

        const check = page.getByRole('alertdialog', { name: /^プレイ開始から\d+分が経過しました$/ });
        await expect(check).toBeVisible();
        await expect(check).toContainText('収支は ¥0.00');
        // It stays until acknowledged.
        await page
          .locator('.cui-grid__bar')
          .tap({ position: { x: 5, y: 5 }, force: true })
          .catch(() => undefined);
        await expect(check).toBeVisible();
        await check.getByRole('button', { name: '確認してつづける' }).tap();
        await expect(check).toBeHidden();
        // And comes back after the next stretch.
        await expect(check).toBeVisible();
        await check.getByRole('button', { name: '精算して終了' }).tap();
        await expect(page.getByTestId('final-balance')).toHaveText('¥1,000.00');
      },
    );
  });
});
