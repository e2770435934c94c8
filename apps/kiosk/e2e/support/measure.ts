/**
 * The kiosk's figures for bench/kiosk.ts: the gzipped JavaScript of the build (what a terminal
 * downloads at every customer change), and the time from pressing "sign in" to four games running in
 * the grid, measured in Debian's Chromium against the real stack (median of a few runs).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { ensureKioskBuild, startKioskStack, type KioskStack } from './stack';

export function bundleSizes() {
  const dir = join(ensureKioskBuild(), 'assets');
  const files = readdirSync(dir).filter((f) => f.endsWith('.js') || f.endsWith('.css'));
  return files
    .map((f) => {
      const buf = readFileSync(join(dir, f));
      return { file: f, raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
    })
    .sort((a, b) => b.gzip - a.gzip);
}

/** The scripts index.html loads before anything runs (the attract screen); the rest is lazy. */
export function initialScripts(): Set<string> {
  const html = readFileSync(join(ensureKioskBuild(), 'index.html'), 'utf8');
  return new Set([...html.matchAll(/assets\/([^"]+\.js)/g)].map((m) => m[1]!));
}

async function tapKeys(page: Page, text: string) {
  const board = page.locator('.osk');
  for (const ch of text) {
    if (ch !== ch.toLowerCase()) await board.locator('[data-skbtn="{shift}"]').tap();
    await board.locator(`[data-skbtn="${ch}"]`).first().tap();
  }
}

async function oneRun(stack: KioskStack, page: Page) {
  const player = await stack.createPlayer({ JPY: '100000' });
  await page.goto(stack.launchUrl());
  await page.getByRole('button', { name: 'タッチしてスタート' }).tap();
  await page.getByLabel('ユーザー名', { exact: true }).tap();
  await tapKeys(page, player.username);
  await page.getByLabel('パスワード', { exact: true }).tap();
  await tapKeys(page, player.password);

  const t0 = performance.now();
  await page.getByRole('button', { name: 'ログイン', exact: true }).tap();
  await page.getByTestId('balance-total').waitFor();
  const signedIn = performance.now() - t0;
  for (const platform of ['JPT', 'ISLOT', 'PNG', 'JPT2']) {
    await page.getByRole('button', { name: '台を選ぶ' }).first().tap();
    const picker = page.getByRole('dialog', { name: '台を選ぶ' });
    await picker.getByRole('tab', { name: platform, exact: true }).tap();
    await picker
      .getByRole('button', { name: /^プレイ: / })
      .first()
      .tap();
    await picker.waitFor({ state: 'hidden' });
  }
  await page.locator('.cui-grid__cells[data-running="4"]').waitFor({ timeout: 60_000 });
  const fourRunning = performance.now() - t0;
  return { signedIn, fourRunning };
}

export async function measureSignInToFourGames(runs = 3) {
  ensureKioskBuild();
  const stack = await startKioskStack();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
  const results: { signedIn: number; fourRunning: number }[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({
        viewport: { width: 1920, height: 1080 },
        hasTouch: true,
        locale: 'ja-JP',
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      results.push(await oneRun(stack, page));
      await context.close();
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
  return results;
}

export function median(values: number[]) {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}
