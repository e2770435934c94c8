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
import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
  type HistogramConfiguration,
} from 'prom-client';

export const registry = new Registry();

/** Seconds: a cached answer (a few ms) up to the upstream time-out (30 s). */
export const DURATION_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** One labelled series of a TwoLabelHistogram: its bucket counts (not cumulative), sum and count. */
class Series {
  readonly counts: number[];
  sum = 0;
  count = 0;
  constructor(
    readonly labels: Record<string, string>,
    private readonly bounds: readonly number[],
  ) {
    this.counts = bounds.map(() => 0);
  }

  observe(seconds: number) {
    if (!Number.isFinite(seconds)) return;
    const b = this.bounds;
    let i = 0;
    while (i < b.length && seconds > b[i]!) i++;
    if (i < b.length) this.counts[i]!++;
    this.sum += seconds;
    this.count++;
  }
}

/**
 * A prom-client histogram with two labels whose observations cost a bucket search and three additions:
 * prom-client's own `observe` checks and hashes the labels on every call (about ten times the cost, and
 * three observations a call). The series are kept here and handed to the registry when it is scraped, in
 * prom-client's own shape, so /metrics reads exactly as it would with `observe`.
 */
class TwoLabelHistogram<L extends string> extends Histogram<L> {
  private readonly byFirst = new Map<string, Map<string, Series>>();
  private readonly names: readonly [L, L];
  private readonly bounds: readonly number[];
  private readonly config: HistogramConfiguration<L>;

  constructor(config: HistogramConfiguration<L> & { labelNames: readonly [L, L]; buckets: number[] }) {
    super(config);
    this.config = config;
    this.names = config.labelNames;
    this.bounds = [...config.buckets].sort((a, b) => a - b);
  }

  /** The series of these two label values (made on first use; found with two Map look-ups after). */
  series(a: string, b: string): Series {
    let inner = this.byFirst.get(a);
    if (!inner) this.byFirst.set(a, (inner = new Map()));
    let s = inner.get(b);
    if (!s) inner.set(b, (s = new Series({ [this.names[0]]: a, [this.names[1]]: b }, this.bounds)));
    return s;
  }

  /** What prom-client's Histogram answers the registry (its bucket, sum and count values per series). */
  async getForPromString() {
    const { name, help, aggregator = 'sum' } = this.config;
    const values: object[] = [];
    for (const inner of this.byFirst.values())
      for (const s of inner.values()) {
        let acc = 0;
        this.bounds.forEach((le, i) => {
          acc += s.counts[i]!;
          values.push(pair({ le }, acc, `${name}_bucket`, null, s.labels));
        });
        values.push(
          pair({ le: '+Inf' }, s.count, `${name}_bucket`, null, s.labels),
          pair({}, s.sum, `${name}_sum`, undefined, s.labels),
          pair({}, s.count, `${name}_count`, undefined, s.labels),
        );
      }
    return { name, help, type: 'histogram', values, aggregator };
  }

  override reset() {
    // prom-client's constructor calls reset() before this class's fields exist.
    this.byFirst?.clear();
  }
}

const pair = (
  labels: object,
  value: number,
  metricName: string,
  exemplar: null | undefined,
  sharedLabels: Record<string, string>,
) => ({ labels, sharedLabels, value, metricName, exemplar });

function histogram<L extends string>(
  name: string,
  help: string,
  labelNames: readonly [L, L],
  buckets: number[],
) {
  return new TwoLabelHistogram({ name, help, labelNames, buckets, registers: [registry] });
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

export const rateLimitRefusals = new Counter({
  name: 'gateway_rate_limit_refusals_total',
  help: 'Calls refused with TOO_MANY_REQUESTS, by procedure',
  labelNames: ['procedure'] as const,
  registers: [registry],
});

export const walletSweeps = new Counter({
  name: 'gateway_game_wallet_sweeps_total',
  help: 'Game wallets returned to cash by the sweeper',
  registers: [registry],
});

export const walletSweptAmount = new Counter({
  name: 'gateway_game_wallet_swept_amount_total',
  help: 'Money the sweeper returned from game wallets to cash, by currency (in currency units)',
  labelNames: ['currency'] as const,
  registers: [registry],
});

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

/** A gauge counted from the shared store when Prometheus scrapes (NaN when the store cannot answer). */
function storeGauge(name: string, help: string, source: keyof GaugeSources) {
  return new Gauge({
    name,
    help,
    registers: [registry],
    async collect() {
      const read = sources[source];
      if (read) this.set(await read().catch(() => Number.NaN));
    },
  });
}

storeGauge(
  'gateway_sessions_open',
  'Player sessions in the store (all instances), counted at scrape time',
  'sessions',
);
storeGauge(
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

export function recordProcedure(procedure: string, code: string, seconds: number) {
  procedureSeconds.series(procedure, code).observe(seconds);
  if (code === 'TOO_MANY_REQUESTS') rateLimitRefusals.inc({ procedure });
}

export type UpstreamOutcome =
  'ok' | 'refused' | 'token_expired' | 'timeout' | 'unreachable' | 'network' | 'bad_response';

export function recordUpstream(path: string, outcome: UpstreamOutcome, seconds: number) {
  upstreamSeconds.series(path, outcome).observe(seconds);
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
      () => redisSeconds.series(cmd.name, 'ok').observe((performance.now() - start) / 1000),
      () => redisSeconds.series(cmd.name, 'error').observe((performance.now() - start) / 1000),
    );
    return out;
  };
}
