/**
 * The compiled services as production runs them, for the tests of a file: both built with
 * scripts/build-service.mjs into a folder of their own (apps/<app>/.tmp/<name>-<pid>), then run as
 * `node server.js` without tsx, the platform with every secret from the environment and none from a key
 * dir. Started before the tests, stopped and removed after them.
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
  platform: TestPlatform;
  gateway: TestGateway;
}

/**
 * `platformEnv` is the platform's environment over the secrets (it can use the build folder, e.g. for a
 * data file); `undefined` leaves a variable unset. Returns the accessor the tests call.
 */
export function useCompiledStack(
  name: string,
  platformEnv: (out: Record<App, string>) => Record<string, string | undefined>,
): () => CompiledStack {
  const tag = `${name}-${process.pid}`;
  const out: Record<App, string> = {
    platform: join(repoRoot, 'apps/platform/.tmp', tag),
    gateway: join(repoRoot, 'apps/gateway/.tmp', tag),
  };
  const keys = makeTestKeys();
  const prefix = uniquePrefix(name);
  let redis: TestRedis | undefined;
  let platform: TestPlatform | undefined;
  let gateway: TestGateway | undefined;

  function build(app: App) {
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
        PLATFORM_KEY_DIR: join(out.platform, 'no-keys-here'),
        PLATFORM_RSA_PRIVATE_KEY: keys.privateKeyPem,
        PLATFORM_MERCHANT_CODE: keys.merchantCode,
        PLATFORM_MERCHANT_SECRET: keys.merchantSecret,
        PLATFORM_CLIENT_ID: keys.clientId,
        PLATFORM_CLIENT_SECRET: keys.clientSecret,
        ...platformEnv(out),
      },
    });
    gateway = await startGateway({ platform, redisUrl: redis.url, prefix, entry: gatewayJs });
  }, 120_000);

  afterAll(async () => {
    await gateway?.stop();
    await platform?.stop();
    if (redis) await releaseRedis(redis, prefix);
    for (const dir of Object.values(out)) rmSync(dir, { recursive: true, force: true });
  });

  return () => {
    if (!platform || !gateway) throw new Error(`the compiled ${name} stack has not started`);
    return { keys, out, platform, gateway };
  };
}
