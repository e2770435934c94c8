/**
 * Player site: Lighthouse 12 (a dev dependency) in Debian's Chromium (chrome-launcher with
 * CHROMIUM_PATH, default /usr/bin/chromium) against the real stack serving apps/web/dist, with
 * Lighthouse's mobile preset (its default: simulated slow 4G and a 4x slower CPU) and its desktop
 * preset, on /ja/, /ja/game and /en/promotions. Prints the four category scores, LCP, CLS and TBT per
 * page and preset, and the JavaScript a first visit to /ja/ moves on the wire (compressed bytes as
 * sent, from Lighthouse's network records). Prints figures, asserts nothing (goals: performance >= 90,
 * LCP <= 2.5 s, CLS <= 0.05 on mobile; accessibility 100; first-page JS <= 120 KiB on the wire).
 *   node --import tsx bench/web-lighthouse.ts   (also `pnpm bench lighthouse`; builds apps/web when dist
 *   is missing; LIGHTHOUSE_PAGES=/ja/,/en/ and LIGHTHOUSE_PRESETS=mobile narrow the run;
 *   LIGHTHOUSE_REPORTS=<folder> also writes each full Lighthouse report there as JSON, to look into)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Flags } from 'lighthouse';
import { repoRoot, startStack } from '../apps/web/e2e/support/stack';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../packages/testkit/src/chromium';

const dist = join(repoRoot, 'apps/web/dist');
if (!existsSync(join(dist, 'index.html'))) {
  const r = spawnSync('pnpm', ['--filter', '@casino/web', 'build'], { stdio: 'inherit', cwd: repoRoot });
  if (r.status !== 0) process.exit(1);
}

const PAGES = (process.env.LIGHTHOUSE_PAGES ?? '/ja/,/ja/game,/en/promotions').split(',').filter(Boolean);
const PRESETS = (process.env.LIGHTHOUSE_PRESETS ?? 'mobile,desktop').split(',').filter(Boolean) as (
  'mobile' | 'desktop'
)[];
const CONFIGS: Record<'mobile' | 'desktop', Config | undefined> = {
  mobile: undefined, // Lighthouse's default is its mobile preset
  desktop: desktopConfig,
};

/** How often a page is loaded when Lighthouse reports that it could not measure it. */
const MEASURE_ATTEMPTS = 3;

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
const score = (s: number | null | undefined) =>
  s === null || s === undefined ? '—' : String(Math.round(s * 100));

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

const stack = await startStack();
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
const rows: string[] = [];
let firstPageJs: { bytes: number; files: number } | null = null;
try {
  for (const preset of PRESETS) {
    for (const path of PAGES) {
      const flags: Flags = {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        // The lobby polls jackpots and big wins: the page is loaded when the first screen is, not when the
        // network has been silent (which a polling page never is for long).
        maxWaitForLoad: 30_000,
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      };
      const started = Date.now();
      let result: Awaited<ReturnType<typeof lighthouse>>;
      try {
        // A run Lighthouse itself could not measure (its NO_NAVSTART / NO_FCP runtime errors: the trace
        // missed the navigation, most often on the first page after Chromium starts) is run again, up to
        // MEASURE_ATTEMPTS times; the row says how many it took.
        let attempt = 0;
        do {
          attempt++;
          result = await lighthouse(`${stack.gatewayUrl}${path}`, flags, CONFIGS[preset]);
        } while (result?.lhr.runtimeError && attempt < MEASURE_ATTEMPTS);
        if (attempt > 1)
          process.stderr.write(`lighthouse ${preset} ${path}: measured on attempt ${attempt}\n`);
      } catch (err) {
        // A machine too loaded to answer DevTools in time (PROTOCOL_TIMEOUT): say so, go on with the rest.
        rows.push(
          `| ${path} | ${preset} | not measured: ${(err as Error).message.split('\n')[0]} | | | | | | |`,
        );
        continue;
      }
      process.stderr.write(`lighthouse ${preset} ${path}: ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
      const lhr = result?.lhr;
      if (!lhr) {
        rows.push(`| ${path} | ${preset} | not measured | | | | | | |`);
        continue;
      }
      const reports = process.env.LIGHTHOUSE_REPORTS;
      if (reports) {
        mkdirSync(reports, { recursive: true });
        const name = `${preset}-${path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'root'}.json`;
        writeFileSync(join(reports, name), JSON.stringify(lhr));
      }
      const c = lhr.categories;
      const a = lhr.audits;
      const lcp = a['largest-contentful-paint']?.numericValue;
      const cls = a['cumulative-layout-shift']?.numericValue;
      const tbt = a['total-blocking-time']?.numericValue;
      rows.push(
        `| ${path} | ${preset} | ${score(c.performance?.score)} | ${score(c.accessibility?.score)} | ` +
          `${score(c['best-practices']?.score)} | ${score(c.seo?.score)} | ` +
          `${lcp === undefined ? '—' : (lcp / 1000).toFixed(2) + ' s'} | ${cls === undefined ? '—' : cls.toFixed(3)} | ` +
          `${tbt === undefined ? '—' : Math.round(tbt) + ' ms'} |`,
      );
      if (lhr.runtimeError)
        rows.push(`|  | ${preset} | ${lhr.runtimeError.code}: ${lhr.runtimeError.message} |`);
      if (!firstPageJs && path === PAGES[0] && preset === PRESETS[0]) {
        const items = ((a['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ??
          []) as NetworkItem[];
        const scripts = items.filter(
          (i) => i.resourceType === 'Script' && i.url.startsWith(stack.gatewayUrl),
        );
        firstPageJs = {
          bytes: scripts.reduce((s, i) => s + (i.transferSize ?? 0), 0),
          files: scripts.length,
        };
      }
    }
  }
} finally {
  await chrome.kill();
  await stack.stop();
}

console.log(`Lighthouse ${'12'} in ${CHROMIUM_PATH}, ${PAGES.join(', ')}`);
console.log('');
console.log('| page | preset | performance | accessibility | best practices | SEO | LCP | CLS | TBT |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const r of rows) console.log(r);
if (firstPageJs) {
  console.log('');
  console.log(
    `First page (${PAGES[0]}, ${PRESETS[0]}): ${kib(firstPageJs.bytes)} of JavaScript on the wire in ${firstPageJs.files} files (goal <= 120 KiB)`,
  );
}
