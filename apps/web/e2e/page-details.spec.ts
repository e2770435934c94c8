/**
 * Small things players reported on the game pages: the sports book's amount field is the site's field
 * (44 px high, its whole placeholder readable) on a phone and a laptop; the multi-machine page's line of
 * supported providers ends with a full stop in both languages.
 */
import { expect, LAPTOP, PHONE, test, testEachCase } from './support/fixtures';
import { loginNewPlayer } from './support/part2-player';

test.describe.configure({ timeout: 300_000 });

const SPORTS = [
  { lng: 'ja', viewport: PHONE, amount: '入金額', placeholder: '空欄なら現金をすべて' },
  {
    lng: 'en',
    viewport: LAPTOP,
    amount: 'Amount',
    placeholder: 'empty: all your cash',
  },
] as const;

testEachCase(
  SPORTS,
  'the sports amount field is a styled field with its whole placeholder',
  async (c, { page }) => {
    await loginNewPlayer(page, { JPY: '10000.00' });
    await page.goto(`/${c.lng}/fb`);
    const input = page.getByRole('textbox', { name: c.amount });
    await expect(input).toBeVisible({ timeout: 45_000 });
    await expect(input).toHaveAttribute('placeholder', c.placeholder);
    const box = (await input.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.x + box.width).toBeLessThanOrEqual(c.viewport.width);
    // Room left for the placeholder inside the field's padding (negative: it is cut).
    const room = await input.evaluate((el: HTMLInputElement) => {
      const cs = getComputedStyle(el);
      const ctx = document.createElement('canvas').getContext('2d')!;
      ctx.font = `${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
      const text = ctx.measureText(el.placeholder).width;
      return el.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) - text;
    });
    expect(room).toBeGreaterThanOrEqual(0);
  },
);

for (const [lng, line] of [
  ['ja', /^対応プロバイダー: .+。/],
  ['en', /^Supported providers: .+\./],
] as const) {
  test(`(${lng}) the multi-machine page's supported-providers line ends with a full stop`, async ({
    page,
  }) => {
    await loginNewPlayer(page);
    await page.goto(`/${lng}/account/multimode`);
    await expect(page.locator('.mm-page__note')).toHaveText(line, { timeout: 30_000 });
  });
}
