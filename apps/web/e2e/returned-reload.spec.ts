/**
 * After reloading a game page, the statement of the money the reload returned also says where that
 * money is now: the reopened game has moved it back in, so the dialog does not leave the player
 * believing it is in the wallet (ja on a laptop, en on a phone).
 */
import { expect, LAPTOP, PHONE, test, testEachCase } from './support/fixtures';
import { loginNewPlayer, openJptSlot } from './support/part2-player';

test.describe.configure({ timeout: 300_000 });

const CASES = [
  {
    lng: 'ja',
    viewport: LAPTOP,
    title: 'ゲームの残高をウォレットに戻しました',
    backIn: /その後ゲームをもう一度開いたため、いまは ¥10,000\.00 が .+ のゲーム内にあります。/,
  },
  {
    lng: 'en',
    viewport: PHONE,
    title: 'Your game balances are back in your wallet',
    backIn: /You then opened the game again, so ¥10,000\.00 is now in the .+ game\./,
  },
] as const;

testEachCase(
  CASES,
  'the statement after a reload says the reopened game has the money again',
  async (c, { page }) => {
    await loginNewPlayer(page, { JPY: '10000.00' });
    await openJptSlot(page, c.lng, { balance: '¥10,000.00' });
    await page.reload();
    const dialog = page.getByRole('dialog', { name: c.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(c.backIn)).toBeVisible();
  },
);
