/**
 * Player site part 2: the JavaScript a visitor's browser downloads to show the lobby
 * (/ja/game), gzipped, and the time until the multi-machine grid shows four running games (each game
 * iframe has said 'ready'), in Debian's Chromium against the real stack. Prints figures, asserts nothing.
 *   node --import tsx bench/web-lobby.ts   (WEB_LOBBY_BENCH_RUNS=3; builds apps/web when dist is missing)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { repoRoot, startStack } from '../apps/web/e2e/support/stack';
import { createPlayer, uniqueName } from '../apps/web/e2e/support/platform';
import { chromiumLaunchOptions } from '../packages/testkit/src/chromium';

const runs = Number(process.env.WEB_LOBBY_BENCH_RUNS ?? 3);
const dist = process.env.E2E_WEB_DIST ?? join(repoRoot, 'apps/web/dist');
const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
const gz = (b: Buffer) => gzipSync(b, { level: 9 }).length;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

if (!existsSync(join(dist, 'index.html'))) {
  const r = spawnSync('pnpm', ['--filter', '@casino/web', 'build'], { stdio: 'inherit', cwd: repoRoot });
  if (r.status !== 0) process.exit(1);
}

const lobbyChunk = readdirSync(join(dist, 'assets')).find((f) => /^lobby-page-.*\.js$/.test(f));
const lobbyChunkGzip = lobbyChunk ? gz(readFileSync(join(dist, 'assets', lobbyChunk))) : 0;

const stack = await startStack();
process.env.E2E_PLATFORM_URL = stack.platformUrl;
const browser = await chromium.launch(chromiumLaunchOptions());

async function lobbyScripts() {
  const page = await browser.newPage({ viewport: { width: 1280, height: 860 }, locale: 'ja-JP' });
  const fetched: { raw: number; gzip: number }[] = [];
  page.on('response', async (res) => {
    if (!new URL(res.url()).pathname.endsWith('.js')) return;
    try {
      const body = await res.body();
      fetched.push({ raw: body.length, gzip: gz(body) });
    } catch {
      // no body (redirect)
    }
  });
  const t0 = Date.now();
  await page.goto(`${stack.gatewayUrl}/ja/game`);
  await page.locator('[data-testid="category-slots"] article').first().waitFor();
  const gamesMs = Date.now() - t0;
  await page.waitForLoadState('networkidle');
  await page.close();
  return { fetched, gamesMs };
}

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Adds one game the way a player does: open the picker, search its id, wait until the game itself is
 * listed and press it. (Pressing "the first item" right after typing pressed the previous search's
 * game, which the page rightly refused as a duplicate, so four never ran.) A refusal stops the bench
 * with the page's message instead of waiting for a fourth game that cannot come.
 */
async function pick(page: Page, game: { gameId: string; gameName: string }, placed: number) {
  await page.getByRole('button', { name: '台を追加', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: '追加する台を選ぶ' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'スロット', exact: true }).click();
  await dialog.getByRole('searchbox').fill(game.gameId);
  await dialog
    .getByRole('button', { name: new RegExp(`^${esc(game.gameName)}`) })
    .first()
    .click();
  await dialog.waitFor({ state: 'hidden' });
  const cells = page.locator('[data-game-key]');
  const refusal = page.getByRole('alert');
  await cells.nth(placed).or(refusal).first().waitFor();
  if ((await cells.count()) <= placed)
    throw new Error(`game ${game.gameId} refused: ${await refusal.innerText()}`);
}

async function fourGames() {
  const context = await browser.newContext({
    viewport: { width: 1600, height: 1000 },
    locale: 'ja-JP',
    baseURL: stack.gatewayUrl,
  });
  const page = await context.newPage();
  const username = uniqueName('bn');
  await createPlayer({ username, password: 'secret123', currency: 'JPY', balances: { JPY: '40000.00' } });
  await page.request.post('/trpc/session.login', {
    headers: { 'x-casino-client': 'web', 'content-type': 'application/json' },
    data: { loginType: 'username', account: username, password: 'secret123' },
  });
  const res = await page.request.get(
    `/trpc/games.machineInfoList?input=${encodeURIComponent(JSON.stringify({ pageNo: 1, pageSize: 8, gameType: 'slots', supMultiMode: true }))}`,
    { headers: { 'x-casino-client': 'web' } },
  );
  const games = (
    (await res.json()) as { result: { data: { list: { gameId: string; gameName: string }[] } } }
  ).result.data.list.slice(0, 4);
  if (games.length < 4) throw new Error(`only ${games.length} multi-mode slots listed`);
  const t0 = Date.now();
  await page.goto('/ja/account/multimode');
  await page.getByRole('heading', { level: 1, name: 'マルチ台モード', exact: true }).waitFor();
  await page.getByRole('button', { name: '台を追加', exact: true }).first().waitFor();
  const pageMs = Date.now() - t0;
  const t1 = Date.now();
  for (const [i, g] of games.entries()) await pick(page, g, i);
  const pickedMs = Date.now() - t1;
  await page.locator('[data-game-key][data-state="running"]').nth(3).waitFor({ timeout: 60_000 });
  const runningMs = Date.now() - t1;
  await context.close();
  return { pageMs, pickedMs, runningMs };
}

try {
  const lobby = await lobbyScripts();
  const timings = [];
  for (let i = 0; i < runs; i++) timings.push(await fourGames());
  const sum = (k: 'raw' | 'gzip') => lobby.fetched.reduce((a, r) => a + r[k], 0);
  const lines = [
    'web: the lobby (/ja/game) as a visitor (gzip -9)',
    `  scripts fetched by Chromium: ${lobby.fetched.length}, ${kb(sum('raw'))} raw, ${kb(sum('gzip'))} gzip`,
    `  of which the lobby's own chunk ${lobbyChunk ?? '(not found)'}: ${kb(lobbyChunkGzip)} gzip`,
    `  first games on screen after ${lobby.gamesMs} ms (local stack, cold cache)`,
    '',
    `multi-machine grid: four games running (Chromium 1600x1000, real stack, ${runs} runs)`,
    ...timings.map(
      (t, i) =>
        `  run ${i + 1}: page ready ${t.pageMs} ms; four games picked in ${t.pickedMs} ms; four running ${t.runningMs} ms after the first pick (${t.runningMs - t.pickedMs} ms after the last)`,
    ),
    `  median: four running ${median(timings.map((t) => t.runningMs))} ms after the first pick (picker clicks included)`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
} finally {
  await browser.close();
  await stack.stop();
}
