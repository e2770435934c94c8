/**
 * Processes for the benches: the reference platform, gateway instances and the bare reverse proxy,
 * each a child process on a free port, logging at "warn" only (the benches measure the work, not the
 * log lines; pass logLevel 'info' for production-like logging), ready when /healthz answers.
 * A process runs its TypeScript source through tsx, or (`compiled`) the JavaScript production runs:
 * tsx's loader costs CPU on every call, not only at start-up (about a fifth of the gateway's CPU per
 * request in the overhead bench), so a bench that measures CPU per request runs compiled code.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { request } from 'undici';
import { makeTestKeys, type TestKeys } from '../../packages/testkit/src/keys';
import { freePort, repoRoot, waitFor } from '../../packages/testkit/src/repo';
import { PlatformDev, upstreamEnv } from '../../packages/testkit/src/platform';

export interface Proc {
  url: string;
  child: ChildProcess;
  /** The inspector's HTTP address (http://127.0.0.1:<port>) when started with `inspect`. */
  inspector?: string;
  stop(): Promise<void>;
}

export async function spawnTs(
  entry: string,
  env: Record<string, string>,
  portVar: string,
  opts: { inspect?: boolean; root?: string; compiled?: boolean } = {},
): Promise<Proc> {
  const root = opts.root ?? repoRoot;
  const port = await freePort();
  const inspectPort = opts.inspect ? await freePort() : null;
  // BENCH_LOG_DIR=<dir> keeps each process's log lines in <dir>/<name>-<port>.log.
  const logDir = process.env.BENCH_LOG_DIR;
  if (logDir) mkdirSync(logDir, { recursive: true });
  const stdout = logDir
    ? openSync(join(logDir, `${entry.split('/')[1] ?? 'proc'}-${port}.log`), 'w')
    : 'ignore';
  const inspectArgs = inspectPort === null ? [] : [`--inspect=127.0.0.1:${inspectPort}`];
  const loader = opts.compiled ? [] : ['--import', 'tsx'];
  const child = spawn(process.execPath, [...inspectArgs, ...loader, join(root, entry)], {
    cwd: root,
    env: { ...process.env, ...env, [portVar]: String(port) },
    stdio: ['ignore', stdout, 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  await waitFor(
    `${entry} on ${port}`,
    async () => {
      if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}`);
      const r = await request(`${url}/healthz`);
      await r.body.dump();
      return r.statusCode === 200 ? true : undefined;
    },
    60_000,
  );
  return {
    url,
    child,
    ...(inspectPort === null ? {} : { inspector: `http://127.0.0.1:${inspectPort}` }),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const t = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(t);
      }
    },
  };
}

export interface BenchPlatform extends Proc {
  keys: TestKeys;
  dev: PlatformDev;
  gatewayEnv: Record<string, string>;
}

export async function startPlatform(
  env: Record<string, string> = {},
  logLevel = 'warn',
): Promise<BenchPlatform> {
  const keys = makeTestKeys();
  const p = await spawnTs(
    'apps/platform/src/server.ts',
    {
      NODE_ENV: 'test',
      PLATFORM_HOST: '127.0.0.1',
      PLATFORM_KEY_DIR: keys.keyDir,
      PLATFORM_DEV_ENDPOINTS: '1',
      PLATFORM_LOG_LEVEL: logLevel,
      ...env,
    },
    'PLATFORM_PORT',
  );
  return {
    ...p,
    keys,
    dev: new PlatformDev(p.url, keys.merchantSecret),
    gatewayEnv: upstreamEnv(p.url, keys),
  };
}

export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export function startGateway(
  platform: BenchPlatform,
  prefix: string,
  env: Record<string, string> = {},
  logLevel = 'warn',
  /**
   * `entry`: another gateway entry file (relative to the root); `root`: another checkout of the
   * repository to run the gateway from (a bench's "before"); `compiled`: run apps/gateway/dist (built
   * first when its sources changed) or, with `entry`, that entry as plain JavaScript.
   */
  opts: { inspect?: boolean; entry?: string; root?: string; compiled?: boolean } = {},
): Promise<Proc> {
  if (opts.compiled && !opts.entry) compiledGateway();
  return spawnTs(
    opts.entry ?? (opts.compiled ? GATEWAY_DIST : 'apps/gateway/src/server.ts'),
    {
      NODE_ENV: 'test',
      GATEWAY_HOST: '127.0.0.1',
      GATEWAY_LOG_LEVEL: logLevel,
      REDIS_URL,
      REDIS_PREFIX: prefix,
      GATEWAY_MEMORY_STORE_FALLBACK: '0',
      RATE_LOGIN_PER_MIN: '100000',
      // Benches saturate the process on purpose: no load shedding while measuring.
      GATEWAY_MAX_EVENT_LOOP_DELAY_MS: '0',
      GATEWAY_MAX_EVENT_LOOP_UTILIZATION: '0',
      ...platform.gatewayEnv,
      ...env,
    },
    'GATEWAY_PORT',
    opts,
  );
}

const GATEWAY_DIST = 'apps/gateway/dist/server.js';

/** Builds apps/gateway/dist when its inputs changed (scripts/build.mjs --changed); its server entry. */
export function compiledGateway(): string {
  execFileSync(process.execPath, ['scripts/build.mjs', '--changed', 'gateway'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return GATEWAY_DIST;
}

/**
 * The bare proxy (bench/bare-proxy.ts), `compiled` to one ES module under bench/results (npm packages
 * stay imports, as in the services' own build) so it runs as plain JavaScript like the gateway it is
 * compared with.
 */
export async function startBareProxy(
  platform: BenchPlatform,
  opts: { compiled?: boolean } = {},
): Promise<Proc> {
  if (!opts.compiled) return spawnTs('bench/bare-proxy.ts', { BARE_UPSTREAM: platform.url }, 'BARE_PORT');
  const entry = 'bench/results/compiled/bare-proxy.mjs';
  await build({
    absWorkingDir: repoRoot,
    entryPoints: ['bench/bare-proxy.ts'],
    outfile: entry,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node22.13',
    logLevel: 'warning',
  });
  return spawnTs(entry, { BARE_UPSTREAM: platform.url }, 'BARE_PORT', { compiled: true });
}
