/**
 * Gateway overhead: the same platform call made three ways in one run, with autocannon (no
 * pipelining, BENCH_CONNECTIONS connections, a warm-up, then BENCH_DURATION seconds):
 *   direct    signed requests straight to the platform (the platform's own cost)
 *   bare      the same signed requests through a bare Fastify + undici reverse proxy (one more hop)
 *   gateway   the tRPC procedure through the gateway (CSRF guard, session from Redis, input and output
 *             validation, signing, the pool), with its metrics on (METRICS_PORT) and tracing off
 *   gateway+tracing  the same with the tracing preload and OTEL_EXPORTER_OTLP_ENDPOINT set (spans
 *             exported over OTLP/HTTP to a sink in this process): what turning tracing on costs
 *   gateway@<ref>    with BENCH_BASELINE=<git ref>: the gateway's source of that commit (metrics on, tracing
 *             off), so a change is measured before and after in the same run
 * for a public procedure (games.providers) and a player one (account.playerInfo: session read, bearer).
 * The bare proxy and every gateway run compiled, as production runs them (the gateway's dist/, built
 * first when its sources changed; the baseline's sources and the bare proxy built the same way with
 * esbuild): through tsx, its loader costs CPU on every call.
 *   node --import tsx bench/overhead.ts
 */
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { repoRoot } from '../packages/testkit/src/repo';
import { GatewayClient } from '../packages/testkit/src/client';
import { deleteByPrefix } from '../packages/testkit/src/redis';
import { fmt, out, percentile, table } from './lib/format';
import { REDIS_URL, startBareProxy, startGateway, startPlatform, type Proc } from './lib/stack';
import { platformLogin, signedRequest } from './lib/wire';

export interface OverheadRow {
  procedure: string;
  target: 'direct' | 'bare' | 'gateway' | 'gateway+tracing' | `gateway@${string}`;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU time (user + system) of the proxy process (bare or gateway) per answered request, in µs. */
  cpuUs: number | null;
}

/** User + system CPU of a process so far, in µs (Linux /proc, 100 ticks a second). */
function cpuUs(pid: number | undefined): number {
  if (pid === undefined) return NaN;
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
/** The three targets take turns, ROUNDS times, so a load change on the shared machine hits all of them. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
/** A git ref whose gateway source runs beside the current one (the "before" of a change). */
const BASELINE = process.env.BENCH_BASELINE;

/**
 * The gateway of `ref`, compiled: its sources and package.json extracted under apps/gateway/node_modules
 * (ignored by git, and where the gateway's own dependencies resolve from) and built with the services'
 * build (scripts/build-service.mjs); returns its server entry, relative to the repository.
 */
function baselineEntry(ref: string): string {
  const dir = join(repoRoot, 'apps/gateway/node_modules/.bench-baseline');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const tar = execFileSync('git', ['archive', ref, 'apps/gateway/src', 'apps/gateway/package.json'], {
    cwd: repoRoot,
    maxBuffer: 1 << 30,
  });
  execFileSync('tar', ['-x', '--strip-components=2', '-C', dir], { input: tar });
  execFileSync(process.execPath, ['scripts/build-service.mjs', dir, 'server'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  return 'apps/gateway/node_modules/.bench-baseline/dist/server.js';
}

async function load(opts: autocannon.Options, duration: number) {
  return autocannon({ connections: CONNECTIONS, pipelining: 1, timeout: 30, ...opts, duration });
}

export async function runOverhead(): Promise<{ rows: OverheadRow[]; markdown: string }> {
  const platform = await startPlatform();
  const prefix = `bench:overhead:${randomBytes(4).toString('hex')}:`;
  const procs: Proc[] = [platform];
  // An OTLP/HTTP sink: takes the traced gateway's spans and drops them.
  const sink = createServer((req, res) => {
    req.resume().on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
  });
  await new Promise<void>((r) => sink.listen(0, '127.0.0.1', r));
  try {
    const gateway = await startGateway(platform, prefix, { METRICS_PORT: '0' }, 'warn', { compiled: true });
    procs.push(gateway);
    // The tracing preload as production starts it (docker/Dockerfile: node --import ./dist/tracing.js).
    const traced = await startGateway(
      platform,
      prefix,
      {
        METRICS_PORT: '0',
        NODE_OPTIONS: `--import ${join(repoRoot, 'apps/gateway/dist/tracing.js')}`,
        OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(sink.address() as AddressInfo).port}`,
      },
      'warn',
      { compiled: true },
    );
    procs.push(traced);
    const baseline = BASELINE
      ? await startGateway(platform, prefix, { METRICS_PORT: '0' }, 'warn', {
          entry: baselineEntry(BASELINE),
          compiled: true,
        })
      : null;
    if (baseline) procs.push(baseline);
    const bare = await startBareProxy(platform, { compiled: true });
    procs.push(bare);

    const username = `b${randomBytes(4).toString('hex')}`;
    const password = 'Passw0rd!x';
    await platform.dev.createPlayer({ username, password, balances: { JPY: '100000.00' } });
    const browser = new GatewayClient(gateway.url);
    await browser.ok('session.login', { loginType: 'username', account: username, password });
    const { bearer, loginName } = await platformLogin(platform, username, password);

    const cases = [
      {
        procedure: 'games.providers',
        path: '/api/v1/game/provider/query_web_game_provider',
        payload: {},
        player: false,
      },
      { procedure: 'account.playerInfo', path: '/api/v1/player/query', payload: { loginName }, player: true },
    ];
    const rows: OverheadRow[] = [];
    /** Each target's req/s round by round, per procedure (the rounds take turns, so round i shares a load). */
    const byRound = new Map<string, Map<OverheadRow['target'], number[]>>();
    for (const c of cases) {
      const signed = (url: string): autocannon.Options => ({
        url,
        requests: [
          {
            setupRequest: (req) => ({
              ...req,
              ...signedRequest(platform, c.path, c.payload, c.player ? bearer : undefined),
            }),
          },
        ],
      });
      const targets: [OverheadRow['target'], autocannon.Options, Proc | null][] = [
        ['direct', signed(platform.url), null],
        ['bare', signed(bare.url), bare],
        [
          'gateway',
          {
            url: `${gateway.url}/trpc/${c.procedure}?input=%7B%7D`,
            headers: { 'x-casino-client': 'web', ...(c.player ? { cookie: browser.cookieHeader() } : {}) },
          },
          gateway,
        ],
        [
          'gateway+tracing',
          {
            url: `${traced.url}/trpc/${c.procedure}?input=%7B%7D`,
            headers: { 'x-casino-client': 'web', ...(c.player ? { cookie: browser.cookieHeader() } : {}) },
          },
          traced,
        ],
        ...(baseline
          ? [
              [
                `gateway@${BASELINE}`,
                {
                  url: `${baseline.url}/trpc/${c.procedure}?input=%7B%7D`,
                  headers: {
                    'x-casino-client': 'web',
                    ...(c.player ? { cookie: browser.cookieHeader() } : {}),
                  },
                },
                baseline,
              ] satisfies [OverheadRow['target'], autocannon.Options, Proc],
            ]
          : []),
      ];
      for (const [, opts] of targets) await load(opts, WARMUP);
      const runs = new Map<OverheadRow['target'], autocannon.Result[]>();
      const cpu = new Map<OverheadRow['target'], number[]>();
      for (let round = 0; round < ROUNDS; round++)
        for (const [target, opts, proc] of targets) {
          const before = cpuUs(proc?.child.pid);
          const r = await load(opts, DURATION);
          runs.set(target, [...(runs.get(target) ?? []), r]);
          cpu.set(target, [...(cpu.get(target) ?? []), (cpuUs(proc?.child.pid) - before) / r.requests.total]);
        }
      byRound.set(c.procedure, new Map([...runs].map(([t, rs]) => [t, rs.map((r) => r.requests.average)])));
      for (const [target] of targets) {
        const rs = runs.get(target)!;
        const med = (f: (r: autocannon.Result) => number) =>
          percentile(
            rs.map(f).sort((a, b) => a - b),
            50,
          );
        rows.push({
          procedure: c.procedure,
          target,
          rps: med((r) => r.requests.average),
          p50: med((r) => r.latency.p50),
          p99: med((r) => r.latency.p99),
          errors: rs.reduce((a, r) => a + r.errors + r.timeouts + r.non2xx, 0),
          cpuUs:
            target === 'direct'
              ? null
              : percentile(
                  [...cpu.get(target)!].sort((a, b) => a - b),
                  50,
                ),
        });
      }
    }

    const byKey = (p: string, t: string) => rows.find((r) => r.procedure === p && r.target === t)!;
    const md = table(
      [
        'procedure',
        'path',
        'req/s',
        'p50 ms',
        'p99 ms',
        'errors',
        'req/s vs direct',
        'p50 vs direct',
        'proxy CPU µs/req',
      ],
      rows.map((r) => {
        const d = byKey(r.procedure, 'direct');
        return [
          r.procedure,
          r.target,
          fmt(r.rps),
          fmt(r.p50, 1),
          fmt(r.p99, 1),
          r.errors,
          `${fmt(r.rps / d.rps, 2)}x`,
          `${fmt(r.p50 / d.p50, 2)}x`,
          r.cpuUs === null ? '-' : fmt(r.cpuUs),
        ];
      }),
    );
    /** The median over the rounds of a's req/s over b's in the same round (robust to a load that drifts). */
    const paired = (procedure: string, a: OverheadRow['target'], b: OverheadRow['target']) => {
      const ra = byRound.get(procedure)!.get(a)!;
      const rb = byRound.get(procedure)!.get(b)!;
      return percentile(
        ra.map((x, i) => x / rb[i]!).sort((x, y) => x - y),
        50,
      );
    };
    const ratios = cases
      .map((c) => {
        const g = byKey(c.procedure, 'gateway');
        const t = byKey(c.procedure, 'gateway+tracing');
        const b = byKey(c.procedure, 'bare');
        return (
          `${c.procedure}: gateway (metrics on, tracing off)/bare req/s ${fmt(g.rps / b.rps, 2)}x ` +
          `(round by round ${fmt(paired(c.procedure, 'gateway', 'bare'), 2)}x), p50 ${fmt(g.p50 / b.p50, 2)}x; ` +
          `tracing on: ${fmt(t.rps / b.rps, 2)}x of bare, ${fmt(t.rps / g.rps, 2)}x of the gateway without it; ` +
          `proxy CPU per request: gateway ${fmt(g.cpuUs! / b.cpuUs!, 2)}x the bare proxy's, tracing ${fmt(t.cpuUs! / g.cpuUs!, 2)}x the gateway's` +
          (BASELINE
            ? `; gateway@${BASELINE}/bare req/s ${fmt(byKey(c.procedure, `gateway@${BASELINE}`).rps / b.rps, 2)}x ` +
              `(round by round ${fmt(paired(c.procedure, `gateway@${BASELINE}`, 'bare'), 2)}x), its CPU per request ` +
              `${fmt(byKey(c.procedure, `gateway@${BASELINE}`).cpuUs! / b.cpuUs!, 2)}x the bare proxy's; ` +
              `gateway/gateway@${BASELINE} round by round ${fmt(paired(c.procedure, 'gateway', `gateway@${BASELINE}`), 2)}x`
            : '')
        );
      })
      .join('; ');
    return {
      rows,
      markdown: `${md}\n\nproxy CPU µs/req: user + system CPU time of the bare proxy's or the gateway's process per answered request (/proc), median of the rounds. ${CONNECTIONS} connections, no pipelining, ${WARMUP} s warm-up per target, then ${ROUNDS} rounds of ${DURATION} s per target taking turns; medians of the rounds. ${ratios}.`,
    };
  } finally {
    for (const p of procs.reverse()) await p.stop();
    sink.close();
    await deleteByPrefix(REDIS_URL, prefix).catch(() => 0);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { markdown } = await runOverhead();
  out('## Gateway overhead\n');
  out(markdown);
}
