/**
 * Processes for the benches: the reference platform, gateway instances and the bare reverse proxy,
 * each a child process on a free port, logging at "warn" only (the benches measure the work, not the
 * log lines; pass logLevel 'info' for production-like logging), ready when /healthz answers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
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
  opts: { inspect?: boolean; root?: string } = {},
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
  const child = spawn(process.execPath, [...inspectArgs, '--import', 'tsx', join(root, entry)], {
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
   * repository to run the gateway from (a bench's "before").
   */
  opts: { inspect?: boolean; entry?: string; root?: string } = {},
): Promise<Proc> {
  return spawnTs(
    opts.entry ?? 'apps/gateway/src/server.ts',
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

export function startBareProxy(platform: BenchPlatform): Promise<Proc> {
  return spawnTs('bench/bare-proxy.ts', { BARE_UPSTREAM: platform.url }, 'BARE_PORT');
}
