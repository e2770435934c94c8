/**
 * Login burst: N players log in at the same moment through one gateway (session.login: rate limit,
 * checkIp, the password RSA-encrypted for the token grant, user info, a new session in Redis). Printed:
 * the time until the last answer, logins per second, the median answer time, and the gateway's own CPU
 * time per login (from /proc, so the platform's work on the shared cores is not counted). The RSA
 * encryption is the gateway's main CPU cost here: node:crypto publicEncrypt with a KeyObject
 * (node-forge before; docs/performance.md has both figures).
 *   node --import tsx bench/login-burst.ts [players]        (BENCH_LOGIN_BURST, default 200)
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { GatewayClient } from '../packages/testkit/src/client';
import { deleteByPrefix } from '../packages/testkit/src/redis';
import { fmt, out, percentile, table } from './lib/format';
import { REDIS_URL, startGateway, startPlatform, type Proc } from './lib/stack';

const TICKS_PER_S = 100;

/** User + system CPU of a process so far, in ms (Linux /proc). */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_S;
}

export interface LoginBurstResult {
  players: number;
  ok: number;
  wallMs: number;
  perSecond: number;
  p50: number;
  gatewayCpuMsPerLogin: number;
  markdown: string;
}

/** The players of a burst: a number given on the command line, BENCH_LOGIN_BURST, or 200. */
function defaultPlayers(): number {
  // `pnpm bench login storm …` passes section names, not a count: only a number counts here.
  const arg = process.argv.slice(2).find((a) => /^\d+$/.test(a));
  return Number(arg ?? process.env.BENCH_LOGIN_BURST ?? 200);
}

export async function runLoginBurst(players = defaultPlayers()): Promise<LoginBurstResult> {
  const platform = await startPlatform();
  const prefix = `bench:login:${randomBytes(4).toString('hex')}:`;
  const procs: Proc[] = [platform];
  try {
    const gateway = await startGateway(platform, prefix, { RATE_LOGIN_PER_MIN: '1000000' });
    procs.push(gateway);
    const password = 'Passw0rd!x';
    const names: string[] = [];
    for (let i = 0; i < players; i++) {
      const username = `l${randomBytes(5).toString('hex')}`;
      await platform.dev.createPlayer({ username, password, balances: { JPY: '1000.00' } });
      names.push(username);
    }
    // One warm-up login (JIT, connection pool, checkIp cache).
    await new GatewayClient(gateway.url).ok('session.login', {
      loginType: 'username',
      account: names[0]!,
      password,
    });
    const pid = gateway.child.pid!;
    const cpuBefore = cpuMs(pid);
    const started = performance.now();
    const times = await Promise.all(
      names.map(async (account) => {
        const r = await new GatewayClient(gateway.url).call('session.login', {
          loginType: 'username',
          account,
          password,
        });
        return { ok: r.ok, ms: performance.now() - started };
      }),
    );
    const wallMs = performance.now() - started;
    const cpu = cpuMs(pid) - cpuBefore;
    const ok = times.filter((t) => t.ok).length;
    const p50 = percentile(
      times.map((t) => t.ms).sort((a, b) => a - b),
      50,
    );
    const result = {
      players,
      ok,
      wallMs,
      perSecond: (ok * 1000) / wallMs,
      p50,
      gatewayCpuMsPerLogin: cpu / players,
    };
    const markdown = table(
      ['logins at once', 'succeeded', 'last answer ms', 'logins/s', 'p50 ms', 'gateway CPU ms per login'],
      [[players, ok, fmt(wallMs), fmt(result.perSecond, 1), fmt(p50), fmt(result.gatewayCpuMsPerLogin, 2)]],
    );
    return { ...result, markdown };
  } finally {
    for (const p of procs.reverse()) await p.stop();
    await deleteByPrefix(REDIS_URL, prefix).catch(() => 0);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { markdown } = await runLoginBurst();
  out('## Login burst\n');
  out(markdown);
}
