/**
 * Player site: Lighthouse 12 (a dev dependency) in Debian's Chromium (chrome-launcher with
 * CHROMIUM_PATH, default /usr/bin/chromium) against the real stack serving apps/web/dist, with
 * Lighthouse's mobile preset (its default: simulated slow 4G and a 4x slower CPU), on every page a
 * visitor or a player can open: the visitor's pages, then the account pages and the lobby signed in (a
 * player made on the platform and signed in through the gateway; its cookies are put into the browser's
 * cookie store before a signed-in page and taken out before a visitor's, so the page's own calls carry
 * them and the gateway's renewed cookies replace them as in a player's browser),
 * the pages with an id (a video, a tournament, a provider's games) on the first one the lists give.
 * Each page runs LIGHTHOUSE_RUNS times (2). Prints the four category scores, LCP, CLS and TBT per page
 * and run, the machine's CPU benchmark index as Lighthouse measured it (min, median, max over the runs),
 * and the JavaScript a first visit to the first page moves on the wire (compressed bytes as
 * sent, from Lighthouse's network records). Prints figures, asserts nothing (goals: performance >= 90,
 * TBT <= 300 ms, LCP <= 2.5 s, CLS <= 0.05 on mobile; accessibility 100; first-page JS <= 120 KiB on the
 * wire).
 *   node --import tsx bench/web-lighthouse.ts   (also `pnpm bench lighthouse`; builds apps/web when dist
 *   is missing; LIGHTHOUSE_PAGES=/ja/,/en/ narrows the run (a page under /account is run signed in, and
 *   any page written `player:/ja/`),
 *   LIGHTHOUSE_PRESETS=mobile,desktop adds the desktop preset, LIGHTHOUSE_RUNS=1 runs each once;
 *   LIGHTHOUSE_REPORTS=<folder> also writes each full Lighthouse report there as JSON, to look into)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Flags } from 'lighthouse';
import { randomBytes } from 'node:crypto';
import { devKey, repoRoot, startStack } from '../apps/web/e2e/support/stack';
import { GatewayClient } from '../packages/testkit/src/client';
import { PlatformDev } from '../packages/testkit/src/platform';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../packages/testkit/src/chromium';

const dist = join(repoRoot, 'apps/web/dist');
if (!existsSync(join(dist, 'index.html'))) {
  const r = spawnSync('pnpm', ['--filter', '@casino/web', 'build'], { stdio: 'inherit', cwd: repoRoot });
  if (r.status !== 0) process.exit(1);
}

const PRESETS = (process.env.LIGHTHOUSE_PRESETS ?? 'mobile').split(',').filter(Boolean) as (
  'mobile' | 'desktop'
)[];
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 2) || 2);
/** Every page of the site's router (apps/web/src/features/* /routes.tsx), in the language a player would. */
const VISITOR_PAGES = [
  '/ja/',
  '/en/',
  '/ja/game',
  '/ja/game/slots',
  '/en/game/live',
  '/ja/game/slots/:provider',
  '/ja/promotions',
  '/en/promotions',
  '/ja/promotions/tournaments/:tournament',
  '/ja/promotions/lottery',
  '/ja/promotions/guess',
  '/ja/promotions/check-in',
  '/ja/promotions/free-spins',
  '/ja/promotions/tasks',
  '/en/promotions/vip',
  '/en/videoList',
  '/ja/videos/:video',
  '/ja/sports-bet',
  '/ja/fb',
  '/ja/page',
  '/ja/login',
  '/ja/register',
  '/ja/reset-password',
];
const PLAYER_PAGES = [
  '/ja/account',
  '/ja/account/wallet',
  '/ja/account/deposit',
  '/ja/account/withdraw',
  '/ja/account/history',
  '/ja/account/bonuses',
  '/ja/account/kyc',
  '/ja/account/security',
  '/ja/account/responsible-gaming',
  '/ja/account/multimode',
];
const chosen = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
/** A page is run signed in when it is an account page, or (the whole run) the lobby a second time. */
const PAGES: { path: string; player: boolean }[] = chosen
  ? chosen.map((p) =>
      // `player:/ja/` runs a page signed in that is not an account page (the signed-in lobby).
      p.startsWith('player:')
        ? { path: p.slice('player:'.length), player: true }
        : { path: p, player: p.includes('/account') },
    )
  : [
      ...VISITOR_PAGES.map((path) => ({ path, player: false })),
      ...PLAYER_PAGES.map((path) => ({ path, player: true })),
      { path: '/ja/', player: true },
    ];
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

/** A signed-in player's cookies (name and value), for the pages run signed in. */
async function playerCookies(): Promise<{ name: string; value: string }[]> {
  const dev = new PlatformDev(stack.platformUrl, devKey());
  const username = `lh${randomBytes(5).toString('hex')}`;
  const password = 'Passw0rd!x';
  await dev.createPlayer({ username, password, currency: 'JPY', balances: { JPY: '50000.00' } });
  const c = new GatewayClient(stack.gatewayUrl);
  await c.ok('session.login', { loginType: 'username', account: username, password });
  return c
    .cookieHeader()
    .split('; ')
    .filter(Boolean)
    .map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1) }));
}

/**
 * One command to the browser (its DevTools endpoint, not a page's): the cookie store is the browser's,
 * shared by the tabs Lighthouse opens. (A Cookie request header would not do: the page's calls and the
 * cookies the gateway renews would not see it, and an account page measured the sign-in page instead.)
 */
async function browserCommand(port: number, method: string, params: object): Promise<void> {
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const ws = new WebSocket(version.webSocketDebuggerUrl);
  await new Promise<void>((resolve, reject) => {
    ws.onerror = () => reject(new Error(`DevTools: ${method} failed`));
    ws.onopen = () => ws.send(JSON.stringify({ id: 1, method, params }));
    ws.onmessage = (m) => {
      const reply = JSON.parse(String(m.data)) as { id?: number; error?: { message: string } };
      if (reply.id !== 1) return;
      ws.close();
      if (reply.error) reject(new Error(`DevTools ${method}: ${reply.error.message}`));
      else resolve();
    };
  });
}

/** The first id each list gives, for the pages that show one thing. */
async function ids(): Promise<Record<string, string>> {
  const c = new GatewayClient(stack.gatewayUrl);
  const first = async (procedure: string, input: unknown, pick: (d: never) => unknown) => {
    try {
      const v = pick((await c.ok(procedure, input)) as never);
      return v === undefined || v === null ? '' : String(v);
    } catch {
      return '';
    }
  };
  return {
    ':video': await first(
      'video.query',
      { pageNo: 1, pageSize: 1 },
      (d: { list?: { videoId?: unknown }[] }) => d.list?.[0]?.videoId,
    ),
    ':tournament': await first(
      'tournament.list',
      { pageNo: 1, pageSize: 1 },
      (d: { list?: { id?: unknown; tournamentId?: unknown }[] }) =>
        d.list?.[0]?.tournamentId ?? d.list?.[0]?.id,
    ),
    ':provider': await first(
      'games.providers',
      { gameType: 'slots' },
      (d: { providerCode?: unknown; platformCode?: unknown }[] | { list?: { providerCode?: unknown }[] }) =>
        Array.isArray(d) ? (d[0]?.providerCode ?? d[0]?.platformCode) : d.list?.[0]?.providerCode,
    ),
  };
}

const params = await ids();
const cookies = PAGES.some((p) => p.player) ? await playerCookies() : [];
const concrete = (path: string) => path.replace(/:[a-z]+/g, (k) => params[k] || k);
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
const rows: string[] = [];
let firstPageJs: { bytes: number; files: number } | null = null;
/**
 * Lighthouse's benchmark index of each run (a small CPU test it runs before the page; higher is a
 * faster machine): the same pages on a machine of half the index show several times the TBT, so
 * figures of two days compare only beside it.
 */
const cpuIndex: number[] = [];
try {
  for (const preset of PRESETS) {
    for (const page of PAGES)
      for (let run = 1; run <= RUNS; run++) {
        const path = concrete(page.path);
        const label = `${path}${page.player ? ' (signed in)' : ''}${RUNS > 1 ? ` #${run}` : ''}`;
        if (/:[a-z]+/.test(path)) {
          rows.push(`| ${label} | ${preset} | not measured: no id to open | | | | | | |`);
          continue;
        }
        // The player's cookies in the browser for a signed-in page, none for a visitor's.
        await browserCommand(chrome.port, 'Storage.clearCookies', {});
        if (page.player)
          await browserCommand(chrome.port, 'Storage.setCookies', {
            cookies: cookies.map((c) => ({ ...c, url: stack.gatewayUrl })),
          });
        const flags: Flags = {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          // A visitor's lobby polls jackpots and big wins, and a player's page holds its live stream open:
          // the page is loaded when the first screen is, not when the network has been silent.
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
            `| ${label} | ${preset} | not measured: ${(err as Error).message.split('\n')[0]} | | | | | | |`,
          );
          continue;
        }
        process.stderr.write(
          `lighthouse ${preset} ${path}: ${((Date.now() - started) / 1000).toFixed(0)} s\n`,
        );
        const lhr = result?.lhr;
        if (!lhr) {
          rows.push(`| ${label} | ${preset} | not measured | | | | | | |`);
          continue;
        }
        const reports = process.env.LIGHTHOUSE_REPORTS;
        if (reports) {
          mkdirSync(reports, { recursive: true });
          const name = `${preset}-${page.player ? 'player-' : ''}${run}-${path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'root'}.json`;
          writeFileSync(join(reports, name), JSON.stringify(lhr));
        }
        if (lhr.environment?.benchmarkIndex) cpuIndex.push(lhr.environment.benchmarkIndex);
        const c = lhr.categories;
        const a = lhr.audits;
        const lcp = a['largest-contentful-paint']?.numericValue;
        const cls = a['cumulative-layout-shift']?.numericValue;
        const tbt = a['total-blocking-time']?.numericValue;
        rows.push(
          `| ${label} | ${preset} | ${score(c.performance?.score)} | ${score(c.accessibility?.score)} | ` +
            `${score(c['best-practices']?.score)} | ${score(c.seo?.score)} | ` +
            `${lcp === undefined ? '—' : (lcp / 1000).toFixed(2) + ' s'} | ${cls === undefined ? '—' : cls.toFixed(3)} | ` +
            `${tbt === undefined ? '—' : Math.round(tbt) + ' ms'} |`,
        );
        const requested = `${stack.gatewayUrl}${path}`;
        if (lhr.finalDisplayedUrl !== requested)
          rows.push(`|  | ${preset} | ended on ${lhr.finalDisplayedUrl.replace(stack.gatewayUrl, '')} |`);
        if (lhr.runtimeError)
          rows.push(`|  | ${preset} | ${lhr.runtimeError.code}: ${lhr.runtimeError.message} |`);
        if (!firstPageJs && page === PAGES[0] && preset === PRESETS[0]) {
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

console.log(
  `Lighthouse 12 in ${CHROMIUM_PATH}, ${PAGES.length} pages (${PAGES.filter((p) => p.player).length} signed in), ${RUNS} run(s) each`,
);
console.log('');
console.log('| page | preset | performance | accessibility | best practices | SEO | LCP | CLS | TBT |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const r of rows) console.log(r);
if (cpuIndex.length) {
  const sorted = [...cpuIndex].sort((x, y) => x - y);
  console.log('');
  console.log(
    `Lighthouse's CPU benchmark index over the ${sorted.length} runs (higher is faster): ` +
      `min ${Math.round(sorted[0]!)}, median ${Math.round(sorted[Math.floor(sorted.length / 2)]!)}, ` +
      `max ${Math.round(sorted[sorted.length - 1]!)}`,
  );
}
if (firstPageJs) {
  console.log('');
  console.log(
    `First page (${PAGES[0]!.path}, ${PRESETS[0]}): ${kib(firstPageJs.bytes)} of JavaScript on the wire in ${firstPageJs.files} files (goal <= 120 KiB)`,
  );
}
