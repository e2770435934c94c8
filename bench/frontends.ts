/**
 * Front-end figures: the gzipped JavaScript of the builds (the web entry, and what each measured route
 * actually loads; the kiosk build), and page-load figures from Debian's Chromium (playwright-core, cold
 * cache, a fresh context per run): First Contentful Paint, Largest Contentful Paint, DOMContentLoaded
 * and load, for the visitor home page and the game lobby, served by the gateway from apps/web/dist
 * against the real platform. Builds first when a dist folder is missing (or BENCH_BUILD=1).
 *   node --import tsx bench/frontends.ts
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import { chromium } from 'playwright-core';
import { repoRoot } from '../packages/testkit/src/repo';
import { deleteByPrefix } from '../packages/testkit/src/redis';
import { fmt, out, percentile, table } from './lib/format';
import { REDIS_URL, startGateway, startPlatform, type Proc } from './lib/stack';
import { chromiumLaunchOptions } from '../packages/testkit/src/chromium';

const RUNS = Number(process.env.BENCH_PAGE_RUNS ?? 3);
const WEB = join(repoRoot, 'apps/web/dist');
const KIOSK = join(repoRoot, 'apps/kiosk/dist');
const PAGES = [
  { name: 'visitor home', path: '/ja' },
  { name: 'game lobby', path: '/ja/game' },
];

const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const kib = (n: number) => `${fmt(n / 1024, 1)} KiB`;

function ensureBuilt(pkg: string, dist: string) {
  if (process.env.BENCH_BUILD === '1' || !existsSync(join(dist, 'index.html')))
    execFileSync('pnpm', ['--filter', pkg, 'build'], { cwd: repoRoot, stdio: 'inherit' });
}

/** The JS an index.html loads before any route code: its module script and modulepreloads. */
function entryJs(dist: string): string[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  return [...html.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map((m) =>
    m[1]!.replace(/^.*\/assets\//, 'assets/'),
  );
}

function allJs(dist: string) {
  const dir = join(dist, 'assets');
  return readdirSync(dir).filter((f) => f.endsWith('.js'));
}

export interface PageRow {
  page: string;
  fcp: number;
  lcp: number;
  dcl: number;
  load: number;
  jsFiles: number;
  jsGzip: number;
}

export async function runFrontends(): Promise<{ markdown: string; pages: PageRow[] }> {
  ensureBuilt('@casino/web', WEB);
  const sections: string[] = [];

  const webEntry = entryJs(WEB);
  const webAll = allJs(WEB);
  const sizeRows: (string | number)[][] = [
    [
      'web: entry (index.html script + modulepreloads)',
      webEntry.length,
      kib(webEntry.reduce((a, f) => a + gz(join(WEB, f)), 0)),
    ],
    [
      'web: every chunk of the build',
      webAll.length,
      kib(webAll.reduce((a, f) => a + gz(join(WEB, 'assets', f)), 0)),
    ],
  ];
  if (existsSync(join(KIOSK, 'index.html')) || process.env.BENCH_BUILD === '1') {
    ensureBuilt('@casino/kiosk', KIOSK);
    const kEntry = entryJs(KIOSK).map((f) => f.replace(/^\/kiosk\//, ''));
    const kAll = allJs(KIOSK);
    sizeRows.push(
      [
        'kiosk: entry',
        kEntry.length,
        kib(kEntry.reduce((a, f) => a + (existsSync(join(KIOSK, f)) ? gz(join(KIOSK, f)) : 0), 0)),
      ],
      [
        'kiosk: every chunk of the build',
        kAll.length,
        kib(kAll.reduce((a, f) => a + gz(join(KIOSK, 'assets', f)), 0)),
      ],
    );
  }

  const platform = await startPlatform();
  const prefix = `bench:fe:${randomBytes(4).toString('hex')}:`;
  const procs: Proc[] = [platform];
  const pages: PageRow[] = [];
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const gateway = await startGateway(platform, prefix, { GATEWAY_WEB_DIST: WEB });
    procs.push(gateway);
    for (const p of PAGES) {
      const runs: PageRow[] = [];
      for (let i = 0; i < RUNS + 1; i++) {
        const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'ja-JP' });
        const page = await context.newPage();
        const js = new Set<string>();
        page.on('response', (r) => {
          const u = new URL(r.url());
          if (u.pathname.endsWith('.js') && u.pathname.startsWith('/assets/')) js.add(u.pathname.slice(1));
        });
        await page.addInitScript(() => {
          const w = window as unknown as { __lcp: number; __fcp: number };
          w.__lcp = NaN;
          w.__fcp = NaN;
          new PerformanceObserver((l) => {
            for (const e of l.getEntries()) w.__lcp = e.startTime;
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          new PerformanceObserver((l) => {
            for (const e of l.getEntries()) if (e.name === 'first-contentful-paint') w.__fcp = e.startTime;
          }).observe({ type: 'paint', buffered: true });
        });
        await page.goto(`${gateway.url}${p.path}`, { waitUntil: 'load' });
        await page.waitForLoadState('networkidle').catch(() => undefined);
        const m = await page.evaluate(() => {
          const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
          const w = window as unknown as { __lcp: number; __fcp: number };
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? w.__fcp;
          return { fcp, lcp: w.__lcp, dcl: nav.domContentLoadedEventEnd, load: nav.loadEventEnd };
        });
        await context.close();
        // The first run warms the server and the OS file cache; it is not counted.
        if (i === 0) continue;
        runs.push({
          page: p.name,
          ...m,
          jsFiles: js.size,
          jsGzip: [...js].reduce((a, f) => a + (existsSync(join(WEB, f)) ? gz(join(WEB, f)) : 0), 0),
        });
      }
      const med = (k: keyof PageRow) =>
        percentile(
          runs
            .map((r) => r[k] as number)
            .filter((v) => Number.isFinite(v))
            .sort((a, b) => a - b),
          50,
        );
      pages.push({
        page: p.name,
        fcp: med('fcp'),
        lcp: med('lcp'),
        dcl: med('dcl'),
        load: med('load'),
        jsFiles: med('jsFiles'),
        jsGzip: med('jsGzip'),
      });
      sizeRows.push([`web: ${p.name} (${p.path}) as loaded`, med('jsFiles'), kib(med('jsGzip'))]);
    }
  } finally {
    await browser.close();
    for (const p of procs.reverse()) await p.stop();
    await deleteByPrefix(REDIS_URL, prefix).catch(() => 0);
  }

  sections.push(table(['JavaScript', 'files', 'gzip -9'], sizeRows));
  sections.push(
    table(
      ['page (Chromium, cold cache, 1366x768)', 'FCP ms', 'LCP ms', 'DOMContentLoaded ms', 'load ms'],
      pages.map((r) => [r.page, fmt(r.fcp), fmt(r.lcp), fmt(r.dcl), fmt(r.load)]),
    ) +
      `\n\nMedian of ${RUNS} runs after one warm-up run; served by the gateway from apps/web/dist, data from the reference platform.`,
  );
  return { markdown: sections.join('\n\n'), pages };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { markdown } = await runFrontends();
  out('## Front ends\n');
  out(markdown);
}
