/**
 * The compiled services as production runs them, for the tests of a file: run as `node server.js`
 * without tsx, the platform with every secret from the environment and none from a key dir. The
 * package's test script has just built apps/<app>/dist with the same build (scripts/build.mjs --changed)
 * and says so with TESTKIT_SERVICES=compiled: that build is the one tested; otherwise (vitest run by hand)
 * both are built with scripts/build-service.mjs into a folder of this file's own
 * (apps/<app>/.tmp/<name>-<pid>). Started before the tests, stopped after them, and what they wrote
 * (`work`) removed.
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startGateway, type TestGateway } from '@casino/testkit/gateway';
import { makeTestKeys, type TestKeys } from '@casino/testkit/keys';
import { startPlatform, type TestPlatform } from '@casino/testkit/platform';
import { releaseRedis, testRedis, uniquePrefix, type TestRedis } from '@casino/testkit/redis';
import { repoRoot } from '@casino/testkit/repo';

type App = 'platform' | 'gateway';

export interface CompiledStack {
  keys: TestKeys;
  /** Where each service was built (its server.js). */
  out: Record<App, string>;
  /** A folder of this file's own for what the services write (removed after the tests). */
  work: string;
  platform: TestPlatform;
  gateway: TestGateway;
}

/**
 * `platformEnv` is the platform's environment over the secrets (it can use `work`, e.g. for a data
 * file); `undefined` leaves a variable unset. Returns the accessor the tests call.
 */
export function useCompiledStack(
  name: string,
  platformEnv: (work: string) => Record<string, string | undefined>,
): () => CompiledStack {
  const tag = `${name}-${process.pid}`;
  const prebuilt = process.env.TESTKIT_SERVICES === 'compiled';
  const work = join(repoRoot, 'apps/gateway/.tmp', `${tag}-work`);
  const out: Record<App, string> = prebuilt
    ? { platform: join(repoRoot, 'apps/platform/dist'), gateway: join(repoRoot, 'apps/gateway/dist') }
    : {
        platform: join(repoRoot, 'apps/platform/.tmp', tag),
        gateway: join(repoRoot, 'apps/gateway/.tmp', tag),
      };
  const keys = makeTestKeys();
  const prefix = uniquePrefix(name);
  let redis: TestRedis | undefined;
  let platform: TestPlatform | undefined;
  let gateway: TestGateway | undefined;

  function build(app: App) {
    if (prebuilt) return join(out[app], 'server.js');
    execFileSync(
      process.execPath,
      [
        join(repoRoot, 'scripts/build-service.mjs'),
        join(repoRoot, 'apps', app),
        'server',
        `--outdir=${out[app]}`,
      ],
      { stdio: 'inherit' },
    );
    return join(out[app], 'server.js');
  }

  beforeAll(async () => {
    const platformJs = build('platform');
    const gatewayJs = build('gateway');
    redis = await testRedis();
    platform = await startPlatform({
      keys,
      entry: platformJs,
      env: {
        PLATFORM_KEY_DIR: join(work, 'no-keys-here'),
        PLATFORM_RSA_PRIVATE_KEY: keys.privateKeyPem,
        PLATFORM_MERCHANT_CODE: keys.merchantCode,
        PLATFORM_MERCHANT_SECRET: keys.merchantSecret,
        PLATFORM_CLIENT_ID: keys.clientId,
        PLATFORM_CLIENT_SECRET: keys.clientSecret,
        ...platformEnv(work),
      },
    });
    gateway = await startGateway({ platform, redisUrl: redis.url, prefix, entry: gatewayJs });
  }, 120_000);

  afterAll(async () => {
    await gateway?.stop();
    await platform?.stop();
    if (redis) await releaseRedis(redis, prefix);
    rmSync(work, { recursive: true, force: true });
    if (!prebuilt) for (const dir of Object.values(out)) rmSync(dir, { recursive: true, force: true });
  });

  return () => {
    if (!platform || !gateway) throw new Error(`the compiled ${name} stack has not started`);
    return { keys, out, work, platform, gateway };
  };
}
