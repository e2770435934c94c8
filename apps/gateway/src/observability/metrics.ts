/**
 * The gateway's Prometheus metrics (prom-client), in one registry served at /metrics (metrics-plugin.ts).
 * Labels are low-cardinality by construction: a procedure name from the router, a catalog path, a
 * tRPC code, an outcome from a fixed list, a Redis command name. Never a player, a session, an IP or
 * an order. Histograms have explicit buckets in seconds (from a cached answer to the upstream time-out).
 *
 * Other modules record through the functions and metrics exported here; the live channel sets
 * `liveSubscriptions` (inc() when a subscription opens, dec() when it ends).
 */
import { performance } from 'node:perf_hooks';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export const registry = new Registry();

/** Seconds: a cached answer (a few ms) up to the upstream time-out (30 s). */
export const DURATION_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

function histogram(name: string, help: string, labelNames: readonly string[], buckets: number[]) {
  return new Histogram({ name, help, labelNames, buckets, registers: [registry] });
}

function counter(name: string, help: string, labelNames: readonly string[] = []) {
  return new Counter({ name, help, labelNames, registers: [registry] });
}

const procedureSeconds = histogram(
  'gateway_trpc_request_duration_seconds',
  'tRPC calls by procedure and result code (OK or the tRPC error code): rate, errors and duration',
  ['procedure', 'code'],
  DURATION_BUCKETS,
);

const upstreamSeconds = histogram(
  'gateway_upstream_request_duration_seconds',
  'Calls to the upstream platform by catalog path and outcome (ok, refused, token_expired, timeout, unreachable, network, bad_response)',
  ['path', 'outcome'],
  DURATION_BUCKETS,
);

const redisSeconds = histogram(
  'gateway_redis_command_duration_seconds',
  'Redis commands by name (custom scripts are evalsha), from sending to the answer',
  ['command', 'outcome'],
  [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2],
);

export const rateLimitRefusals = counter(
  'gateway_rate_limit_refusals_total',
  'Calls refused with TOO_MANY_REQUESTS, by procedure',
  ['procedure'],
);

export const walletSweeps = counter(
  'gateway_game_wallet_sweeps_total',
  'Game wallets returned to cash by the sweeper',
);

export const walletSweptAmount = counter(
  'gateway_game_wallet_swept_amount_total',
  'Money the sweeper returned from game wallets to cash, by currency (in currency units)',
  ['currency'],
);

/** Open live subscriptions on this instance: the live channel calls inc() and dec(). */
export const liveSubscriptions = new Gauge({
  name: 'gateway_live_subscriptions_open',
  help: 'Live-channel subscriptions open on this instance',
  labelNames: ['channel'] as const,
  registers: [registry],
});

/** Sources of the counts read from the shared store when Prometheus scrapes (one instance answers for all). */
export interface GaugeSources {
  sessions?: () => Promise<number>;
  gameWallets?: () => Promise<number>;
}
const sources: GaugeSources = {};

/** A count read from the shared store when Prometheus scrapes (NaN when the store does not answer). */
function scrapedGauge(name: string, help: string, source: keyof GaugeSources) {
  new Gauge({
    name,
    help,
    registers: [registry],
    async collect() {
      const read = sources[source];
      if (read) this.set(await read().catch(() => Number.NaN));
    },
  });
}
scrapedGauge(
  'gateway_sessions_open',
  'Player sessions in the store (all instances), counted at scrape time',
  'sessions',
);
scrapedGauge(
  'gateway_game_wallets_open',
  'Game wallets that may hold money (all instances), counted at scrape time',
  'gameWallets',
);

export function setGaugeSources(s: GaugeSources) {
  Object.assign(sources, s);
}

let defaults = false;
/** Process metrics (event-loop lag, heap, GC, CPU, handles), once per process. */
export function collectProcessMetrics() {
  if (defaults) return;
  defaults = true;
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });
}

// The histogram children by label pair, so a request costs one Map lookup, not prom-client's label hashing.
type Child = { observe(v: number): void };
function childOf(h: Histogram<string>, cache: Map<string, Child>, a: string, b: string) {
  const key = a + '\0' + b;
  let c = cache.get(key);
  if (!c) {
    c = h.labels(a, b);
    cache.set(key, c);
  }
  return c;
}
const procedureChildren = new Map<string, Child>();
const upstreamChildren = new Map<string, Child>();
const redisChildren = new Map<string, Child>();

export function recordProcedure(procedure: string, code: string, seconds: number) {
  childOf(procedureSeconds, procedureChildren, procedure, code).observe(seconds);
  if (code === 'TOO_MANY_REQUESTS') rateLimitRefusals.inc({ procedure });
}

export type UpstreamOutcome =
  'ok' | 'refused' | 'token_expired' | 'timeout' | 'unreachable' | 'network' | 'bad_response';

export function recordUpstream(path: string, outcome: UpstreamOutcome, seconds: number) {
  childOf(upstreamSeconds, upstreamChildren, path, outcome).observe(seconds);
}

interface IoredisCommand {
  name: string;
  promise: Promise<unknown>;
}

/**
 * Times every command an ioredis client (or Cluster) sends, by wrapping its sendCommand once. The
 * clock starts when the command is handed to the client (auto-pipelining included) and stops at its answer.
 */
export function timeRedisCommands(client: object) {
  const c = client as { sendCommand(cmd: IoredisCommand, ...rest: unknown[]): unknown };
  const send = c.sendCommand.bind(client);
  c.sendCommand = (cmd: IoredisCommand, ...rest: unknown[]) => {
    const start = performance.now();
    const out = send(cmd, ...rest);
    cmd.promise.then(
      () => childOf(redisSeconds, redisChildren, cmd.name, 'ok').observe((performance.now() - start) / 1000),
      () =>
        childOf(redisSeconds, redisChildren, cmd.name, 'error').observe((performance.now() - start) / 1000),
    );
    return out;
  };
}
