/**
 * `pnpm bench`: every benchmark in one run, one after the other (they share a 2-core machine, so never
 * at the same time), printed and written as one markdown summary to bench/results/latest.md
 * (git-ignored). Figures are printed, never asserted.
 *   pnpm bench                           all of them
 *   pnpm bench overhead storm            only some (overhead, login, storm, pieces, frontends, live, web, lighthouse, kiosk)
 * web and kiosk run the front-end engineers' bench/web-*.ts and bench/kiosk.ts when they exist; lighthouse runs
 * bench/web-lighthouse.ts (Lighthouse mobile and desktop presets on the player site, first-page wire bytes).
 * Environment: BENCH_DURATION (s per load round, 5), BENCH_ROUNDS (3), BENCH_WARMUP (3), BENCH_CONNECTIONS (32),
 * BENCH_STORM_INSTANCES (1,2,4), BENCH_STORM_SIZES (100,1000), BENCH_STORM_TTL_S (40),
 * BENCH_LOGIN_BURST (200), BENCH_LIVE_SIZES (1000,10000), BENCH_LIVE_WINDOW_S (15), BENCH_PIECE_MS (1000), BENCH_PAGE_RUNS (3), BENCH_BUILD=1 (rebuild the front ends first),
 * REDIS_URL (redis://127.0.0.1:6379; benches use their own key prefix and delete it).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../packages/testkit/src/repo';
import { out } from './lib/format';
import { runOverhead } from './overhead';
import { runRefreshStorm } from './refresh-storm';
import { runPieces } from './pieces';
import { runLoginBurst } from './login-burst';
import { runFrontends } from './frontends';
import { runLive } from './live';

const ALL = [
  'overhead',
  'login',
  'storm',
  'pieces',
  'frontends',
  'live',
  'web',
  'lighthouse',
  'kiosk',
] as const;
const chosen = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = chosen.filter((c) => !(ALL as readonly string[]).includes(c));
if (unknown.length) throw new Error(`unknown bench ${unknown.join(', ')}; choose from ${ALL.join(', ')}`);
const want = (name: (typeof ALL)[number]) => chosen.length === 0 || chosen.includes(name);

const machine = `${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${process.platform}`;
const sections: string[] = [
  '# Benchmark results',
  '',
  `${new Date().toISOString()} on ${machine}. Every process (load generator, gateway, platform, Redis, Chromium) shares this machine.`,
];

async function section(title: string, fn: () => Promise<string>) {
  out(`\n== ${title} ...`);
  const started = Date.now();
  try {
    const load = loadavg()[0]!.toFixed(1);
    const md = await fn();
    const note = `_Load average when it started: ${load}, when it ended: ${loadavg()[0]!.toFixed(1)} (${cpus().length} cores)._`;
    sections.push('', `## ${title}`, '', md, '', note);
    out(note);
    out(md);
  } catch (err) {
    const msg = `not measured: ${(err as Error).message.split('\n')[0]}`;
    sections.push('', `## ${title}`, '', msg);
    out(msg);
    process.exitCode = 1;
  }
  out(`(${((Date.now() - started) / 1000).toFixed(0)} s)`);
}

if (want('overhead')) await section('Gateway overhead', async () => (await runOverhead()).markdown);
if (want('login')) await section('Login burst', async () => (await runLoginBurst()).markdown);
if (want('storm')) await section('Refresh storm', async () => (await runRefreshStorm()).markdown);
if (want('pieces')) await section('Cost of the pieces of one call', async () => (await runPieces()).markdown);
if (want('frontends')) await section('Front ends', async () => (await runFrontends()).markdown);
if (want('live')) await section('Live channel', async () => (await runLive()).markdown);
/** The front-end engineers' own benches (run as they are, their output kept verbatim). */
const SCRIPTS: [(typeof ALL)[number], string, string[], number?][] = [
  ['web', 'bench/web-first-page.ts', []],
  ['web', 'bench/web-lobby.ts', []],
  // Six Lighthouse runs (three pages, two presets) take minutes on a loaded machine.
  ['lighthouse', 'bench/web-lighthouse.ts', [], 900_000],
  ['kiosk', 'bench/kiosk.ts', ['1']],
];
for (const [name, file, args, timeout = 300_000] of SCRIPTS)
  if (want(name) && existsSync(join(repoRoot, file)))
    await section(file, async () => {
      const text = execFileSync(process.execPath, ['--import', 'tsx', file, ...args], {
        cwd: repoRoot,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
        timeout,
      });
      return '```\n' + text.trim() + '\n```';
    });

const dir = join(repoRoot, 'bench/results');
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, 'latest.md'), `${sections.join('\n')}\n`);
out(`\nSummary written to bench/results/latest.md`);
