/**
 * A whole stack for a test or a bench in one call: a real Redis (testRedis), the reference platform,
 * and N gateway instances sharing that Redis under a key prefix of their own; stop() cleans everything
 * up (processes, the prefix's keys, a Redis started for the run).
 */
import { GatewayClient } from './client';
import { startGateway, type TestGateway } from './gateway';
import { makeTestKeys } from './keys';
import { startPlatform, upstreamEnv, type TestPlatform } from './platform';
import { releaseRedis, testRedis, uniquePrefix, type TestRedis } from './redis';
import { freePort } from './repo';

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
  // The platform and the gateways start side by side: a gateway calls the platform only when it serves
  // a request, so it only needs the platform's address and keys, chosen here. Each start is mostly one
  // process's own CPU work, which the two cores share. A platform that finds its port taken meanwhile
  // (another process bound it since freePort) is started again on another, with fresh gateways.
  const n = opts.gatewayEnvs?.length ?? opts.gateways ?? 1;
  for (let attempt = 1; ; attempt++) {
    const keys = makeTestKeys();
    const port = opts.platformEnv?.PLATFORM_PORT ?? String(await freePort());
    const upstream = { gatewayEnv: upstreamEnv(`http://127.0.0.1:${port}`, keys) };
    const platformStart = startPlatform({ keys, env: { ...opts.platformEnv, PLATFORM_PORT: port } });
    const gatewayStarts = Array.from({ length: n }, (_, i) => {
      const env = Object.fromEntries(
        Object.entries({ ...opts.gatewayEnv, ...opts.gatewayEnvs?.[i] }).map(([k, v]) => [
          k,
          v.replace('{prefix}', prefix),
        ]),
      );
      return startGateway({ platform: upstream, redisUrl: redis.url, prefix, env });
    });
    const [platformResult, gatewayResults] = await Promise.all([
      Promise.allSettled([platformStart]).then(([r]) => r!),
      Promise.allSettled(gatewayStarts),
    ]);
    const platform = platformResult.status === 'fulfilled' ? platformResult.value : undefined;
    // gateways[i] is the instance of gatewayEnvs[i].
    const gateways = gatewayResults.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    const failed = [platformResult, ...gatewayResults].find((r) => r.status === 'rejected');
    if (!failed && platform) {
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
    await Promise.all(gateways.map((g) => g.stop()));
    await platform?.stop();
    const reason = (failed as PromiseRejectedResult).reason as Error;
    const portTaken = !platform && /EADDRINUSE|already in use/.test(String(reason?.message));
    if (!portTaken || opts.platformEnv?.PLATFORM_PORT || attempt >= 3) {
      await redis.stop();
      throw reason;
    }
  }
}
