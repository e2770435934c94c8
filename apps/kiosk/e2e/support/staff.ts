/**
 * The staff view (/kiosk/staff/) as staff open it: in a browser context of its own, so no terminal or
 * player cookie is shared with the terminal's page, signed in with a venue's credential (never a player
 * session).
 */
import type { Browser, Page } from '@playwright/test';
import { expect } from './fixtures';
import { STAFF_TOKEN } from './stack';

/** Opens the staff view at its sign-in. */
export async function openStaffView(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 }, locale: 'ja-JP' });
  const page = await context.newPage();
  await page.goto(`${baseURL}/kiosk/staff`);
  await expect(page.getByRole('heading', { name: 'スタッフログイン' })).toBeVisible();
  return page;
}

/** Enters a credential in the staff sign-in and sends it. */
export async function staffSignIn(page: Page, credential = STAFF_TOKEN) {
  await page.getByLabel('スタッフ認証キー').fill(credential);
  await page.getByRole('button', { name: 'ログイン' }).click();
}

/** The staff view signed in with `credential`, its terminals in sight. */
export async function staffPage(browser: Browser, baseURL: string, credential = STAFF_TOKEN): Promise<Page> {
  const page = await openStaffView(browser, baseURL);
  await staffSignIn(page, credential);
  await expect(page.getByRole('heading', { name: 'スタッフ画面' })).toBeVisible();
  return page;
}

/** A terminal's row in the staff view. */
export const terminalRow = (page: Page, id: string) => page.getByRole('row', { name: id });
