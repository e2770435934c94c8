/**
 * Browser checks of the site's own protections: the game frames of the multi-machine page and of the
 * pop-up host (public/loading/host.js) are sandboxed like every other. (An open signed-in page that
 * nobody touches is signed out at SESSION_IDLE_MS: idle.spec.ts.)
 */
import { expect, test, type Locator } from '@playwright/test';
import { openLiveCasinoPopup, openMultiModeWithOneGame } from './support/part2-player';

/** The one game frame `frame` names runs scripts, and may neither navigate the top, open windows, show modals nor download. */
async function expectSandboxed(frame: Locator) {
  await expect(frame).toHaveCount(1);
  const sandbox = (await frame.getAttribute('sandbox')) ?? '';
  expect(sandbox.split(' ')).toContain('allow-scripts');
  for (const f of ['allow-top-navigation', 'allow-popups', 'allow-modals', 'allow-downloads'])
    expect(sandbox).not.toContain(f);
}

test('the multi-machine page runs its games in sandboxed frames', async ({ page }) => {
  await openMultiModeWithOneGame(page);
  await expectSandboxed(page.locator('[data-game-key] iframe'));
});

test('the pop-up host runs its game in a sandboxed frame', async ({ page }) => {
  const popup = await openLiveCasinoPopup(page);
  await expectSandboxed(popup.locator('iframe.game-frame'));
  await popup.close();
});
