/**
 * The bet history and providers by name: a player spins a slot, then finds the round in the account
 * history's bet tab with the game's and the provider's names (never the platform code), the bet and the
 * win; on a laptop in Japanese and on a phone in English. The places that show money in games (the
 * wallet, the header, the statement after leaving a game) and the game cards name the provider too.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatMoney } from '@casino/shared/rules/format';
import { LAPTOP, testOnEachScreen } from './support/fixtures';
import { loginNewPlayer, openJptSlot } from './support/part2-player';

test.describe.configure({ timeout: 300_000 });

type Lng = 'ja' | 'en';

const TEXT = {
  ja: { history: '取引履歴', bets: 'ゲーム履歴', provider: 'ジャックポット東京', table: 'ゲームのラウンド' },
  en: { history: 'History', bets: 'Bets', provider: 'Jackpot Tokyo', table: 'Game rounds' },
} as const;

interface Round {
  roundId: string;
  gameName: string;
  providerCode: string;
  currency: string;
  betAmount: string;
  winAmount: string;
}

/** The player's rounds as the gateway answers them in the page's language. */
async function rounds(request: APIRequestContext, lng: Lng): Promise<{ list: Round[]; total: number }> {
  const input = encodeURIComponent(JSON.stringify({ pageNo: 1, pageSize: 20 }));
  const res = await request.get(`/trpc/games.userOrderDetail?input=${input}`, {
    headers: { 'x-casino-client': 'web', 'x-casino-language': lng === 'ja' ? 'ja-JP' : 'en-US' },
  });
  if (!res.ok()) throw new Error(`games.userOrderDetail: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { result: { data: { list: Round[]; total: number } } }).result.data;
}

async function spinThenReadHistory(page: Page, lng: Lng) {
  const T = TEXT[lng];
  await loginNewPlayer(page, { JPY: '10000.00' });
  const frame = await openJptSlot(page, lng, { balance: '¥10,000.00' });
  await frame.getByTestId('game-spin').click();
  await expect(frame.getByTestId('game-spin')).toBeEnabled();
  await expect.poll(async () => (await rounds(page.request, lng)).total).toBe(1);
  const [round] = (await rounds(page.request, lng)).list;
  if (!round) throw new Error('the spin left no round');
  expect(round.providerCode).toBe('JPT');

  // The game stays open; the player looks at the history in another tab.
  const history = await page.context().newPage();
  await history.goto(`/${lng}/account/history`);
  await expect(history.getByRole('heading', { level: 1, name: T.history })).toBeVisible();
  await history.getByRole('tab', { name: T.bets }).click();
  await expect(history).toHaveURL(/[?&]tab=bets/);
  const table = history.getByRole('table', { name: T.table });
  const row = table
    .getByRole('row')
    .filter({ has: history.getByRole('rowheader', { name: round.gameName }) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(T.provider);
  await expect(row).toContainText(formatMoney(round.betAmount, 'JPY'));
  await expect(row).toContainText(formatMoney(round.winAmount, 'JPY'));
  await expect(row).not.toContainText('JPT');

  // The tab is in the address: reloading keeps the player on the bet history.
  await history.reload();
  await expect(history.getByRole('tab', { name: T.bets })).toHaveAttribute('aria-selected', 'true');
  await expect(
    history.getByRole('table', { name: T.table }).getByRole('rowheader', { name: round.gameName }),
  ).toBeVisible();
}

testOnEachScreen(
  'a spun round shows in the bet history with the game and provider names, bet and win',
  spinThenReadHistory,
);

test.describe('on a laptop', () => {
  test.use({ viewport: LAPTOP });
  test('filters that match no round say so, and an end date before the start date is refused at the field (ja)', async ({
    page,
  }) => {
    await loginNewPlayer(page, { JPY: '10000.00' });
    await page.goto('/ja/account/history?tab=bets');
    await expect(page.getByText('この条件のゲーム履歴はありません')).toBeVisible();
    await page.getByLabel('開始日').fill('2026-03-10');
    await page.getByLabel('終了日').fill('2026-03-01');
    await expect(page.getByLabel('終了日')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('終了日は開始日以降の日付を選んでください。')).toBeVisible();
  });
});

test('money in a game, its statement and the game cards name the provider, not its code', async ({
  page,
}) => {
  await loginNewPlayer(page, { JPY: '10000.00' });
  await openJptSlot(page, 'ja', { balance: '¥10,000.00' });

  const other = await page.context().newPage();
  await other.goto('/ja/account/wallet');
  const inGames = other.getByTestId('game-money');
  await expect(inGames).toContainText('ジャックポット東京 のゲーム内残高');
  await expect(inGames).not.toContainText('JPT');
  await expect(other.getByTestId('header-balance')).toContainText('ジャックポット東京 ¥10,000.00');

  await other.goto('/en/game/slots');
  // Each card names its game's provider under the game's name.
  await expect(other.locator('.cui-card__provider', { hasText: 'Jackpot Tokyo' }).first()).toBeVisible();
  await expect(other.locator('.cui-card__provider', { hasText: /^JPT$/ })).toHaveCount(0);
  await other.close();

  // Leaving the game brings its money back; the statement names where it came from.
  await page.reload();
  const dialog = page.getByRole('dialog', { name: 'ゲームの残高をウォレットに戻しました' });
  await expect(dialog).toContainText('ジャックポット東京 から ¥10,000.00');
  await expect(dialog).not.toContainText('JPT');
});
