/**
 * Issue 14, "right in both languages" and "visible defects": what a Japanese and an English player
 * see, on a phone (390x844) and a laptop (1366x768). The screenshot checks attach their pictures to
 * the report and assert the geometry a person would notice (links under the language switch, amounts
 * out of their cards, a page wider than the screen).
 */
import type { Page, TestInfo } from '@playwright/test';
import { expect, loginByCall, test } from './support/fixtures';
import { grantBonus } from './support/platform';

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1366, height: 768 },
] as const;
const LANGUAGES = ['ja', 'en'] as const;
const RAW_KEY = /^[a-z]+(?:[-.][a-z]+)+$/;

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(name, { body: await page.screenshot(), contentType: 'image/png' });
}

/** No element sticks out of the page sideways (the page never scrolls horizontally). */
async function expectNoSidewaysScroll(page: Page) {
  const [scroll, width] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll).toBeLessThanOrEqual(width);
}

test('game labels and pachinko hits are in the page language, never codes', async ({ page }) => {
  for (const [lng, heading, slots] of [
    [
      'ja',
      'スロット',
      ['新着', '人気急上昇', 'ジャックポット', '定番', 'おすすめ', '当サイト限定', 'マルチ台'],
    ],
    ['en', 'Slots', ['New', 'Hot', 'Jackpot', 'Popular', 'Recommended', 'Exclusive']],
  ] as const) {
    await page.goto(`/${lng}/game/slots`);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    const badges = page.getByTestId('game-results').locator('.cui-badge');
    await expect(badges.first()).toBeVisible();
    const texts = await badges.allTextContents();
    for (const text of texts) {
      if (lng === 'en' && /multi/i.test(text)) continue;
      expect(slots as readonly string[]).toContain(text);
    }
    // A screen reader names the badges' list in the page language too.
    await expect(
      page
        .getByTestId('game-results')
        .getByRole('list', { name: lng === 'ja' ? 'ラベル' : 'Labels', exact: true })
        .first(),
    ).toBeVisible();
  }
  await page.goto('/ja/game/pachinko');
  const machines = page.getByTestId('machine-list').getByRole('article');
  await expect(machines.first()).toBeVisible();
  const hits = (await page.getByTestId('machine-list').textContent()) ?? '';
  expect(hits).not.toMatch(/KAKUHEN|NORMAL/);
});

test('on a phone every game badge stays on one line and clear of the others on its card, in both languages', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const lng of ['ja', 'en']) {
    await page.goto(`/${lng}/game/fish`);
    const badges = page.getByTestId('game-results').locator('.cui-card__badges');
    await expect(badges.first()).toBeVisible();
    const problems = await badges.evaluateAll((lists) =>
      lists.flatMap((list) => {
        const boxes = [...list.children].map((b) => b.getBoundingClientRect());
        const out: string[] = [];
        boxes.forEach((b, i) => {
          // One line: a badge is about 20 px high (11 px text, padding, border).
          if (b.height > 26) out.push(`${list.textContent}: badge ${i} is ${b.height}px high`);
          boxes.slice(i + 1).forEach((o, j) => {
            const overlap = b.left < o.right && o.left < b.right && b.top < o.bottom && o.top < b.bottom;
            if (overlap) out.push(`${list.textContent}: badges ${i} and ${i + j + 1} overlap`);
          });
        });
        return out;
      }),
    );
    expect(problems).toEqual([]);
  }
});

for (const vp of VIEWPORTS) {
  test(`screenshot check ${vp.width}x${vp.height}: a player's header keeps every link clear of the language switch and balance, jackpots fit their cards`, async ({
    page,
    newPlayer,
  }, testInfo) => {
    // A wide balance: nine digits of yen.
    const player = await newPlayer({ balances: { JPY: '987654321.00' } });
    await page.setViewportSize({ width: vp.width, height: vp.height });
    await loginByCall(page, player);
    for (const lng of LANGUAGES) {
      await page.goto(`/${lng}/game`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const jackpots = page.locator('.jackpots__item');
      await expect(jackpots.first()).toBeVisible();
      await expect(page.getByTestId('header-balance')).toBeVisible();
      await shot(page, testInfo, `${lng}-${vp.name}-lobby`);
      await expectNoSidewaysScroll(page);

      const nav = page.locator('.header .primary-nav');
      if (await nav.isVisible()) {
        const navBox = (await nav.boundingBox())!;
        const actions = (await page.locator('.header__actions').boundingBox())!;
        expect(navBox.x + navBox.width).toBeLessThanOrEqual(actions.x);
        for (const link of await nav.getByRole('link').all()) {
          const box = (await link.boundingBox())!;
          // Every link whole, inside the navigation (none hidden under what follows it).
          expect(box.x).toBeGreaterThanOrEqual(navBox.x - 0.5);
          expect(box.x + box.width).toBeLessThanOrEqual(navBox.x + navBox.width + 0.5);
        }
      }

      for (const item of await jackpots.all()) {
        const card = (await item.boundingBox())!;
        const amount = item.locator('.jackpots__amount');
        const box = (await amount.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(card.x + card.width);
        // K/M abbreviated: "¥1.23M", the exact amount in its title.
        await expect(amount).toHaveText(/^[¥$](\d+(\.\d+)?[KM]|\d{1,3}\.\d{2})$/);
      }
    }
  });
}

test('terms and privacy are real pages in ja and en, from the footer and the registration form', async ({
  page,
}) => {
  for (const [lng, terms, privacy] of [
    ['ja', '利用規約', 'プライバシーポリシー'],
    ['en', 'Terms of service', 'Privacy policy'],
  ] as const) {
    await page.goto(`/${lng}/promotions`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: terms }).click();
    await expect(page).toHaveURL(new RegExp(`/${lng}/page/terms$`));
    await expect(page.getByRole('heading', { level: 1, name: terms })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: privacy }).click();
    await expect(page).toHaveURL(new RegExp(`/${lng}/page/privacy$`));
    await expect(page.getByRole('heading', { level: 1, name: privacy })).toBeVisible();
  }
  await page.goto('/ja/register');
  await expect(page.getByRole('heading', { level: 1, name: '新規登録', exact: true })).toBeVisible();
  const form = page.locator('form.auth-form');
  await expect(form.getByRole('link', { name: '利用規約' })).toHaveAttribute('href', '/ja/page/terms');
  await expect(form.getByRole('link', { name: 'プライバシーポリシー' })).toHaveAttribute(
    'href',
    '/ja/page/privacy',
  );
});

test('the history names every line in the page language and shows no ¥0.00 line', async ({
  page,
  newPlayer,
}) => {
  const player = await newPlayer({ balances: { JPY: '5000.00' } });
  await grantBonus({ loginName: player.loginName, currency: 'JPY', amount: '700' });
  await loginByCall(page, player);
  for (const [lng, heading, bonusName] of [
    ['ja', '取引履歴', 'ボーナス付与'],
    ['en', 'History', 'Bonus granted'],
  ] as const) {
    await page.goto(`/${lng}/account/history`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const rows = page.getByRole('tabpanel').locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    const bonusRow = rows.filter({ hasText: bonusName });
    await expect(bonusRow).toHaveCount(1);
    await expect(bonusRow.locator('td').nth(2)).toHaveText('¥700.00');
    for (const row of await rows.all()) {
      const cells = await row.locator('td').allTextContents();
      expect(cells[1]).not.toMatch(RAW_KEY);
      expect(cells[2]).not.toBe('¥0.00');
    }
  }
});

test('VIP: the level by its name, the same rake back as the bonuses page, no Gold-only free spins at level 0', async ({
  page,
  signedInPlayer,
}) => {
  await signedInPlayer();
  await page.goto('/ja/account/bonuses');
  await expect(page.getByRole('heading', { level: 1, name: 'ボーナス' })).toBeVisible();
  await expect(page.getByText('ベット額の 0.50% が還元されます。')).toBeVisible();
  await page.goto('/ja/promotions/vip');
  const current = page.locator('#vip-level');
  await expect(current.getByText('ビギナー', { exact: true })).toBeVisible();
  await expect(current.getByText('現在のレーキバック: ベット額の 0.50%')).toBeVisible();
  // Each level names the rate it gives: 0.5 % plus 0.1 % per level.
  await expect(page.getByText('レーキバック 0.60%')).toBeVisible();
  await expect(page.getByText('レーキバック 0.80%')).toBeVisible();
  await page.goto('/ja/promotions/free-spins');
  await expect(page.getByRole('heading', { name: 'ウェルカム・フリースピン10回' })).toBeVisible();
  await expect(page.getByText('ゴールド会員 フリースピン25回')).toHaveCount(0);
});

test('the lottery lists each ticket source of the running activity once', async ({
  page,
  signedInPlayer,
}) => {
  await signedInPlayer({ balances: { JPY: '5000.00' } });
  for (const lng of LANGUAGES) {
    await page.goto(`/${lng}/promotions/lottery`);
    const items = page.locator('#my-tickets .promo-tickets__source');
    await expect(items.first()).toBeVisible();
    const sources = await items.allTextContents();
    expect(new Set(sources).size).toBe(sources.length);
  }
});

test('the deposit page names a bank transfer once and writes each range in one style', async ({
  page,
  signedInPlayer,
}) => {
  await signedInPlayer();
  await page.goto('/ja/account/deposit');
  await expect(page.getByRole('heading', { level: 1, name: '入金' })).toBeVisible();
  const bank = page.locator('.radio-card').filter({ hasText: '銀行振込' }).first();
  await expect(bank).toBeVisible();
  expect(((await bank.textContent()) ?? '').split('銀行振込').length - 1).toBe(1);
  for (const card of await page.locator('.radio-card').all()) {
    const text = (await card.textContent()) ?? '';
    const range = /(¥[\d.,]+[KM]?)〜(¥[\d.,]+[KM]?)/.exec(text);
    if (!range) continue;
    expect(/[KM]$/.test(range[1]!)).toBe(/[KM]$/.test(range[2]!));
  }
});

test('the wallet page writes each balance once, in full, in both languages', async ({
  page,
  signedInPlayer,
}) => {
  await signedInPlayer({ balances: { JPY: '1234567.00' } });
  for (const [lng, heading] of [
    ['ja', 'ウォレット'],
    ['en', 'Wallet'],
  ] as const) {
    await page.goto(`/${lng}/account/wallet`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const jpy = page.locator('.balance-tile[data-currency="JPY"]');
    await expect(jpy.locator('.balance-tile__amount')).toHaveText('¥1,234,567.00');
    // The card says its amount once: no abbreviated copy (¥1.23M) beside the full one.
    await expect(jpy).not.toContainText('M');
    expect(((await jpy.textContent()) ?? '').match(/¥/g)).toHaveLength(1);
  }
});
