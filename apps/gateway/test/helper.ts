/**
 * Test harness of the gateway's integration tests: one real Redis for the run, the reference platform
 * and gateway processes from @casino/testkit, each suite with its own key prefix, cleaned up after.
 */
import { randomBytes } from 'node:crypto';
import { GatewayClient } from '@casino/testkit/client';
import { startGateway, type TestGateway } from '@casino/testkit/gateway';
import { startPlatform, type TestPlatform } from '@casino/testkit/platform';
import { deleteByPrefix, testRedis, uniquePrefix, type TestRedis } from '@casino/testkit/redis';

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
  const platform = await startPlatform({ env: opts.platformEnv });
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
    await platform.stop();
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
      await deleteByPrefix(redis.url, prefix).catch(() => 0);
      await redis.stop();
    },
  };
}

export const PASSWORD = 'Passw0rd!x';

/** A fresh player with some money, created through the platform's dev endpoint. */
export async function newPlayer(
  platform: TestPlatform,
  balances: Record<string, string> = { JPY: '100000.00' },
) {
  const suffix = randomBytes(4).toString('hex');
  const username = `t${suffix}`;
  const email = `${username}@example.com`;
  const mobile = `090${String(parseInt(suffix, 16) % 100_000_000).padStart(8, '0')}`;
  const created = await platform.dev.createPlayer({ username, password: PASSWORD, email, mobile, balances });
  return { username, email, mobile, password: PASSWORD, loginName: created.loginName };
}

export async function loggedIn(stack: Stack, i = 0) {
  const player = await newPlayer(stack.platform);
  const client = stack.client(i);
  const r = await client.call('session.login', {
    loginType: 'username',
    account: player.username,
    password: player.password,
  });
  if (!r.ok) throw new Error(`login failed: ${r.status} ${r.raw}`);
  return { client, player, view: r.data as { loggedIn: boolean; user: { loginName: string } } };
}
