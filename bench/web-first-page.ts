/**
 * Player site (issues 6, 14): the JavaScript a first-time visitor downloads for the home page, gzipped
 * and brotli-compressed (the budget, 120 KiB brotli, is the up-front total).
 * Two views: what index.html asks for up front (entry + modulepreload, from apps/web/dist), and what
 * Debian's Chromium actually fetched to show /ja/ with its login form against the real stack (lazy
 * chunks included). Also the time until the login form is on screen. Prints figures, asserts nothing.
 *   node --import tsx bench/web-first-page.ts   (builds apps/web when dist is missing; also run by `pnpm bench`)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { repoRoot, startStack } from '../apps/web/e2e/support/stack';
import { chromiumLaunchOptions } from '../packages/testkit/src/chromium';

const dist = join(repoRoot, 'apps/web/dist');
const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
const gz = (b: Buffer) => gzipSync(b, { level: 9 }).length;
/** Brotli at quality 11, as the build's precompressed .br twins the gateway serves. */
const br = (b: Buffer) => brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

if (!existsSync(join(dist, 'index.html'))) {
  const r = spawnSync('pnpm', ['--filter', '@casino/web', 'build'], { stdio: 'inherit', cwd: repoRoot });
  if (r.status !== 0) process.exit(1);
}

// 1. What index.html loads before anything runs.
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const upFront = [
  ...html.matchAll(
    /<(?:script[^>]*type="module"[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g,
  ),
].map((m) => m[1]!);
const staticRows = upFront.map((src) => {
  const body = readFileSync(join(dist, src.replace(/^\//, '')));
  return { file: src, raw: body.length, gzip: gz(body), brotli: br(body) };
});

// 2. What the browser fetched for a visitor's /ja/ until the login form showed and the network settled.
const stack = await startStack();
const browser = await chromium.launch(chromiumLaunchOptions());
const fetched: { file: string; raw: number; gzip: number; brotli: number }[] = [];
let formMs = 0;
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 860 }, locale: 'ja-JP' });
  page.on('response', async (res) => {
    const url = new URL(res.url());
    if (!url.pathname.endsWith('.js')) return;
    try {
      const body = await res.body();
      fetched.push({ file: url.pathname, raw: body.length, gzip: gz(body), brotli: br(body) });
    } catch {
      // a response without a body (redirect): nothing to count
    }
  });
  const t0 = Date.now();
  await page.goto(`${stack.gatewayUrl}/ja/`);
  await page.getByRole('button', { name: 'ログイン', exact: true }).waitFor();
  formMs = Date.now() - t0;
  await page.waitForLoadState('networkidle');
} finally {
  await browser.close();
  await stack.stop();
}

const sum = (rows: { raw: number; gzip: number; brotli: number }[], k: 'raw' | 'gzip' | 'brotli') =>
  rows.reduce((a, r) => a + r[k], 0);
const lines = [
  'web: first page of a visitor (/ja/, gzip -9 and brotli 11)',
  '  index.html up front (entry + modulepreload):',
  ...staticRows.map(
    (r) =>
      `    ${r.file.padEnd(40)} ${kb(r.raw).padStart(10)} raw ${kb(r.gzip).padStart(10)} gzip ${kb(r.brotli).padStart(10)} brotli`,
  ),
  `    ${'total'.padEnd(40)} ${kb(sum(staticRows, 'raw')).padStart(10)} raw ${kb(sum(staticRows, 'gzip')).padStart(10)} gzip ${kb(sum(staticRows, 'brotli')).padStart(10)} brotli`,
  `  fetched by Chromium for /ja/ (${fetched.length} scripts, lazy chunks included):`,
  `    ${'total'.padEnd(40)} ${kb(sum(fetched, 'raw')).padStart(10)} raw ${kb(sum(fetched, 'gzip')).padStart(10)} gzip ${kb(sum(fetched, 'brotli')).padStart(10)} brotli`,
  `  login form on screen after ${formMs} ms (local stack, cold browser cache)`,
];
process.stdout.write(`${lines.join('\n')}\n`);
