/**
 * Test harness of the gateway's integration tests: the stack of @casino/testkit/stack (also on a Redis
 * Cluster or Sentinel of its own, or services on a private redis-server), a built site's stand-in,
 * players, and the steps the tests share.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { request } from 'undici';
import type { GatewayClient } from '@casino/testkit/client';
import { startGateway, type TestGateway } from '@casino/testkit/gateway';
import { startPlatform, type TestPlatform } from '@casino/testkit/platform';
import { startRedisServer, uniquePrefix, type RedisServer } from '@casino/testkit/redis';
import {
  startRedisCluster,
  startRedisSentinel,
  type SentinelOptions,
  type TestRedisCluster,
  type TestRedisSentinel,
} from '@casino/testkit/redis-topologies';
import { startStack, type Stack } from '@casino/testkit/stack';

export { startStack, type Stack };
type StackOptions = NonNullable<Parameters<typeof startStack>[1]>;

/**
 * A stack for the tests of the enclosing file or describe block: started before them, stopped after
 * them. Returns the accessor the tests call (`stack().client()`).
 */
export function useStack(name: string, opts?: StackOptions): () => Stack {
  let stack: Stack | undefined;
  beforeAll(async () => {
    stack = await startStack(name, opts);
  });
  afterAll(async () => {
    await stack?.stop();
  });
  return () => {
    if (!stack) throw new Error(`the ${name} stack has not started`);
    return stack;
  };
}

/**
 * useStack with its gateways on a Redis topology of their own: the topology starts before the stack and
 * stops after it; `env` is what points a gateway at it.
 */
function useStackOn<K extends string, R extends { stop(): Promise<void> }>(
  name: string,
  key: K,
  start: () => Promise<R>,
  env: (topology: R) => Record<string, string>,
  opts: StackOptions,
): () => Stack & Record<K, R> {
  let topology: R | undefined;
  let stack: (Stack & Record<K, R>) | undefined;
  beforeAll(async () => {
    topology = await start();
    const started = await startStack(name, {
      ...opts,
      gatewayEnv: { ...env(topology), ...opts.gatewayEnv },
    });
    stack = Object.assign(started, { [key]: topology } as Record<K, R>);
  });
  afterAll(async () => {
    await stack?.stop();
    await topology?.stop();
  });
  return () => {
    if (!stack) throw new Error(`the ${name} stack has not started`);
    return stack;
  };
}

/** useStack with its gateways on a Redis Cluster of their own (three masters). */
export function useClusterStack(name: string, opts: StackOptions) {
  return useStackOn(
    name,
    'cluster',
    startRedisCluster,
    (c: TestRedisCluster) => ({
      REDIS_CLUSTER_NODES: c.nodes.join(','),
    }),
    opts,
  );
}

/** useStack with its gateways behind a Redis Sentinel set of their own (primary, replica, sentinel). */
export function useSentinelStack(name: string, opts: StackOptions & { sentinel?: SentinelOptions }) {
  const { sentinel, ...stackOpts } = opts;
  return useStackOn(
    name,
    'sentinel',
    () => startRedisSentinel(sentinel),
    (s: TestRedisSentinel) => ({ REDIS_SENTINELS: s.sentinels.join(','), REDIS_SENTINEL_NAME: s.name }),
    stackOpts,
  );
}

/**
 * A platform and a gateway on a redis-server of their own, which the tests may stop and start again
 * (Redis lost and back), for the tests of the enclosing file or describe block.
 */
export function usePrivateRedis(
  name: string,
): () => { redis: RedisServer; platform: TestPlatform; gateway: TestGateway } {
  let redis: RedisServer | undefined;
  let platform: TestPlatform | undefined;
  let gateway: TestGateway | undefined;
  beforeAll(async () => {
    redis = await startRedisServer();
    platform = await startPlatform();
    gateway = await startGateway({ platform, redisUrl: redis.url, prefix: uniquePrefix(name) });
  });
  afterAll(async () => {
    await gateway?.stop();
    await platform?.stop();
    await redis?.stop();
  });
  return () => {
    if (!redis || !platform || !gateway) throw new Error(`the ${name} services have not started`);
    return { redis, platform, gateway };
  };
}

/** The index.html of a built single-page front end, as small as it gets. */
export const SPA_INDEX_HTML = `<!doctype html><html lang="ja"><head><title>x</title></head><body><div id="root"></div></body></html>`;

/**
 * A stand-in for a built front end (the folder GATEWAY_WEB_DIST names): `files` by their path in it,
 * written at once into a temporary folder of its own, which is removed after the tests of the enclosing
 * file or describe block. Returns the folder.
 */
export function useBuiltSite(name: string, files: Record<string, string | Uint8Array>): string {
  const dist = mkdtempSync(join(tmpdir(), `gw-${name}-`));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), content);
  }
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  return dist;
}

/**
 * Registers a kiosk terminal at gateway `url` with its credential (POST /kiosk-api/register, 200
 * expected): answers the terminal cookie `kt` the gateway sets.
 */
export async function registerTerminal(url: string, t: { id: string; secret: string }): Promise<string> {
  const reg = await request(`${url}/kiosk-api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-casino-client': 'kiosk' },
    body: JSON.stringify({ terminalId: t.id, secret: t.secret }),
  });
  await reg.body.dump();
  expect(reg.statusCode).toBe(200);
  return ([] as string[])
    .concat(reg.headers['set-cookie'] ?? [])
    .find((c) => c.startsWith('kt='))!
    .split(';')[0]!
    .slice(3);
}

export const PASSWORD = 'Passw0rd!x';
/** The withdrawal password the tests set for their players (platform dev endpoint /withdraw-password). */
export const WITHDRAW_PASSWORD = 'w1thdraw';

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

/** The login form's input for a username sign-in (with the player's own password unless one is given). */
export function byUsername(player: { username: string; password: string }, password = player.password) {
  return { loginType: 'username', account: player.username, password } as const;
}

/** A Japanese bank card as the add-card form sends it (without the withdrawal password). */
export const BANK_CARD = {
  bankCode: '0001',
  bankName: 'みずほ銀行',
  branchCode: '001',
  branchName: '東京営業部',
  accountType: 1,
  accountNo: '1234567',
  accountName: 'ヤマダ タロウ',
};

/** A deposit order as deposit.create and deposit.orders answer it (the fields the tests read). */
export interface DepositOrder {
  orderNo: string;
  clientOrderId: string;
  status: number;
  amount: string;
}

/** A JPY bank transfer deposit the player asks for (deposit.create). */
export function createJpyDeposit(client: GatewayClient, clientOrderId: string, amount: string) {
  return client.ok<DepositOrder>('deposit.create', {
    clientOrderId,
    currency: 'JPY',
    amount,
    channelCode: 'BANK_JP',
  });
}

/** The session view of a client's player: signed in or not, their login name and JPY cash. */
export async function jpyCash(client: GatewayClient) {
  const view = await client.ok<{
    loggedIn: boolean;
    user: { loginName: string; wallets: { currency: string; amount: string }[] };
  }>('session.current');
  return {
    loggedIn: view.loggedIn,
    loginName: view.user.loginName,
    amount: view.user.wallets.find((w) => w.currency === 'JPY')!.amount,
  };
}

export async function loggedIn(stack: Stack, i = 0) {
  const player = await newPlayer(stack.platform);
  const client = stack.client(i);
  const r = await client.call('session.login', byUsername(player));
  if (!r.ok) throw new Error(`login failed: ${r.status} ${r.raw}`);
  return { client, player, view: r.data as { loggedIn: boolean; user: { loginName: string } } };
}

/** The call was refused (400) for one field, with that message key. */
export function expectFieldError(
  r: Awaited<ReturnType<GatewayClient['call']>>,
  field: string,
  messageKey: string,
) {
  expect(r.status).toBe(400);
  expect(r.error?.data.fieldErrors?.[field]).toEqual([messageKey]);
}

/**
 * Binding an email or phone from a session proves the current password: without one the gateway refuses
 * the bind (400, validation.currentPasswordRequired); a wrong one the platform refuses (100702).
 */
export async function expectBindNeedsPassword(client: GatewayClient, procedure: string, input: object) {
  expectFieldError(await client.call(procedure, input), 'password', 'validation.currentPasswordRequired');
  const wrong = await client.call(procedure, { ...input, password: 'Wrong-pass1' });
  expect(wrong.ok).toBe(false);
  expect(Number(wrong.error?.data.upstreamCode)).toBe(100702);
}

/** A client of gateway `i` carrying the same cookies (the same browser behind a load balancer). */
export function sameBrowser(stack: Stack, from: GatewayClient, i: number): GatewayClient {
  const c = stack.client(i);
  for (const [k, v] of from.jar) c.jar.set(k, v);
  return c;
}

/**
 * 100 concurrent calls of one expired session over gateways 0 and 1: all succeed, with one refresh
 * grant and no refresh-token reuse, and the session keeps working with the new pair on both. The
 * platform expires the player's access token at once (its dev endpoint): the new one lives the
 * platform's full lifetime, so a slow storm never meets a second expiry.
 */
export async function refreshStorm(stack: Stack) {
  const { client, player } = await loggedIn(stack, 0);
  const clients = [client, sameBrowser(stack, client, 1)];
  await stack.platform.dev.expireTokens(player.loginName);
  await stack.platform.dev.resetCounters();
  const results = await Promise.all(
    Array.from({ length: 100 }, (_, i) => clients[i % 2]!.call('account.playerInfo', {})),
  );
  const failed = results.filter((r) => !r.ok).map((r) => `${r.status} ${r.raw.slice(0, 200)}`);
  expect(failed.slice(0, 3), `${failed.length} failed`).toEqual([]);
  const counters = await stack.platform.dev.counters();
  expect(counters.grants.refresh_token).toBe(1);
  expect(counters.refreshReuse).toBe(0);
  expect((await clients[1]!.call('account.playerInfo', {})).ok).toBe(true);
}
