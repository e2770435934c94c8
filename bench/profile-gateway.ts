/**
 * A CPU profile of the gateway under the overhead bench's account.playerInfo (or games.providers)
 * load: the platform and one gateway started as in bench/overhead.ts, the gateway profiled (V8's sampling
 * profiler, started and stopped by SIGUSR2 through bench/lib/cpu-profile-hook.mjs, so start-up is not in it),
 * autocannon for PROFILE_SECONDS (10) at BENCH_CONNECTIONS (32) after a 3 s warm-up; the profile lands in
 * PROFILE_DIR (/tmp/gateway-prof) and the top self-time functions are printed.
 *   node --import tsx bench/profile-gateway.ts [account.playerInfo|games.providers]
 */
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GatewayClient } from '../packages/testkit/src/client';
import { deleteByPrefix } from '../packages/testkit/src/redis';
import { waitFor } from '../packages/testkit/src/repo';
import { out } from './lib/format';
import { REDIS_URL, startGateway, startPlatform, type Proc } from './lib/stack';

const procedure = process.argv[2] ?? 'account.playerInfo';
const seconds = Number(process.env.PROFILE_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const dir = process.env.PROFILE_DIR ?? '/tmp/gateway-prof';
mkdirSync(dir, { recursive: true });

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}

function summarize(file: string) {
  const prof = JSON.parse(readFileSync(file, 'utf8')) as { nodes: Node[]; samples: number[] };
  const total = prof.samples.length;
  const self = new Map<string, number>();
  const byFile = new Map<string, number>();
  for (const n of prof.nodes) {
    const f = n.callFrame;
    const where = f.url
      .replace(/^.*node_modules\/\.pnpm\/[^/]+\/node_modules\//, '')
      .replace(/^.*\/perf20\//, '');
    const key = `${f.functionName || '(anon)'} ${where}:${f.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (n.hitCount ?? 0));
    const pkg =
      where
        .split('/')
        .slice(0, where.startsWith('@') ? 2 : 1)
        .join('/') || f.functionName;
    byFile.set(pkg, (byFile.get(pkg) ?? 0) + (n.hitCount ?? 0));
  }
  const top = (m: Map<string, number>, k: number) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, k)
      .map(([name, n]) => `${((100 * n) / total).toFixed(1).padStart(5)}%  ${name}`)
      .join('\n');
  out(`samples ${total}\n-- self time by function\n${top(self, 45)}\n-- by package/dir\n${top(byFile, 25)}`);
}

const platform = await startPlatform();
const prefix = `bench:prof:${randomBytes(4).toString('hex')}:`;
const procs: Proc[] = [platform];
try {
  const file = join(dir, `${procedure}-${Date.now()}.cpuprofile`);
  const gateway = await startGateway(platform, prefix, {
    NODE_OPTIONS: `--import ${join(import.meta.dirname, 'lib/cpu-profile-hook.mjs')}`,
    PROFILE_OUT: file,
  });
  procs.push(gateway);
  const username = `p${randomBytes(4).toString('hex')}`;
  await platform.dev.createPlayer({ username, password: 'Passw0rd!x', balances: { JPY: '100000.00' } });
  const browser = new GatewayClient(gateway.url);
  await browser.ok('session.login', { loginType: 'username', account: username, password: 'Passw0rd!x' });
  const opts = {
    url: `${gateway.url}/trpc/${procedure}?input=%7B%7D`,
    headers: { 'x-casino-client': 'web', cookie: browser.cookieHeader() },
    connections,
    pipelining: 1,
  };
  await autocannon({ ...opts, duration: 3 });
  gateway.child.kill('SIGUSR2');
  const r = await autocannon({ ...opts, duration: seconds });
  gateway.child.kill('SIGUSR2');
  out(`${procedure}: ${r.requests.average.toFixed(0)} req/s, p50 ${r.latency.p50} ms, non2xx ${r.non2xx}`);
  await waitFor('the profile', async () => (existsSync(file) ? true : undefined), 30_000);
  out(`profile: ${file}`);
  summarize(file);
} finally {
  for (const p of procs.reverse()) await p.stop();
  await deleteByPrefix(REDIS_URL, prefix).catch(() => 0);
}
