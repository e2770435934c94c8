/**
 * Test harness of the gateway's integration tests: the stack of @casino/testkit/stack, and players.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import { request } from 'undici';
import type { GatewayClient } from '@casino/testkit/client';
import type { TestPlatform } from '@casino/testkit/platform';
import { startStack, type Stack } from '@casino/testkit/stack';

export { startStack, type Stack };

/**
 * A stack for the tests of the enclosing file or describe block: started before them, stopped after
 * them. Returns the accessor the tests call (`stack().client()`).
 */
export function useStack(name: string, opts?: Parameters<typeof startStack>[1]): () => Stack {
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

export async function loggedIn(stack: Stack, i = 0) {
  const player = await newPlayer(stack.platform);
  const client = stack.client(i);
  const r = await client.call('session.login', byUsername(player));
  if (!r.ok) throw new Error(`login failed: ${r.status} ${r.raw}`);
  return { client, player, view: r.data as { loggedIn: boolean; user: { loginName: string } } };
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
