/**
 * The game page's money panel: cash and the game's balance side by side, kept current; money back to
 * the wallet and a chosen amount into the game, without leaving the game. Laptop (ja) and phone (en).
 */
import { expect, test, type Page } from '@playwright/test';
import { testOnEachScreen } from './support/fixtures';
import { loginNewPlayer, openJptSlot, trpcMutation } from './support/part2-player';

test.describe.configure({ timeout: 300_000 });

const TEXT = {
  ja: {
    panel: '残高・入金',
    cash: '現金',
    returnBtn: 'ウォレットに戻す',
    amount: '入金額',
    moveIn: 'ゲームに入金',
  },
  en: {
    panel: 'Balance & top-up',
    cash: 'Cash',
    returnBtn: 'Return to wallet',
    amount: 'Amount',
    moveIn: 'Move money into the game',
  },
} as const;

async function panelFlow(page: Page, lng: 'ja' | 'en') {
  await loginNewPlayer(page, { JPY: '10000.00' });
  const frame = await openJptSlot(page, lng, { balance: '¥10,000.00', supMultiMode: false });

  const T = TEXT[lng];
  await page.getByRole('button', { name: T.panel }).click();
  const panel = page.getByTestId('game-money-panel');
  await expect(panel.getByTestId('panel-cash')).toHaveText('¥0.00');
  await expect(panel.getByTestId('panel-game')).toHaveText('¥10,000.00');

  // Back to the wallet without leaving the game: the game shows ¥0 and cash has it all.
  await panel.getByRole('button', { name: T.returnBtn }).click();
  await expect(panel.getByTestId('panel-cash')).toHaveText('¥10,000.00');
  await expect(panel.getByTestId('panel-game')).toHaveText('¥0.00');
  await expect(frame.getByTestId('game-balance')).toContainText('0');

  // A wrong amount is refused at the field and moves nothing.
  await panel.getByLabel(T.amount).fill('20000');
  await panel.getByRole('button', { name: T.moveIn }).click();
  await expect(panel.getByLabel(T.amount)).toHaveAttribute('aria-invalid', 'true');
  await expect(panel.getByTestId('panel-cash')).toHaveText('¥10,000.00');

  // A chosen amount from the sheet goes into the game.
  await panel.getByRole('button', { name: '¥5K', exact: true }).click();
  await panel.getByRole('button', { name: T.moveIn }).click();
  await expect(panel.getByTestId('panel-game')).toHaveText('¥5,000.00');
  await expect(panel.getByTestId('panel-cash')).toHaveText('¥5,000.00');
  await expect(frame.getByTestId('game-balance')).toContainText('5,000');
}

testOnEachScreen(
  'the game page shows cash and the game balance, returns it and moves an amount in',
  panelFlow,
);

test('a return from another tab shows on the game page without a reload', async ({ page }) => {
  await loginNewPlayer(page, { JPY: '10000.00' });
  await openJptSlot(page, 'ja', { balance: '¥10,000.00', supMultiMode: false });
  await trpcMutation(page.request, 'gameWallets.returnAll', { reason: 'player' });
  await page.getByRole('button', { name: '残高・入金' }).click();
  await expect(page.getByTestId('panel-cash')).toHaveText('¥10,000.00');
  await expect(page.getByTestId('game-balance')).toHaveText('¥0.00');
});
