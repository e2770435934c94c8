/**
 * Multi-machine mode against the real stack: four games running side by side, each refusal with the
 * spec's message (a fifth game, the same game twice, a platform without multi-mode), focus and close,
 * the balance always in view, and the Apple limit of two (emulated user agent); each game's own balance
 * and last win under its cell, legible on a phone; the set-up and its money after a reload.
 */
import { axeOutsideFrames } from './support/axe';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { translate } from '@casino/shared/i18n/resources';
import {
  APPLE_UA,
  cashJpy,
  listGames,
  loginNewPlayer,
  openMultiModeWithOneGame,
  pickMultiModeGame,
} from './support/part2-player';
import { openPage } from './support/fixtures';

const message = (key: string, max = 4) => translate('ja', `games.multiMode.${key}`, { max });

const running = (page: Page) => page.locator('[data-game-key][data-state="running"]');

test('four games run at once; a fifth, a second copy and an unsupported platform are refused with their messages', async ({
  page,
}) => {
  test.slow(); // seven picks with up to four games running: three times the budget on a loaded machine
  await loginNewPlayer(page, { JPY: '20000.00' });
  const multi = (await listGames(page.request, { gameType: 'slots', supMultiMode: true })).slice(0, 5);
  const unsupported = (await listGames(page.request, { gameType: 'slots' })).find((g) => !g.supMultiMode);
  expect(multi).toHaveLength(5);
  expect(unsupported).toBeDefined();

  await openPage(page, '/ja/account/multimode', 'マルチ台モード');
  await expect(page.getByTestId('mm-balance')).toContainText('¥20,000.00');

  for (const g of multi.slice(0, 4)) await pickMultiModeGame(page, g);
  await expect(running(page)).toHaveCount(4);
  await expect(page.getByText('4 / 4 台')).toBeVisible();

  const alert = page.getByRole('alert');
  await pickMultiModeGame(page, multi[4]!);
  await expect(alert).toHaveText(
    /すでに4台のゲームを追加しています。ほかのゲームを終了してから追加してください。/,
  );
  await pickMultiModeGame(page, multi[0]!);
  await expect(alert).toContainText(message('duplicate'));
  await pickMultiModeGame(page, unsupported!);
  await expect(alert).toContainText(message('notSupported'));
  await expect(page.locator('[data-game-key]')).toHaveCount(4);

  // Only the focused game has sound: focusing one presses its button and releases the others.
  const focusButtons = page.getByRole('button', { name: /を選択して音を出す|選択中/ });
  await focusButtons.first().click();
  await expect(page.locator('[data-game-key][data-focused]')).toHaveCount(1);
  await expect(page.locator('[data-game-key]').first()).toHaveAttribute('data-focused', 'true');

  // The balance stays in view while the games run, and closing a game frees its place.
  await expect(page.getByTestId('mm-balance')).toBeVisible();
  await page.getByRole('button', { name: `${multi[1]!.gameName} を閉じる` }).click();
  await expect(page.locator('[data-game-key]')).toHaveCount(3);
  await expect(page.getByText('3 / 4 台')).toBeVisible();
});

test.describe('on an Apple device', () => {
  test.use({ userAgent: APPLE_UA });

  test('at most two games run at once', async ({ page }) => {
    await loginNewPlayer(page);
    const multi = (await listGames(page.request, { gameType: 'slots', supMultiMode: true })).slice(0, 3);
    await openPage(page, '/ja/account/multimode', 'マルチ台モード');
    await expect(page.getByText('Apple 製のデバイスでは同時に2台までです。')).toBeVisible();
    await pickMultiModeGame(page, multi[0]!);
    await pickMultiModeGame(page, multi[1]!);
    await expect(running(page)).toHaveCount(2);
    await pickMultiModeGame(page, multi[2]!);
    await expect(page.getByRole('alert')).toContainText(message('maxGames', 2));
    await expect(page.locator('[data-game-key]')).toHaveCount(2);
  });
});

test('a game that becomes ready while the player types in the game picker leaves the keyboard in the search box', async ({
  page,
}) => {
  await loginNewPlayer(page, { JPY: '10000.00' });
  const [first] = await listGames(page.request, {
    gameType: 'slots',
    platformCode: 'JPT',
    supMultiMode: true,
  });
  // The first game's start is held until the player is in the picker's search box.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/games/api/session', async (route) => {
    await held;
    await route.continue();
  });
  await openPage(page, '/ja/account/multimode', 'マルチ台モード');
  await pickMultiModeGame(page, first!);
  await page.getByRole('button', { name: '台を追加' }).first().click();
  const search = page.getByRole('dialog', { name: '追加する台を選ぶ' }).getByRole('searchbox');
  await search.fill('');
  await search.focus();
  release();
  // The first game becomes the focused, running game meanwhile; the keys still go to the search box.
  await expect(running(page)).toHaveCount(1);
  await page.keyboard.type('JPT');
  await expect(search).toBeFocused();
  await expect(search).toHaveValue('JPT');
});

test('the multi-machine page has no serious or critical accessibility violation', async ({ page }) => {
  await openMultiModeWithOneGame(page);
  await expect(running(page)).toHaveCount(1);
  const result = await axeOutsideFrames(page).analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
});

/** Two boxes share no pixel. */
const apart = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;

/** The cell's figures are inside the cell, apart from each other, at a readable size, and the page does not scroll sideways. */
async function expectLegible(page: Page, cell: Locator) {
  const figures = cell.getByTestId('mm-cell-figures');
  await figures.scrollIntoViewIfNeeded();
  await expect(figures).toBeInViewport({ ratio: 1 });
  const cellBox = (await cell.boundingBox())!;
  const parts = figures.locator('dt, dd');
  const boxes = [];
  for (let i = 0; i < (await parts.count()); i++) {
    const part = parts.nth(i);
    await expect(part).toBeVisible();
    const box = (await part.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(cellBox.x);
    expect(box.x + box.width).toBeLessThanOrEqual(cellBox.x + cellBox.width + 0.5);
    expect(await part.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(12);
    boxes.push(box);
  }
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++) expect(apart(boxes[i]!, boxes[j]!)).toBe(true);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
}

const FIGURES = {
  ja: { balance: 'ゲーム内残高', win: '前回の配当', none: 'まだありません', title: 'マルチ台モード' },
  en: { balance: 'In game', win: 'Last win', none: 'None yet', title: 'Multi-machine mode' },
} as const;

for (const lng of ['ja', 'en'] as const) {
  test(`(${lng}, phone) each cell shows its game's balance and last win, legible from 320 to 430 px`, async ({
    page,
  }, testInfo) => {
    const f = FIGURES[lng];
    await page.setViewportSize({ width: 390, height: 844 });
    await loginNewPlayer(page, { JPY: '20000.00' });
    const [g] = await listGames(page.request, { gameType: 'slots', supMultiMode: true });
    await page.goto(`/${lng}/account/multimode?add=${g!.platformCode}:${g!.gameId}`);
    await expect(page.getByRole('heading', { level: 1, name: f.title, exact: true })).toBeVisible();
    await expect(running(page)).toHaveCount(1);
    const cell = running(page).first();
    const frame = cell.frameLocator('iframe');
    const figures = cell.getByTestId('mm-cell-figures');
    await expect(figures).toContainText(f.balance);
    await expect(figures).toContainText(f.win);
    await expect(cell.getByTestId('mm-cell-win')).toHaveText(f.none);
    // The game's share arrives, and the cell says what the game says it holds.
    await expect(cell.getByTestId('mm-cell-balance')).toHaveText(/¥[1-9][\d,]*\.\d\d/);
    await frame.getByTestId('game-spin').click();
    await expect(frame.getByTestId('game-spin')).toBeEnabled();
    await expect(cell.getByTestId('mm-cell-win')).toHaveText(/¥[\d,]+\.\d\d/);
    // The same figure as the game's own meter (which leaves out zero decimals).
    const inGame = (await frame.getByTestId('game-balance').textContent())!.trim();
    await expect(cell.getByTestId('mm-cell-balance')).toHaveText(
      new RegExp(`^${inGame.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\.\\d\\d)?$`),
    );
    for (const width of [320, 390, 430]) {
      await page.setViewportSize({ width, height: 844 });
      await expectLegible(page, cell);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await figures.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`multimode-phone-${lng}.png`) });
  });
}

test('(ja, laptop) after a reload the four games are back under their names, with their money in view and returnable', async ({
  page,
}, testInfo) => {
  test.slow(); // four games opened twice
  await page.setViewportSize({ width: 1366, height: 768 });
  await loginNewPlayer(page, { JPY: '20000.00' });
  const multi = (await listGames(page.request, { gameType: 'slots', supMultiMode: true })).slice(0, 4);
  await page.goto('/ja/account/multimode');
  await expect(page.getByRole('heading', { level: 1, name: 'マルチ台モード', exact: true })).toBeVisible();
  for (const g of multi) await pickMultiModeGame(page, g);
  await expect(running(page)).toHaveCount(4);
  await expect(page).toHaveURL(
    new RegExp(`games=${multi.map((g) => `${g.platformCode}(:|%3A)${g.gameId}`).join('(,|%2C)')}`),
  );

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'マルチ台モード', exact: true })).toBeVisible();
  await expect(running(page)).toHaveCount(4);
  await expect(page.getByText('4 / 4 台')).toBeVisible();
  for (const g of multi)
    await expect(page.locator(`[data-game-key="${g.platformCode}:${g.gameId}"]`)).toHaveAttribute(
      'aria-label',
      g.gameName,
    );
  // The reload returned the games' money, and the page says so and where it is now.
  const returned = page.getByRole('dialog', { name: 'ゲームの残高をウォレットに戻しました' });
  await expect(returned).toBeVisible();
  await returned.getByRole('button', { name: '確認しました' }).click();
  await expect(returned).toBeHidden();
  // The money is where the player sees it: the total is whole, and each game shows what it holds.
  await expect(page.getByTestId('mm-balance')).toContainText('¥20,000.00');
  await expect(page.getByTestId('mm-cell-balance')).toHaveCount(4);
  for (const balance of await page.getByTestId('mm-cell-balance').all())
    await expect(balance).toHaveText(/^¥[\d,]+\.\d\d$/);
  await page.screenshot({ path: testInfo.outputPath('multimode-laptop.png') });

  // Closing every game brings all of it back to cash (each return is stated again; the player confirms).
  await page.addLocatorHandler(returned, () =>
    returned.getByRole('button', { name: '確認しました' }).click(),
  );
  for (const g of multi) await page.getByRole('button', { name: `${g.gameName} を閉じる` }).click();
  await expect(page.locator('[data-game-key]')).toHaveCount(0);
  await expect.poll(() => cashJpy(page.request), { timeout: 60_000 }).toMatch(/^20000(\.0+)?$/);
  await expect(page).not.toHaveURL(/games=/);
});
