/**
 * Test harness of the gateway's integration tests: the stack of @casino/testkit/stack, and players.
 */
import { randomBytes } from 'node:crypto';
import type { TestPlatform } from '@casino/testkit/platform';
import { startStack, type Stack } from '@casino/testkit/stack';

export { startStack, type Stack };

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
