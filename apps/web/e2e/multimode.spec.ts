/**
 * Multi-machine mode against the real stack: four games running side by side, each refusal with the
 * spec's message (a fifth game, the same game twice, a platform without multi-mode), focus and close,
 * the balance always in view, and the Apple limit of two (emulated user agent).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { translate } from '@casino/shared/i18n/resources';
import {
  APPLE_UA,
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

test('the multi-machine page has no serious or critical accessibility violation', async ({ page }) => {
  await openMultiModeWithOneGame(page);
  await expect(running(page)).toHaveCount(1);
  const result = await new AxeBuilder({ page }).exclude('iframe').analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
});
