/**
 * The reference platform on its durable store (node:sqlite, a PLATFORM_DATA_FILE of its own) behind a
 * gateway, for the tests of a file: started before them, stopped and its file removed after them. The
 * tests can kill it (SIGKILL: no graceful close, so only what was saved before each answer survives) and
 * start it again on the same file and port.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startGateway, type TestGateway } from '@casino/testkit/gateway';
import { makeTestKeys } from '@casino/testkit/keys';
import { startPlatform, type TestPlatform } from '@casino/testkit/platform';
import { releaseRedis, testRedis, uniquePrefix, type TestRedis } from '@casino/testkit/redis';

export function useDurablePlatform(name: string) {
  const dir = mkdtempSync(join(tmpdir(), `platform-${name}-`));
  const file = join(dir, 'platform.sqlite');
  const env = { PLATFORM_STORE: 'sqlite', PLATFORM_DATA_FILE: file };
  const keys = makeTestKeys();
  const prefix = uniquePrefix(name);
  let redis: TestRedis | undefined;
  let platform: TestPlatform | undefined;
  let gateway: TestGateway | undefined;

  beforeAll(async () => {
    redis = await testRedis();
    platform = await startPlatform({ keys, env });
    gateway = await startGateway({ platform, redisUrl: redis.url, prefix });
  });
  afterAll(async () => {
    await gateway?.stop();
    await platform?.stop();
    if (redis) await releaseRedis(redis, prefix);
    rmSync(dir, { recursive: true, force: true });
  });

  const started = <T>(service: T | undefined, what: string): T => {
    if (!service) throw new Error(`the ${name} ${what} has not started`);
    return service;
  };

  return {
    /** The platform's data file. */
    file,
    get platform(): TestPlatform {
      return started(platform, 'platform');
    },
    get gateway(): TestGateway {
      return started(gateway, 'gateway');
    },
    /** Kills the platform without a chance to save anything more. */
    async kill() {
      const child = started(platform, 'platform').child;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await exited;
    },
    /** Starts the (killed) platform again on the same file and port. */
    async restart() {
      const port = new URL(started(platform, 'platform').url).port;
      platform = await startPlatform({ keys, env: { ...env, PLATFORM_PORT: port } });
    },
    /** Starts a second platform on the same data file. */
    startAnother: () => startPlatform({ keys, env }),
  };
}
