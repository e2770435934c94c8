/**
 * After reloading a game page, the statement of the money the reload returned also says where that
 * money is now: the reopened game has moved it back in, so the dialog does not leave the player
 * believing it is in the wallet (ja on a laptop, en on a phone).
 */
import { expect, test } from '@playwright/test';
import { loginNewPlayer, openJptSlot } from './support/part2-player';

test.describe.configure({ timeout: 300_000 });

const CASES = [
  {
    lng: 'ja',
    viewport: { width: 1366, height: 768 },
    title: 'ゲームの残高をウォレットに戻しました',
    backIn: /その後ゲームをもう一度開いたため、いまは ¥10,000\.00 が .+ のゲーム内にあります。/,
  },
  {
    lng: 'en',
    viewport: { width: 375, height: 812 },
    title: 'Your game balances are back in your wallet',
    backIn: /You then opened the game again, so ¥10,000\.00 is now in the .+ game\./,
  },
] as const;

for (const c of CASES) {
  test(`(${c.lng}, ${c.viewport.width} px) the statement after a reload says the reopened game has the money again`, async ({
    page,
  }) => {
    await page.setViewportSize(c.viewport);
    await loginNewPlayer(page, { JPY: '10000.00' });
    await openJptSlot(page, c.lng, { balance: '¥10,000.00' });
    await page.reload();
    const dialog = page.getByRole('dialog', { name: c.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(c.backIn)).toBeVisible();
  });
}
