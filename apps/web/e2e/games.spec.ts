/**
 * Real-money play on the game page: the balance moves into the platform's wallet, a bet changes it,
 * and leaving the game moves everything back to cash. Also the page's accessibility.
 */
import { axeOutsideFrames } from './support/axe';
import { expect, test, type Page } from '@playwright/test';
import { cashJpy, listGames, loginNewPlayer, trpcQuery } from './support/part2-player';

function yen(text: string | null): number {
  return Number((text ?? '').replace(/[^\d.-]/g, ''));
}

async function openRealSlot(page: Page) {
  const [game] = await listGames(page.request, { gameType: 'slots', platformCode: 'JPT' });
  if (!game) throw new Error('no JPT slot seeded');
  await page.goto('/ja/game/slots?provider=JPT');
  await expect(page.getByRole('heading', { level: 1, name: 'スロット', exact: true })).toBeVisible();
  const card = page.getByTestId('game-results').getByRole('article', { name: game.gameName });
  await card.getByRole('button', { name: `プレイ: ${game.gameName}` }).click();
  await expect(page).toHaveURL(/\/ja\/slotGame\?platformCode=JPT&gameId=/);
  await expect(page.getByRole('heading', { level: 1, name: game.gameName })).toBeVisible();
  const frame = page.frameLocator('iframe.game-stage__frame');
  await expect(frame.locator('body')).toHaveAttribute('data-state', 'ready');
  return { game, frame };
}

test('a player launches a real game, bets, sees the balance change and gets it back in cash', async ({
  page,
}) => {
  await loginNewPlayer(page, { JPY: '10000.00' });
  const { frame } = await openRealSlot(page);

  const shown = page.getByTestId('game-balance');
  await expect(shown).toHaveText('¥10,000.00');
  expect(await cashJpy(page.request)).toMatch(/^0(\.0+)?$/); // all of it moved into the game's wallet

  let after = 10000;
  for (let i = 0; i < 5 && after === 10000; i++) {
    await frame.getByTestId('game-spin').click();
    await expect(frame.getByTestId('game-spin')).toBeEnabled();
    await expect.poll(async () => yen(await frame.getByTestId('game-balance').textContent())).not.toBeNaN();
    after = yen(await frame.getByTestId('game-balance').textContent());
  }
  expect(after).not.toBe(10000);
  // The page shows the platform's figure (pushed by the live channel, to the sen); the game draws whole yen.
  await expect.poll(async () => Math.abs(yen(await shown.textContent()) - after)).toBeLessThan(1);

  // The notice that the game's money is back is brief: watched for from before the tap, as a player
  // looking at the screen would see it whenever it comes.
  const told = expect(page.getByRole('status').filter({ hasText: 'をウォレットに戻しました' })).toContainText(
    `¥${after.toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  );
  await page.getByRole('link', { name: 'ロビーに戻る' }).click();
  await expect(page).toHaveURL(/\/ja\/game\/slots$/);
  await expect(page.getByRole('heading', { level: 1, name: 'スロット', exact: true })).toBeVisible();
  // The lobby says at once that the game's money is back; nothing waits for a later screen.
  await told;
  await expect.poll(async () => Number(await cashJpy(page.request))).toBe(after);
  const { list } = await trpcQuery<{ list: unknown[] }>(page.request, 'gameWallets.statements');
  expect(list).toEqual([]);
});

test('a game closed for maintenance (110069) sends the player back to its category list', async ({
  page,
}) => {
  await loginNewPlayer(page);
  await page.goto('/ja/slotGame?platformCode=NEON&gameId=NEON_1004&supMultiMode=false&type=slots');
  await expect(page).toHaveURL(/\/ja\/game\/slots$/);
  // The message is a toast (6 s once the lobby's shell shows it): look for it first, then the page.
  await expect(page.getByText('このゲームは現在ご利用いただけません。')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'スロット', exact: true })).toBeVisible();
});

test('double clicks open a game once (launches are debounced)', async ({ page }) => {
  await loginNewPlayer(page);
  const [game] = await listGames(page.request, { gameType: 'slots', platformCode: 'ISLOT' });
  await page.goto('/ja/game/slots?provider=ISLOT');
  await expect(page.getByRole('heading', { level: 1, name: 'スロット', exact: true })).toBeVisible();
  const play = page.getByRole('button', { name: `プレイ: ${game!.gameName}` });
  const launches: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('games.launchGame')) launches.push(r.url());
  });
  await play.dblclick();
  await expect(page.frameLocator('iframe.game-stage__frame').locator('body')).toHaveAttribute(
    'data-state',
    'ready',
  );
  expect(launches).toHaveLength(1);
});

test('the game page has no serious or critical accessibility violation', async ({ page }) => {
  await loginNewPlayer(page);
  await openRealSlot(page);
  const result = await axeOutsideFrames(page).analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
});
