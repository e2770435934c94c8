/**
 * A whole stack for a test or a bench in one call: a real Redis (testRedis), the reference platform,
 * and N gateway instances sharing that Redis under a key prefix of their own; stop() cleans everything
 * up (processes, the prefix's keys, a Redis started for the run).
 */
import { GatewayClient } from './client';
import { startGateway, type TestGateway } from './gateway';
import { startPlatform, type TestPlatform } from './platform';
import { releaseRedis, testRedis, uniquePrefix, type TestRedis } from './redis';

export interface Stack {
  redis: TestRedis;
  prefix: string;
  platform: TestPlatform;
  gateways: TestGateway[];
  client(i?: number): GatewayClient;
  stop(): Promise<void>;
}

export async function startStack(
  name: string,
  opts: {
    gateways?: number;
    platformEnv?: Record<string, string>;
    gatewayEnv?: Record<string, string>;
    /** Per-instance environment (overrides gatewayEnv; '{prefix}' is the stack's key prefix), one per gateway. */
    gatewayEnvs?: Record<string, string>[];
  } = {},
): Promise<Stack> {
  const redis = await testRedis();
  const prefix = uniquePrefix(name);
  const platform = await startPlatform({ env: opts.platformEnv }).catch(async (err: unknown) => {
    await redis.stop();
    throw err;
  });
  const gateways: TestGateway[] = [];
  try {
    const n = opts.gatewayEnvs?.length ?? opts.gateways ?? 1;
    for (let i = 0; i < n; i++) {
      const env = Object.fromEntries(
        Object.entries({ ...opts.gatewayEnv, ...opts.gatewayEnvs?.[i] }).map(([k, v]) => [
          k,
          v.replace('{prefix}', prefix),
        ]),
      );
      gateways.push(await startGateway({ platform, redisUrl: redis.url, prefix, env }));
    }
  } catch (err) {
    await Promise.all(gateways.map((g) => g.stop()));
    await platform.stop();
    await redis.stop();
    throw err;
  }
  return {
    redis,
    prefix,
    platform,
    gateways,
    client: (i = 0) => new GatewayClient(gateways[i]!.url),
    async stop() {
      await Promise.all(gateways.map((g) => g.stop()));
      await platform.stop();
      await releaseRedis(redis, prefix);
    },
  };
}
