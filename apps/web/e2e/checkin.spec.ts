/**
 * The daily check-in says what the player got: a reward that waits for "Collect reward" and then
 * arrives as a bonus with wagering (never "+¥100.00" as if it were cash). The month's calendar has
 * day cells of a sensible size on a laptop and a phone.
 */
import { expect, LAPTOP, PHONE, testEachCase } from './support/fixtures';
import { loginNewPlayer } from './support/part2-player';

const CASES = [
  {
    lng: 'ja',
    viewport: LAPTOP,
    checkIn: '今日のチェックイン',
    signed:
      /^チェックインしました。報酬 ¥[\d,.]+ は「報酬を受け取る」でボーナスとして受け取れます\(賭け条件があります\)。$/,
    collect: /報酬を受け取る/,
    collected: /^¥[\d,.]+ をボーナスとして受け取りました。賭け条件を満たすと出金できます。$/,
  },
  {
    lng: 'en',
    viewport: PHONE,
    checkIn: 'Check in today',
    signed:
      /^You are checked in\. Your ¥[\d,.]+ reward is waiting: use “Collect reward” to receive it as a bonus \(with wagering\)\.$/,
    collect: /Collect reward/,
    collected: /^¥[\d,.]+ was added as a bonus\. It can be withdrawn once its wagering is met\.$/,
  },
] as const;

testEachCase(CASES, 'checking in says the reward waits to be collected as a bonus', async (c, { page }) => {
  await loginNewPlayer(page);
  await page.goto(`/${c.lng}/promotions/check-in`);
  await page.getByRole('button', { name: c.checkIn }).click();
  await expect(page.getByText(c.signed)).toBeVisible();
  await expect(page.getByText(/\+¥/)).toHaveCount(0);

  // Day cells: a month at a glance on a laptop, large enough to read on a phone.
  const cell = page.getByRole('gridcell').filter({ hasText: /\d/ }).first();
  const box = (await cell.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(36);
  expect(box.width).toBeLessThanOrEqual(80);
  const grid = (await page.getByRole('grid').boundingBox())!;
  expect(grid.x + grid.width).toBeLessThanOrEqual(c.viewport.width);

  await page.getByRole('button', { name: c.collect }).click();
  await expect(page.getByText(c.collected)).toBeVisible();
});
