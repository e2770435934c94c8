/**
 * The playable slot's bet -/+ buttons (and its other round controls) are touch targets of at least
 * 44 x 44 px on a phone and a laptop, and its control bar fits the game's width.
 */
import { expect, LAPTOP, PHONE, test, testEachCase } from './support/fixtures';
import { loginNewPlayer, openJptSlot } from './support/part2-player';

test.describe.configure({ timeout: 300_000 });

const CASES = [
  { lng: 'ja', viewport: PHONE, down: 'ベットを下げる', up: 'ベットを上げる' },
  { lng: 'en', viewport: LAPTOP, down: 'Lower the bet', up: 'Raise the bet' },
] as const;

testEachCase(
  CASES,
  "the slot's bet buttons are at least 44 x 44 px and the controls fit",
  async (c, { page }) => {
    await loginNewPlayer(page);
    const frame = await openJptSlot(page, c.lng);
    for (const name of [c.down, c.up]) {
      const button = frame.getByRole('button', { name, exact: true });
      await expect(button).toBeVisible();
      const box = (await button.boundingBox())!;
      expect(box.width, name).toBeGreaterThanOrEqual(44);
      expect(box.height, name).toBeGreaterThanOrEqual(44);
    }
    // Nothing of the control bar runs past the game's edge.
    const overflow = await frame.locator('footer.controls').evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const bar = (await frame.locator('footer.controls').boundingBox())!;
    const stage = (await page.locator('iframe.game-stage__frame').boundingBox())!;
    expect(bar.x + bar.width).toBeLessThanOrEqual(stage.x + stage.width + 1);
  },
);
