/**
 * Lock-down as deployed: Chromium with the lock-down extension the launcher loads
 * (deploy/lockdown-extension), so the context menu, long press, F5 and Ctrl+P are blocked inside the
 * game frames too (other origins, out of the kiosk page's reach), and fullscreen comes back at the
 * next touch after something left it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Frame } from '@playwright/test';
import { cashOutIfSignedIn, expect, openGames, signIn, test } from './support/fixtures';

const EXTENSION = join(import.meta.dirname, '../deploy/lockdown-extension');

/** Dispatches the inputs a customer could use in `frame` and tells which were blocked. */
function tryInputs(frame: Frame) {
  return frame.evaluate(() => {
    const target = document.body;
    const fire = (e: Event) => {
      target.dispatchEvent(e);
      return e.defaultPrevented;
    };
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
      // An ordinary key still reaches the game.
      letter: fire(new KeyboardEvent('keydown', { key: 'a', bubbles: true, cancelable: true })),
    };
  });
}

test.describe('lock-down in the deployed browser', () => {
  test.describe.configure({ timeout: 900_000 });
  let context: BrowserContext;
  let profile: string;

  test.beforeEach(async () => {
    profile = mkdtempSync(join(tmpdir(), 'kiosk-lockdown-'));
    context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      viewport: { width: 1920, height: 1080 },
      hasTouch: true,
      locale: 'ja-JP',
      reducedMotion: 'reduce',
      ignoreDefaultArgs: ['--disable-extensions'],
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-features=DisableLoadExtensionCommandLineSwitch',
        `--disable-extensions-except=${EXTENSION}`,
        `--load-extension=${EXTENSION}`,
      ],
    });
  });

  test.afterEach(async () => {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  });

  test('blocks the context menu, long press, F5 and Ctrl+P inside a game frame, and keeps fullscreen', async ({
    stack,
  }) => {
    const page = context.pages()[0] ?? (await context.newPage());
    const player = await stack.createPlayer({ JPY: '3000' });
    await signIn(page, stack, player);
    // The first touch made the terminal fullscreen.
    await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);

    await openGames(page, [['ISLOT', 0]]);
    await expect(page.locator('.cui-grid__cells')).toHaveAttribute('data-running', '1', { timeout: 120_000 });
    // The grid's game, not the hidden warm frame of the sign-in (features/play/warm-frame.tsx).
    const game = page
      .frames()
      .find(
        (f) => f !== page.mainFrame() && f.url().includes('/games/play/') && f.name() !== 'kiosk-warm-game',
      );
    expect(game, 'the game frame').toBeTruthy();
    // The game comes from another origin than the kiosk page.
    expect(new URL(game!.url()).origin).not.toBe(new URL(page.url()).origin);
    expect(await tryInputs(game!)).toEqual({
      lockdown: '1',
      contextMenu: true,
      longPress: true,
      f5: true,
      print: true,
      reload: true,
      letter: false,
    });
    // And in the kiosk page itself.
    expect(await tryInputs(page.mainFrame())).toMatchObject({ contextMenu: true, f5: true, print: true });

    // Something left fullscreen: the next touch brings it back.
    await page.evaluate(() => document.exitFullscreen());
    await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(false);
    await page.getByTestId('balance-total').tap();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
    // The customer leaves as customers do, so no money waits in a game for a later sweep.
    await cashOutIfSignedIn(page);
  });
});
