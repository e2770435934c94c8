/**
 * The development launcher (`pnpm start`, `pnpm --filter @casino/gateway dev`: src/dev/launch.ts) keeps
 * the product up and leaves nothing behind: a platform that dies is started again on its port (the
 * gateway keeps serving through it), and a launcher killed with SIGKILL takes its platform with it, so
 * the port and the SQLite database are free for the next start.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '@casino/testkit/repo';
import { releaseRedis, testRedis, uniquePrefix, type TestRedis } from '@casino/testkit/redis';
import { startPlatform } from '@casino/testkit/platform';

const dir = mkdtempSync(join(tmpdir(), 'launcher-'));
const prefix = uniquePrefix('launcher');
let redis: TestRedis;
let launcher: ChildProcess;
let platformPort: number;
const lines: string[] = [];

function freePort(): Promise<number> {
  const s = createServer();
  return new Promise((resolve) =>
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    }),
  );
}

/** The pids of every platform that said it listens, in order. */
function platformPids(): number[] {
  const pids: number[] = [];
  for (const line of lines) {
    const m = /^\[platform\] (\{.*\})$/.exec(line);
    if (!m) continue;
    const rec = JSON.parse(m[1]!) as { msg?: string; pid?: number };
    if (rec.msg === 'platform listening' && rec.pid) pids.push(rec.pid);
  }
  return pids;
}

function gatewayUrl(): string | undefined {
  for (const line of lines) {
    const m = /casino is up: (http:\/\/\S+?)\/ /.exec(line);
    if (m) return m[1];
  }
  return undefined;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function ready(url: string) {
  const res = await request(`${url}/readyz`).catch(() => null);
  if (!res) return false;
  await res.body.dump();
  return res.statusCode === 200;
}

beforeAll(async () => {
  redis = await testRedis();
  platformPort = await freePort();
  launcher = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'apps/gateway/src/dev/launch.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_FORMAT: 'json',
      GATEWAY_PORT: '0',
      PLATFORM_PORT: String(platformPort),
      PLATFORM_STORE: 'sqlite',
      PLATFORM_DATA_FILE: join(dir, 'platform.sqlite'),
      PLATFORM_KEY_DIR: join(dir, 'keys'),
      UPSTREAM_KEY_DIR: join(dir, 'keys'),
      REDIS_URL: redis.url,
      REDIS_PREFIX: prefix,
      GATEWAY_MAX_EVENT_LOOP_DELAY_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    const onLine = (l: string) => {
      lines.push(l);
      if (gatewayUrl()) resolve();
    };
    createInterface({ input: launcher.stdout! }).on('line', onLine);
    createInterface({ input: launcher.stderr! }).on('line', onLine);
    launcher.once('exit', (code) => reject(new Error(`launcher exited (${code}):\n${lines.join('\n')}`)));
  });
});

afterAll(async () => {
  if (launcher.exitCode === null && launcher.signalCode === null) launcher.kill('SIGKILL');
  for (const pid of platformPids()) if (alive(pid)) process.kill(pid, 'SIGKILL');
  await releaseRedis(redis, prefix);
  rmSync(dir, { recursive: true, force: true });
});

describe('the development launcher', () => {
  it('starts a platform that died again on its port, and the gateway answers through it', async () => {
    const url = gatewayUrl()!;
    await expect.poll(() => ready(url), { timeout: 30_000 }).toBe(true);
    const [first] = platformPids();
    expect(first).toBeDefined();
    process.kill(first!, 'SIGKILL');
    await expect.poll(() => platformPids().length, { timeout: 60_000, interval: 200 }).toBe(2);
    expect(platformPids()[1]).not.toBe(first);
    expect(lines.some((l) => l.includes('the platform exited; restarting it'))).toBe(true);
    await expect.poll(() => ready(url), { timeout: 30_000 }).toBe(true);
    expect(launcher.exitCode).toBeNull();
  });

  it('leaves no platform holding the port or the database when it is killed with SIGKILL', async () => {
    const pid = platformPids().at(-1)!;
    expect(alive(pid)).toBe(true);
    launcher.kill('SIGKILL');
    await expect.poll(() => alive(pid), { timeout: 30_000, interval: 100 }).toBe(false);
    // The next start gets the same port and the same database file.
    const next = await startPlatform({
      env: {
        PLATFORM_PORT: String(platformPort),
        PLATFORM_STORE: 'sqlite',
        PLATFORM_DATA_FILE: join(dir, 'platform.sqlite'),
      },
    });
    try {
      expect(new URL(next.url).port).toBe(String(platformPort));
    } finally {
      await next.stop();
    }
  });
});
