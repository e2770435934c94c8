/**
 * A game card's badges ("new", "hot", a jackpot...) never cover the provider's name in the artwork, on
 * a phone and a laptop, in both languages.
 */
import { expect, LAPTOP, PHONE, testEachCase } from './support/fixtures';

const CASES = [
  { lng: 'ja', viewport: PHONE },
  { lng: 'en', viewport: LAPTOP },
] as const;

testEachCase(CASES, "card badges leave the artwork's provider name visible", async (c, { page }) => {
  await page.goto(`/${c.lng}/game/slots`);
  const card = page
    .locator('article.cui-card')
    .filter({ has: page.locator('.cui-card__badges') })
    .first();
  await expect(card).toBeVisible({ timeout: 30_000 });
  await card.scrollIntoViewIfNeeded();
  const img = card.locator('.cui-card__art img');
  await expect(img).toBeVisible();
  const src = await img.getAttribute('src');
  const svg = await (await page.request.get(src!)).text();
  // The provider's name in the artwork (480 x 360): its baseline, size and horizontal placement.
  const tag = /<text[^>]*data-part="provider"[^>]*>/.exec(svg)?.[0] ?? /<text[^>]*>/.exec(svg)![0];
  const num = (name: string) => Number(new RegExp(`\\s${name}="([\\d.]+)"`).exec(tag)![1]);
  const middle = /text-anchor="middle"/.test(tag);
  const [x, y, size] = [num('x'), num('y'), num('font-size')];
  const art = (await img.boundingBox())!;
  const sx = art.width / 480;
  const sy = art.height / 360;
  // The name's box, generously as wide as half the artwork.
  const width = 240 * sx;
  const name = {
    left: art.x + x * sx - (middle ? width / 2 : 0),
    right: art.x + x * sx + (middle ? width / 2 : width),
    top: art.y + (y - size) * sy,
    bottom: art.y + y * sy,
  };
  const badges = (await card.locator('.cui-card__badges').boundingBox())!;
  const overlaps =
    badges.x < name.right &&
    badges.x + badges.width > name.left &&
    badges.y < name.bottom &&
    badges.y + badges.height > name.top;
  expect(overlaps, JSON.stringify({ badges, name })).toBe(false);
});
