/**
 * The header with money in a game, at every width from 320 to 1920 px, in ja and en: nothing in it
 * overlaps, the page never scrolls sideways, every navigation link is whole, and the menu (the drawer
 * button on narrow screens, the links on wide ones) and the account are always within reach.
 */
import { expect, test, type Page } from '@playwright/test';
import { listGames, loginNewPlayer, trpcQuery } from './support/part2-player';

test.describe.configure({ timeout: 300_000 });

interface Box {
  name: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** What the header shows at this width, read from the page as laid out. */
async function headerLayout(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('header.header')!;
    const box = (el: Element, name: string) => {
      const r = el.getBoundingClientRect();
      return { name, left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    };
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const nav = header.querySelector('.primary-nav')!;
    const navShown = shown(nav);
    const pieces: Box[] = [];
    const menu = header.querySelector('.header__menu-btn')!;
    if (shown(menu)) pieces.push(box(menu, 'menu'));
    const brand = header.querySelector('.header__bar > .brand');
    if (brand && shown(brand)) pieces.push(box(brand, 'brand'));
    if (navShown)
      for (const a of nav.querySelectorAll('a')) pieces.push(box(a, `nav ${a.textContent ?? ''}`));
    for (const el of header.querySelectorAll('.header__actions > *'))
      if (shown(el)) pieces.push(box(el, el.getAttribute('class') ?? el.tagName));
    const account = header.querySelector('.header__actions a[href$="/account"]');
    return {
      width: window.innerWidth,
      scrollWidth: document.documentElement.scrollWidth,
      navShown,
      navClipped: navShown ? nav.scrollWidth > nav.clientWidth + 1 : false,
      menuWidth: shown(menu) ? menu.getBoundingClientRect().width : 0,
      account: account && shown(account) ? box(account, 'account') : null,
      pieces,
    };
  });
}

function overlaps(a: Box, b: Box) {
  return a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
}

const WIDTHS = [
  ...Array.from({ length: (1920 - 320) / 40 + 1 }, (_, i) => 320 + i * 40),
  375,
  390,
  414,
  1366,
].sort((a, b) => a - b);

for (const lng of ['ja', 'en'] as const) {
  test(`the header keeps every part whole and reachable at every width with money in a game (${lng})`, async ({
    page,
    context,
  }) => {
    await loginNewPlayer(page, { JPY: '108895.00' });
    // The money sits in a slot open in another tab of the same browser.
    const [game] = await listGames(page.request, { gameType: 'slots', platformCode: 'JPT' });
    if (!game) throw new Error('no JPT slot seeded');
    const tab = await context.newPage();
    await tab.goto(
      `/${lng}/slotGame?platformCode=JPT&gameId=${game.gameId}&supMultiMode=${game.supMultiMode}`,
    );
    await expect(tab.frameLocator('iframe.game-stage__frame').locator('body')).toHaveAttribute(
      'data-state',
      'ready',
      { timeout: 60_000 },
    );
    await expect
      .poll(async () => {
        const s = await trpcQuery<{ user: { wallets: { currency: string; gameAmount: string }[] } }>(
          page.request,
          'session.current',
        );
        return s.user.wallets.find((w) => w.currency === 'JPY')?.gameAmount;
      })
      .toBe('108895.00');

    await page.goto(`/${lng}/`);
    await expect(page.getByTestId('header-in-games')).toBeVisible();
    const problems: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
      const l = await headerLayout(page);
      if (l.scrollWidth > l.width) problems.push(`${width}: page ${l.scrollWidth} px wide`);
      if (!l.navShown && l.menuWidth < 40) problems.push(`${width}: menu button ${l.menuWidth} px`);
      if (l.navClipped) problems.push(`${width}: navigation links clipped`);
      if (!l.account || l.account.left < 0 || l.account.right > l.width)
        problems.push(`${width}: account out of view`);
      for (const p of l.pieces)
        if (p.left < -0.5 || p.right > l.width + 0.5) problems.push(`${width}: ${p.name} out of view`);
      for (let i = 0; i < l.pieces.length; i++)
        for (let j = i + 1; j < l.pieces.length; j++)
          if (overlaps(l.pieces[i]!, l.pieces[j]!))
            problems.push(`${width}: ${l.pieces[i]!.name} overlaps ${l.pieces[j]!.name}`);
    }
    expect(problems).toEqual([]);

    // The menu opens on a phone and holds the navigation.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole('button', { name: lng === 'ja' ? 'メニュー' : 'Menu', exact: true }).click();
    await expect(page.getByRole('dialog', { name: lng === 'ja' ? 'メニュー' : 'Menu' })).toBeVisible();
    await tab.close();
  });
}
