/**
 * Live channel (`pnpm bench live`): open subscriptions (tRPC over SSE) on one gateway and what they cost.
 *
 * 1. For each size (BENCH_LIVE_SIZES, 1,000 and 10,000 streams; ten tabs per player): the gateway's
 *    memory per open stream (heap and external growth over the streams between two full collections,
 *    read over the gateway's inspector; and its RSS growth), its CPU at rest with them
 *    open (the polls of every player still run), the latency from a gateway-made change (a deposit order
 *    created through the gateway) to the event at every open tab of that player, and from an upstream
 *    change (that deposit approved on the platform at a random moment of the poll's interval, after the
 *    gateway's own re-read that follows the order has settled) to the `wallets` event at every tab
 *    (p50/p95/p99), and how many streams failed.
 * 2. Upstream polls per player per minute as tabs per player grow from 1 to 5 and gateways from 1 to 2
 *    (counted at the platform over BENCH_LIVE_WINDOW_S seconds): one poll per player per interval.
 * Figures are printed side by side with the load average, never asserted.
 *
 * Knobs: BENCH_LIVE_SIZES (streams per size, comma-separated), BENCH_LIVE_TABS (streams per player, 10),
 * BENCH_LIVE_WINDOW_S (the poll count's
 * window), BENCH_LIVE_POLLS=0 (sizes only), BENCH_LIVE_BEFORE=<another checkout> (each size also run,
 * first, on the gateway of that checkout, e.g. the main branch, so before and after come from the same
 * run on the same machine). One load-generator process opens every stream: one connection per stream
 * (undici's Agent has no connection limit per origin), so it needs as many file descriptors as streams
 * (`ulimit -n`; the bench says so when the limit is lower).
 *   node --import tsx bench/live.ts
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { loadavg, cpus } from 'node:os';
import { GatewayClient } from '../packages/testkit/src/client';
import { openLiveStream, type LiveStream } from '../packages/testkit/src/live-stream';
import { deleteByPrefix } from '../packages/testkit/src/redis';
import type { LiveEvent } from '../packages/shared/src/live/events';
import { fmt, out, percentile, table } from './lib/format';
import { memoryAfterGc } from './lib/inspector';
import { REDIS_URL, startGateway, startPlatform, type BenchPlatform, type Proc } from './lib/stack';

const SIZES = (process.env.BENCH_LIVE_SIZES ?? '1000,10000').split(',').map(Number);
const TABS = Number(process.env.BENCH_LIVE_TABS ?? 10);
const POLL_MS = 3000;
const WINDOW_S = Number(process.env.BENCH_LIVE_WINDOW_S ?? 15);
const POLLS = process.env.BENCH_LIVE_POLLS !== '0';
const BEFORE = process.env.BENCH_LIVE_BEFORE;
const SAMPLE_PLAYERS = 40;
const PLAYER_QUERY = '/api/v1/player/query';
const PASSWORD = 'Passw0rd!x';
const GATEWAY_ENV = { WALLET_POLL_MS: String(POLL_MS), SUBSCRIPTIONS_PER_PLAYER: '100000' };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const load = () => loadavg()[0]!.toFixed(1);

/** This process's open-files limit (null when /proc does not say). */
function descriptorLimit(): number | null {
  const m = /Max open files\s+(\d+)/.exec(readFileSync('/proc/self/limits', 'utf8'));
  return m ? Number(m[1]) : null;
}

/** VmRSS of a process (bytes) and its CPU time (ms), from /proc. */
function proc(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const rss = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN) * 1024;
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticks = Number(stat[11]) + Number(stat[12]);
  return { rss, cpuMs: (ticks * 1000) / 100 };
}

async function players(platform: BenchPlatform, gateway: Proc, n: number): Promise<GatewayClient[]> {
  const out: GatewayClient[] = [];
  const batch = 20;
  for (let i = 0; i < n; i += batch)
    out.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(batch, n - i) }, async () => {
          const username = `l${randomBytes(5).toString('hex')}`;
          await platform.dev.createPlayer({ username, password: PASSWORD, balances: { JPY: '100000.00' } });
          const c = new GatewayClient(gateway.url);
          await c.ok('session.login', { loginType: 'username', account: username, password: PASSWORD });
          return c;
        }),
      )),
    );
  return out;
}

/** Opens `tabs` streams per client, `concurrency` at a time; answers the streams and the failures. */
async function openStreams(clients: GatewayClient[], tabs: number, concurrency = 200) {
  const jobs = clients.flatMap((c, i) => Array.from({ length: tabs }, () => i));
  const streams: { player: number; s: LiveStream<LiveEvent> }[] = [];
  let failed = 0;
  for (let i = 0; i < jobs.length; i += concurrency)
    await Promise.all(
      jobs.slice(i, i + concurrency).map(async (player) => {
        try {
          const s = await openLiveStream<LiveEvent>(clients[player]!);
          await s.next((e) => e.type === 'snapshot', { timeoutMs: 120_000 });
          streams.push({ player, s });
        } catch {
          failed++;
        }
      }),
    );
  return { streams, failed };
}

interface SizeRow {
  gateway: string;
  streams: number;
  players: number;
  failed: number;
  rssPerStream: number;
  /** Heap and external memory per stream, both read after a full collection. */
  keptPerStream: number;
  cpuRest: number;
  gw: number[];
  up: number[];
  openS: number;
  loadStart: string;
  loadEnd: string;
}

async function size(platform: BenchPlatform, n: number, root?: string): Promise<SizeRow> {
  const prefix = `bench:live:${randomBytes(4).toString('hex')}:`;
  const gateway = await startGateway(platform, prefix, GATEWAY_ENV, 'warn', {
    inspect: true,
    ...(root ? { root } : {}),
  });
  const loadStart = load();
  try {
    const pid = gateway.child.pid!;
    const clients = await players(platform, gateway, Math.ceil(n / TABS));
    await sleep(2000);
    const memBefore = await memoryAfterGc(gateway.inspector!);
    const t0 = Date.now();
    const { streams, failed } = await openStreams(clients, TABS);
    const openS = (Date.now() - t0) / 1000;
    await sleep(3000);
    const memAfter = await memoryAfterGc(gateway.inspector!);
    const kept = (m: typeof memBefore) => m.heapUsed + m.external;
    // CPU at rest: nothing changes, the streams stay open, the polls run.
    const restMs = 10_000;
    const c0 = proc(pid).cpuMs;
    await sleep(restMs);
    const cpuRest = ((proc(pid).cpuMs - c0) / restMs) * 100;

    // Changes for a sample of players: an order made through the gateway (one player after another),
    // then, once the gateway's own re-read after each order has settled, every order approved on the
    // platform at a random moment of the poll's interval, as an upstream change happens.
    const gw: number[] = [];
    const up: number[] = [];
    const sample = clients.slice(0, Math.min(SAMPLE_PLAYERS, clients.length));
    const orders: { tabs: LiveStream<LiveEvent>[]; orderNo: string }[] = [];
    for (const [i, c] of sample.entries()) {
      const tabs = streams.filter((x) => x.player === i).map((x) => x.s);
      const from = tabs.map((t) => t.events.length);
      const start = performance.now();
      const clientOrderId = `bench${randomBytes(6).toString('hex')}`;
      const ordered = tabs.map((t, k) =>
        t
          .next((e) => e.type === 'order' && e.order.clientOrderId === clientOrderId, { from: from[k] })
          .then(() => performance.now() - start),
      );
      const order = await c.ok<{ orderNo: string }>('deposit.create', {
        clientOrderId,
        currency: 'JPY',
        amount: '5000',
        channelCode: 'BANK_JP',
      });
      gw.push(...(await Promise.all(ordered)));
      orders.push({ tabs, orderNo: order.orderNo });
    }
    await sleep(2000);
    await Promise.all(
      orders.map(async ({ tabs, orderNo }) => {
        await sleep(Math.random() * POLL_MS);
        const from = tabs.map((t) => t.events.length);
        const cash = tabs.map((t, k) =>
          t.next(
            (e) =>
              e.type === 'wallets' && e.wallets.some((w) => w.currency === 'JPY' && w.amount === '105000.00'),
            { from: from[k], timeoutMs: 60_000 },
          ),
        );
        const start = performance.now();
        await platform.dev.approveDeposit(orderNo);
        up.push(...(await Promise.all(cash.map((p) => p.then(() => performance.now() - start)))));
      }),
    );
    for (const { s } of streams) s.close();
    return {
      gateway: root ? `before (${root})` : 'this tree',
      streams: n,
      players: clients.length,
      failed,
      rssPerStream: (memAfter.rss - memBefore.rss) / Math.max(1, streams.length),
      keptPerStream: (kept(memAfter) - kept(memBefore)) / Math.max(1, streams.length),
      cpuRest,
      gw: gw.sort((a, b) => a - b),
      up: up.sort((a, b) => a - b),
      openS,
      loadStart,
      loadEnd: load(),
    };
  } finally {
    await gateway.stop();
    await deleteByPrefix(REDIS_URL, prefix);
  }
}

/** Polls per player per minute with `tabs` tabs per player over `instances` gateways. */
async function pollRate(platform: BenchPlatform, instances: number, tabs: number) {
  const prefix = `bench:livepoll:${randomBytes(4).toString('hex')}:`;
  const gateways: Proc[] = [];
  try {
    for (let i = 0; i < instances; i++) gateways.push(await startGateway(platform, prefix, GATEWAY_ENV));
    const n = 10;
    const clients = await players(platform, gateways[0]!, n);
    // Tabs spread over the instances (the load balancer's round robin), same cookies.
    const tabClients = clients.flatMap((c) =>
      Array.from({ length: tabs }, (_, k) => {
        const t = new GatewayClient(gateways[k % instances]!.url);
        for (const [key, v] of c.jar) t.jar.set(key, v);
        return t;
      }),
    );
    const { streams } = await openStreams(tabClients, 1);
    await sleep(POLL_MS);
    await platform.dev.resetCounters();
    await sleep(WINDOW_S * 1000);
    const polls = (await platform.dev.counters()).requests[PLAYER_QUERY] ?? 0;
    for (const { s } of streams) s.close();
    return (polls / n) * (60 / WINDOW_S);
  } finally {
    await Promise.all(gateways.map((g) => g.stop()));
    await deleteByPrefix(REDIS_URL, prefix);
  }
}

export async function runLive(): Promise<{ markdown: string }> {
  const platform = await startPlatform();
  try {
    const fds = descriptorLimit();
    if (fds !== null && fds < Math.max(...SIZES) + 1000)
      out(`live: ulimit -n is ${fds}; ${Math.max(...SIZES)} streams need about one descriptor each`);
    const rows: SizeRow[] = [];
    for (const n of SIZES) {
      if (BEFORE) {
        out(`live: ${n} streams on ${BEFORE} ...`);
        rows.push(await size(platform, n, BEFORE));
      }
      out(`live: ${n} streams ...`);
      rows.push(await size(platform, n));
      for (const r of rows.filter((x) => x.streams === n))
        out(
          `live: ${r.gateway}, ${r.streams} streams: ${fmt(r.keptPerStream / 1024, 1)} KiB per stream, ${r.failed} failed`,
        );
    }
    const polls: (string | number)[][] = [];
    for (const instances of POLLS ? [1, 2] : [])
      for (let tabs = 1; tabs <= 5; tabs++) {
        out(`live: polls with ${tabs} tabs per player on ${instances} gateway(s) ...`);
        const l0 = load();
        const rate = await pollRate(platform, instances, tabs);
        polls.push([instances, tabs, fmt(rate, 1), fmt(60_000 / POLL_MS, 0), `${l0} / ${load()}`]);
      }
    const p = (xs: number[], q: number) => fmt(percentile(xs, q), 0);
    return {
      markdown: [
        `One gateway, ${TABS} tabs (streams) per player, WALLET_POLL_MS ${POLL_MS}; latencies over every tab of ` +
          `${SAMPLE_PLAYERS} players (gateway-made: from sending deposit.create to its \`order\` event; upstream: ` +
          `from the platform's approval, at a random moment of the poll's interval, to the \`wallets\` event). ` +
          `${cpus().length} cores.`,
        '',
        table(
          [
            'gateway',
            'streams',
            'players',
            'failed',
            'opened in',
            'memory per stream (heap + external, after GC)',
            'RSS per stream',
            'CPU at rest',
            'gateway change p50/p95/p99',
            'upstream change p50/p95/p99',
            'load avg (start / end)',
          ],
          rows.map((r) => [
            r.gateway,
            fmt(r.streams),
            fmt(r.players),
            r.failed,
            `${fmt(r.openS, 1)} s`,
            `${fmt(r.keptPerStream / 1024, 1)} KiB`,
            `${fmt(r.rssPerStream / 1024, 1)} KiB`,
            `${fmt(r.cpuRest, 1)} %`,
            `${p(r.gw, 50)} / ${p(r.gw, 95)} / ${p(r.gw, 99)} ms`,
            `${p(r.up, 50)} / ${p(r.up, 95)} / ${p(r.up, 99)} ms`,
            `${r.loadStart} / ${r.loadEnd}`,
          ]),
        ),
        ...(POLLS
          ? [
              '',
              `Upstream polls (${PLAYER_QUERY}) per player per minute, counted at the platform over ${WINDOW_S} s:`,
              '',
              table(
                ['gateways', 'tabs per player', 'polls/min per player', 'one per interval', 'load avg'],
                polls,
              ),
            ]
          : []),
      ].join('\n'),
    };
  } finally {
    await platform.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { markdown } = await runLive();
  out(markdown);
}
