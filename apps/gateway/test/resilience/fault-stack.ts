/**
 * The stack of the resilience tests: a real Redis and the real platform, each behind a FaultProxy, and
 * gateway processes that talk to them only through the proxies. Shaped like ../helper's Stack, so its
 * loggedIn/newPlayer work with it.
 */
import { GatewayClient } from '@casino/testkit/client';
import { startGateway, type TestGateway } from '@casino/testkit/gateway';
import { makeTestKeys } from '@casino/testkit/keys';
import { startPlatform, upstreamEnv, type TestPlatform } from '@casino/testkit/platform';
import { releaseRedis, testRedis, uniquePrefix, type TestRedis } from '@casino/testkit/redis';
import { freePort, waitFor } from '@casino/testkit/repo';
import type { Stack } from '../helper';
import { FaultProxy } from './fault-proxy';

export interface FaultStack extends Stack {
  redisProxy: FaultProxy;
  upstreamProxy: FaultProxy;
}

export async function startFaultStack(
  name: string,
  opts: { gatewayEnv?: Record<string, string>; platformEnv?: Record<string, string> } = {},
): Promise<FaultStack> {
  const redis: TestRedis = await testRedis();
  const prefix = uniquePrefix(name);
  // The platform and the gateway start side by side (the gateway calls the platform only when it serves
  // a request): the platform's port and keys are chosen first, and the proxies connect on demand.
  const keys = makeTestKeys();
  const platformPort = await freePort();
  const r = new URL(redis.url);
  const redisProxy = await FaultProxy.start({ host: r.hostname, port: Number(r.port || 6379) });
  const upstreamProxy = await FaultProxy.start({ host: '127.0.0.1', port: platformPort });
  const [platformStart, gatewayStart] = await Promise.allSettled([
    startPlatform({ keys, env: { ...opts.platformEnv, PLATFORM_PORT: String(platformPort) } }),
    startGateway({
      platform: { gatewayEnv: upstreamEnv(`http://127.0.0.1:${platformPort}`, keys) },
      redisUrl: `redis://127.0.0.1:${redisProxy.port}${r.pathname}`,
      prefix,
      env: { UPSTREAM_URL: `http://127.0.0.1:${upstreamProxy.port}`, ...opts.gatewayEnv },
    }),
  ]);
  if (platformStart.status === 'rejected' || gatewayStart.status === 'rejected') {
    if (platformStart.status === 'fulfilled') await platformStart.value.stop();
    if (gatewayStart.status === 'fulfilled') await gatewayStart.value.stop();
    await redisProxy.close();
    await upstreamProxy.close();
    await redis.stop();
    throw platformStart.status === 'rejected'
      ? platformStart.reason
      : (gatewayStart as PromiseRejectedResult).reason;
  }
  const platform: TestPlatform = platformStart.value;
  const gateways: TestGateway[] = [gatewayStart.value];
  return {
    redis,
    prefix,
    platform,
    gateways,
    redisProxy,
    upstreamProxy,
    client: (i = 0) => new GatewayClient(gateways[i]!.url),
    async stop() {
      redisProxy.setMode({ kind: 'pass' });
      upstreamProxy.setMode({ kind: 'pass' });
      await Promise.all(gateways.map((g) => g.stop()));
      await platform.stop();
      await redisProxy.close();
      await upstreamProxy.close();
      await releaseRedis(redis, prefix);
    },
  };
}

/** Sum of the platform's request counters for these wire paths (all paths when none are given). */
export async function platformRequests(stack: Stack, paths?: readonly string[]): Promise<number> {
  const { requests } = await stack.platform.dev.counters();
  return Object.entries(requests)
    .filter(([k]) => !paths || paths.includes(k))
    .reduce((a, [, n]) => a + n, 0);
}

/** The gateway process is still running and never logged a crash. */
export function assertAlive(g: TestGateway) {
  const crashed = g.logs.filter((l) => /uncaught|unhandled|"level":60/i.test(l));
  if (g.child.exitCode !== null || g.child.signalCode !== null)
    throw new Error(`gateway exited (${g.child.exitCode ?? g.child.signalCode})`);
  if (crashed.length) throw new Error(`gateway logged a crash:\n${crashed.slice(0, 3).join('\n')}`);
}

/** Polls until `fn` gives a value (a thrown error counts as not yet), for at most 15 s by default. */
export const until = waitFor;
