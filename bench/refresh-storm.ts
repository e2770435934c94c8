/**
 * Refresh storm: one session whose access token has just expired, N concurrent calls (100 and 1,000)
 * spread round-robin over 1, 2 and 4 gateway instances sharing Redis. Reports the refresh grants the
 * platform saw (must be 1), refresh-token reuses (must be 0), how many calls succeeded, and the timing:
 * the first answer comes about one upstream call after the refresh completed, so "last - first" is
 * the time from the refresh being usable to the last waiter's answer.
 *   node --import tsx bench/refresh-storm.ts
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { GatewayClient } from '../packages/testkit/src/client';
import { deleteByPrefix } from '../packages/testkit/src/redis';
import { fmt, out, percentile, table } from './lib/format';
import { REDIS_URL, startGateway, startPlatform, type Proc } from './lib/stack';

// Long enough that the refreshed token outlives the slowest storm (else a second, legitimate refresh
// cycle is counted); every size of one instance count shares one wait.
const ACCESS_S = Number(process.env.BENCH_STORM_TTL_S ?? 40);
const INSTANCES = (process.env.BENCH_STORM_INSTANCES ?? '1,2,4').split(',').map(Number);
const SIZES = (process.env.BENCH_STORM_SIZES ?? '100,1000').split(',').map(Number);

export interface StormRow {
  instances: number;
  calls: number;
  ok: number;
  grants: number;
  reuse: number;
  firstMs: number;
  lastMs: number;
  p50Ms: number;
  /** When the refreshed tokens were stored (from the start of the storm). */
  refreshedMs: number;
  /** Failed calls by HTTP status and error code. */
  failures: string;
}

export async function runRefreshStorm(): Promise<{ rows: StormRow[]; markdown: string }> {
  const platform = await startPlatform({ PLATFORM_ACCESS_TOKEN_TTL_S: String(ACCESS_S) });
  const rows: StormRow[] = [];
  try {
    for (const n of INSTANCES) {
      const prefix = `bench:storm:${randomBytes(4).toString('hex')}:`;
      const gateways: Proc[] = [];
      try {
        for (let i = 0; i < n; i++) gateways.push(await startGateway(platform, prefix));
        const sessions = [];
        for (const _ of SIZES) {
          const username = `s${randomBytes(4).toString('hex')}`;
          const password = 'Passw0rd!x';
          await platform.dev.createPlayer({ username, password, balances: { JPY: '1000.00' } });
          const first = new GatewayClient(gateways[0]!.url);
          await first.ok('session.login', { loginType: 'username', account: username, password });
          sessions.push(
            gateways.map((g) => {
              const c = new GatewayClient(g.url);
              for (const [k, v] of first.jar) c.jar.set(k, v);
              return c;
            }),
          );
        }
        await new Promise((r) => setTimeout(r, ACCESS_S * 1000 + 500));
        for (const [si, calls] of SIZES.entries()) {
          const clients = sessions[si]!;
          await platform.dev.resetCounters();
          const sub = new Redis(REDIS_URL);
          let refreshedAt = NaN;
          sub.on('message', (_c: string, m: string) => {
            if (Number.isNaN(refreshedAt) && /^\S+ \d+$/.test(m)) refreshedAt = performance.now();
          });
          await sub.subscribe(`${prefix}sev`);
          const t0 = performance.now();
          const done = await Promise.all(
            Array.from({ length: calls }, (_, i) =>
              clients[i % n]!.call('account.playerInfo', {}).then(
                (r) => ({
                  ok: r.ok,
                  at: performance.now() - t0,
                  why: r.ok ? '' : `${r.status} ${r.error?.data.code ?? ''}`.trim(),
                }),
                (err: Error) => ({ ok: false, at: performance.now() - t0, why: err.message.slice(0, 40) }),
              ),
            ),
          );
          sub.disconnect();
          const c = await platform.dev.counters();
          // Timings of the successful answers (a refusal may come back before the refresh is done).
          const times = done
            .filter((d) => d.ok)
            .map((d) => d.at)
            .sort((a, b) => a - b);
          rows.push({
            instances: n,
            calls,
            ok: done.filter((d) => d.ok).length,
            grants: c.grants.refresh_token,
            reuse: c.refreshReuse,
            firstMs: times[0] ?? NaN,
            lastMs: times[times.length - 1] ?? NaN,
            p50Ms: percentile(times, 50),
            refreshedMs: refreshedAt - t0,
            failures: Object.entries(
              done
                .filter((d) => !d.ok)
                .reduce<Record<string, number>>((a, d) => ({ ...a, [d.why]: (a[d.why] ?? 0) + 1 }), {}),
            )
              .map(([k, v]) => `${v}× ${k}`)
              .join(', '),
          });
        }
      } finally {
        for (const g of gateways) await g.stop();
        await deleteByPrefix(REDIS_URL, prefix).catch(() => 0);
      }
    }
  } finally {
    await platform.stop();
  }
  const markdown = table(
    [
      'instances',
      'calls',
      'succeeded',
      'refresh grants',
      'token reuses',
      'refresh done ms',
      'first answer ms',
      'p50 ms',
      'last answer ms',
      'refresh done → last answer ms',
      'failures',
    ],
    rows.map((r) => [
      r.instances,
      r.calls,
      r.ok,
      r.grants,
      r.reuse,
      fmt(r.refreshedMs),
      fmt(r.firstMs),
      fmt(r.p50Ms),
      fmt(r.lastMs),
      fmt(r.lastMs - r.refreshedMs),
      r.failures || '-',
    ]),
  );
  return { rows, markdown };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { markdown } = await runRefreshStorm();
  out('## Refresh storm\n');
  out(markdown);
}
