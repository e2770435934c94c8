/**
 * Lock-down as deployed: Chromium started with exactly the launcher's flags (deploy/chromium-flags.txt,
 * the list kiosk-launcher.sh reads: a throw-away profile, never incognito, where extensions would not
 * run) and the lock-down extension it loads, so the context menu, long press, F5, Ctrl+R, Ctrl+P,
 * Alt+Left and the browser's own shortcuts are blocked inside the game frames too (other origins, out
 * of the kiosk page's reach), and fullscreen comes back at the next touch after something left it.
 */
import type { BrowserContext, Frame } from '@playwright/test';
import {
  cashOutIfSignedIn,
  expect,
  gameFrames,
  gamesRunning,
  openGames,
  signedInCustomer,
  test,
} from './support/fixtures';
import { launchAsTerminal } from './support/terminal-browser';

/** Dispatches the inputs a customer could use in `frame` and tells which were blocked. */
function tryInputs(frame: Frame) {
  return frame.evaluate(() => {
    const target = document.body;
    const fire = (e: Event) => {
      target.dispatchEvent(e);
      return e.defaultPrevented;
    };
    const key = (k: string, mods: KeyboardEventInit = {}) =>
      fire(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true, ...mods }));
    return {
      lockdown: document.documentElement.getAttribute('data-kiosk-lockdown'),
      contextMenu: fire(new MouseEvent('contextmenu', { bubbles: true, cancelable: true, button: 2 })),
      longPress: fire(
        new PointerEvent('contextmenu', { bubbles: true, cancelable: true, pointerType: 'touch' }),
      ),
      f5: fire(new KeyboardEvent('keydown', { key: 'F5', bubbles: true, cancelable: true })),
      print: fire(new KeyboardEvent('keydown', { key: 'p', ctrlKey: true, bubbles: true, cancelable: true })),
      reload: fire(
        new KeyboardEvent('keydown', { key: 'r', ctrlKey: true, bubbles: true, cancelable: true }),
      ),
      back: key('ArrowLeft', { altKey: true }),
      bookmarksBar: key('B', { ctrlKey: true, shiftKey: true }),
      profiles: key('M', { ctrlKey: true, shiftKey: true }),
      searchTabs: key('A', { ctrlKey: true, shiftKey: true }),
      ctrlM: key('m', { ctrlKey: true }),
      tabSwitch: [1, 2, 3, 4, 5, 6, 7, 8, 9].every((d) => key(String(d), { ctrlKey: true })),
      menu: key('f', { altKey: true }) && key('e', { altKey: true }),
      // An ordinary key still reaches the game.
      letter: key('a'),
    };
  });
}

/** What tryInputs finds with the lock-down in place: every input blocked but an ordinary key. */
const BLOCKED = {
  lockdown: '1',
  contextMenu: true,
  longPress: true,
  f5: true,
  print: true,
  reload: true,
  back: true,
  bookmarksBar: true,
  profiles: true,
  searchTabs: true,
  ctrlM: true,
  tabSwitch: true,
  menu: true,
  letter: false,
};

test.describe('lock-down in the deployed browser', () => {
  test.describe.configure({ timeout: 900_000 });
  let context: BrowserContext;
  let close: () => Promise<void>;

  test.beforeEach(async () => {
    ({ context, close } = await launchAsTerminal());
  });

  test.afterEach(async () => {
    await close();
  });

  test("with the launcher's flags, blocks the context menu, long press, F5, Ctrl+R, Ctrl+P, Alt+Left and the browser's shortcuts inside a game frame and the page, and keeps fullscreen", async ({
    stack,
  }) => {
    const page = await context.newPage();
    await signedInCustomer(page, stack, '3000');
    // The first touch made the terminal fullscreen.
    await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);

    await openGames(page, [['ISLOT', 0]]);
    await gamesRunning(page, 1);
    const [game] = gameFrames(page);
    expect(game, 'the game frame').toBeTruthy();
    // The game comes from another origin than the kiosk page.
    expect(new URL(game!.url()).origin).not.toBe(new URL(page.url()).origin);
    expect(await tryInputs(game!)).toEqual(BLOCKED);
    // And in the kiosk page itself.
    expect(await tryInputs(page.mainFrame())).toEqual(BLOCKED);

    // Something left fullscreen: the next touch brings it back.
    await page.evaluate(() => document.exitFullscreen());
    await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(false);
    await page.getByTestId('balance-total').tap();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
    // The customer leaves as customers do, so no money waits in a game for a later sweep.
    await cashOutIfSignedIn(page);
  });
});
