/**
 * The kiosk's figures for bench/kiosk.ts: the gzipped JavaScript of the build (what a terminal
 * downloads at every customer change), and, measured in the page (Performance API marks of the app),
 * each game's launch from the tap that starts it to the game's ready message and the sign-in tap to
 * the balance; plus the robot's wall clock from sign-in to four games (which includes its tapping),
 * in Debian's Chromium against the real stack.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { ensureKioskBuild, startKioskStack, type KioskStack } from './stack';
import { chromiumLaunchOptions } from '@casino/testkit/chromium';
import { platformTab } from './providers';

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

/**
 * Opens the terminal at the attract screen. The previous run's visit ended with its page closed, so
 * the terminal first says that visit ended unexpectedly: acknowledged, as staff would.
 */
export async function openToAttract(page: Page, stack: KioskStack) {
  await page.goto(stack.launchUrl());
  const start = page.getByRole('button', { name: 'タッチしてスタート' });
  const ack = page.getByRole('button', { name: '確認しました' });
  for (let shown = 0; shown < 10; shown++) {
    await start.or(ack).first().waitFor();
    // A notice over the attract screen (the previous visit ended with its page) is acknowledged first.
    if (await ack.first().isVisible()) {
      await ack.first().tap();
      continue;
    }
    if (await start.isVisible()) return;
  }
  throw new Error('the terminal kept showing statements');
}

export interface LaunchParts {
  calls: number;
  toFrame: number;
  load: number;
  boot: number;
}

export interface KioskRun {
  /** Robot's view: the sign-in tap to the balance, then to four running games (includes tapping). */
  signedIn: number;
  fourRunning: number;
  /** Measured in the page (lib/launch-marks.ts): the sign-in tap to the balance on screen. */
  signInInPage: number | null;
  /**
   * Measured in the page: the tap that starts a game to the game's own ready message, per game, and
   * where that time went: the gateway calls up to the launch URL's answer, the page until the game
   * frame starts loading, the frame's document and scripts (to DOMContentLoaded), the game's own start
   * (its session, its first drawing) to its ready message.
   */
  launches: { game: string; ms: number; parts: LaunchParts | null }[];
}

const PLATFORMS = ['JPT', 'ISLOT', 'PNG', 'JPT2'];

async function oneRun(stack: KioskStack, page: Page): Promise<KioskRun> {
  const player = await stack.createPlayer({ JPY: '100000' });
  await openToAttract(page, stack);
  await page.getByRole('button', { name: 'タッチしてスタート' }).tap();
  for (const [field, text] of [
    ['ユーザー名', player.username],
    ['パスワード', player.password],
  ] as const) {
    await page.getByLabel(field, { exact: true }).tap();
    await tapKeys(page, text);
  }

  const t0 = performance.now();
  await page.getByRole('button', { name: 'ログイン', exact: true }).tap();
  await page.getByTestId('balance-total').waitFor();
  const signedIn = performance.now() - t0;
  // One game at a time, each with the sheet's default amount: every launch is measured on its own.
  for (let i = 0; i < PLATFORMS.length; i++) {
    await page.getByRole('button', { name: '台を選ぶ' }).first().tap();
    const picker = page.getByRole('dialog', { name: '台を選ぶ' });
    await picker.getByRole('tab', { name: platformTab(PLATFORMS[i]!), exact: true }).tap();
    await picker
      .getByRole('button', { name: /^プレイ: / })
      .first()
      .tap();
    await picker.getByRole('button', { name: '選んだ台でプレイ' }).tap();
    const sheet = page.getByRole('dialog', { name: 'ゲームに入れる金額' });
    // A share of the cash for each, as a customer splitting over four games would choose.
    if (i < PLATFORMS.length - 1) await sheet.getByRole('button', { name: '4分の1' }).tap();
    await sheet.getByRole('button', { name: 'この金額でプレイ' }).tap();
    await page.locator(`.cui-grid__cells[data-running="${i + 1}"]`).waitFor({ timeout: 60_000 });
  }
  const fourRunning = performance.now() - t0;
  const main = await page.evaluate(() => ({
    origin: performance.timeOrigin,
    measures: performance
      .getEntriesByType('measure')
      .filter((m) => m.name.startsWith('kiosk:'))
      .map((m) => ({ name: m.name, start: m.startTime, ms: m.duration })),
    // The gateway calls that answer a launch URL (alone, or batched with the lease).
    calls: performance
      .getEntriesByType('resource')
      .filter((r) => r.name.includes('games.launchGame'))
      .map((r) => ({ start: r.startTime, end: (r as PerformanceResourceTiming).responseEnd })),
  }));
  // Each game frame's own timeline (another origin: read inside the frame), on the page's clock.
  const frames: { path: string; nav: number; loaded: number }[] = [];
  for (const f of page.frames()) {
    if (f === page.mainFrame() || !f.url().includes('/games/play/') || f.name() === 'kiosk-warm-game')
      continue;
    const t = await f.evaluate(() => {
      const n = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      return {
        path: location.pathname,
        origin: performance.timeOrigin,
        dcl: n?.domContentLoadedEventEnd ?? 0,
      };
    });
    frames.push({ path: t.path, nav: t.origin - main.origin, loaded: t.origin - main.origin + t.dcl });
  }
  const signInInPage = main.measures.find((m) => m.name === 'kiosk:signin')?.ms ?? null;
  const launches = main.measures
    .filter((m) => m.name.startsWith('kiosk:launch:'))
    .map((m) => {
      const game = m.name.slice('kiosk:launch:'.length);
      const end = m.start + m.ms;
      const call = main.calls.find((c) => c.start >= m.start && c.start <= end);
      const frame = frames.find((f) => f.path.endsWith(`/${game.slice(game.indexOf(':') + 1)}`));
      const parts =
        call && frame
          ? {
              calls: call.end - m.start,
              toFrame: frame.nav - call.end,
              load: frame.loaded - frame.nav,
              boot: end - frame.loaded,
            }
          : null;
      return { game, ms: m.ms, parts };
    });
  return { signedIn, fourRunning, signInInPage, launches };
}

export async function measureSignInToFourGames(runs = 3) {
  ensureKioskBuild();
  const stack = await startKioskStack();
  const browser = await chromium.launch(chromiumLaunchOptions());
  const results: KioskRun[] = [];
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

/** The p-th percentile (nearest rank) of the values. */
export function percentile(values: number[], p: number) {
  const s = [...values].sort((a, b) => a - b);
  if (!s.length) return NaN;
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]!;
}

export function median(values: number[]) {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}
