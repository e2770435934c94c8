/**
 * The terminal's live channel against the real stack: a staff pause reaches the terminal over the
 * channel, not over the heartbeat's answer (the test answers the terminal's heartbeats itself with
 * "not paused", so only the channel can change the screen), and a resume brings it back.
 */
import { expect, openTerminal, startButton, test } from './support/fixtures';
import { staffPage } from './support/staff';
import { TERMINAL } from './support/stack';

test.describe('live channel', () => {
  test.describe.configure({ timeout: 600_000 });

  test('a staff pause reaches the terminal over the live channel, without its heartbeat', async ({
    page,
    browser,
    stack,
  }) => {
    await openTerminal(page, stack);
    // From here the terminal's heartbeats never carry a command: the gateway's answer is replaced.
    await page.route('**/kiosk-api/heartbeat', async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as Record<string, unknown>;
      await route.fulfill({ response: res, json: { ...body, locked: false, reload: null } });
    });
    const staff = await staffPage(browser, stack.baseURL);
    const line = staff.getByRole('row', { name: TERMINAL.id });
    await expect(line).toContainText('オンライン');

    await line.getByRole('button', { name: `休止(精算): ${TERMINAL.id}` }).click();
    await line.getByRole('button', { name: '実行する' }).click();
    await expect(page.getByRole('heading', { name: 'この端末はただいま休止中です' })).toBeVisible();

    await line.getByRole('button', { name: `再開: ${TERMINAL.id}` }).click();
    await expect(startButton(page)).toBeVisible();
    await staff.context().close();
  });
});
