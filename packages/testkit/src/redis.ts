/**
 * A real Redis for tests, never a mock: REDIS_URL when set; else a testcontainers Redis when a Docker
 * engine answers; else a `redis-server` binary started on a free port for this run; otherwise the run
 * fails with a message saying how to get one. Tests isolate themselves with their own key prefix
 * (uniquePrefix) and delete their keys afterwards (deleteByPrefix).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { freePort, waitFor } from './repo';

export interface TestRedis {
  url: string;
  source: 'REDIS_URL' | 'testcontainers' | 'redis-server';
  stop(): Promise<void>;
}

export const HOW_TO_GET_REDIS =
  'No Redis for the tests. Do one of: set REDIS_URL=redis://host:port/db; start a Docker engine ' +
  '(testcontainers runs redis:7-alpine); or install the redis-server binary ' +
  '(`bash scripts/install-system-deps.sh`, i.e. apt-get install redis-server).';

/** true when PING answers PONG within the time limit. */
export function pingRedis(host: string, port: number, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (d) => done(d.toString().startsWith('+PONG')));
  });
}

function dockerMayAnswer(): boolean {
  return !!process.env.DOCKER_HOST || existsSync('/var/run/docker.sock');
}

export function hasRedisServerBinary(): boolean {
  return spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;
}

export interface RedisServer {
  url: string;
  port: number;
  /** Stops the server (SIGKILL: like a crash or a network cut). */
  stop(): Promise<void>;
  /** Starts it again on the same port. */
  start(): Promise<void>;
}

/** A private redis-server on a free port (no persistence), which a test may stop and start. */
export async function startRedisServer(port?: number): Promise<RedisServer> {
  if (!hasRedisServerBinary()) throw new Error(HOW_TO_GET_REDIS);
  const p = port ?? (await freePort());
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(
      'redis-server',
      [
        '--port',
        String(p),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--protected-mode',
        'no',
      ],
      { stdio: 'ignore' },
    );
    await waitFor(`redis-server on ${p}`, async () => ((await pingRedis('127.0.0.1', p)) ? true : undefined));
  };
  const stop = async () => {
    const c = child;
    if (!c || c.exitCode !== null || c.signalCode !== null) return;
    const exited = new Promise((r) => c.once('exit', r));
    c.kill('SIGKILL');
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${p}`, port: p, start, stop };
}

export async function testRedis(): Promise<TestRedis> {
  if (process.env.REDIS_URL) {
    const u = new URL(process.env.REDIS_URL);
    if (!(await pingRedis(u.hostname, Number(u.port || 6379))))
      throw new Error(`REDIS_URL=${process.env.REDIS_URL} does not answer PING. ${HOW_TO_GET_REDIS}`);
    return { url: process.env.REDIS_URL, source: 'REDIS_URL', stop: async () => {} };
  }
  if (dockerMayAnswer()) {
    try {
      const { GenericContainer } = await import('testcontainers');
      const container = await new GenericContainer('redis:7-alpine').withExposedPorts(6379).start();
      return {
        url: `redis://${container.getHost()}:${container.getMappedPort(6379)}`,
        source: 'testcontainers',
        stop: async () => {
          await container.stop();
        },
      };
    } catch {
      // no usable engine after all: fall through to the binary
    }
  }
  if (hasRedisServerBinary()) {
    const server = await startRedisServer();
    return { url: server.url, source: 'redis-server', stop: server.stop };
  }
  throw new Error(HOW_TO_GET_REDIS);
}

/** A key prefix no other test run uses. */
export function uniquePrefix(name: string): string {
  return `test:${name}:${randomBytes(4).toString('hex')}:`;
}

/**
 * The end of a test's use of a Redis: the prefix's keys deleted (a failure is ignored: the Redis may
 * already be gone), then the Redis stopped. Nothing when it was never started.
 */
export async function releaseRedis(redis: TestRedis | undefined, prefix: string): Promise<void> {
  if (!redis) return;
  await deleteByPrefix(redis.url, prefix).catch(() => 0);
  await redis.stop();
}

/** Deletes every key under a prefix (SCAN, never KEYS). */
export async function deleteByPrefix(url: string, prefix: string): Promise<number> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    let n = 0;
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) n += await redis.del(...keys);
    } while (cursor !== '0');
    return n;
  } finally {
    redis.disconnect();
  }
}

/** Every key under a prefix with its value (strings and hashes), for tests that inspect what is stored. */
export async function dumpByPrefix(url: string, prefix: string): Promise<Record<string, unknown>> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    const out: Record<string, unknown> = {};
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      for (const k of keys) {
        const type = await redis.type(k);
        out[k] = type === 'hash' ? await redis.hgetall(k) : type === 'string' ? await redis.get(k) : type;
      }
    } while (cursor !== '0');
    return out;
  } finally {
    redis.disconnect();
  }
}
