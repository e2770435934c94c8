/**
 * Refresh once, then retry, across processes: two gateway instances sharing Redis; the platform
 * (which rotates refresh tokens and treats a reuse as theft) expires a player's tokens when a test asks
 * (its dev endpoint), so no test waits for a lifetime to run out and no token expires in the middle of
 * one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalog } from '@casino/shared/catalog/index';
import { exampleInput } from '@casino/testkit/examples';
import { loggedIn, refreshStorm, sameBrowser, startStack, type Stack } from './helper';

let stack: Stack;
/** The player's access tokens expire now (refresh tokens too with `refresh`). */
const expire = (player: { loginName: string }, refresh = false) =>
  stack.platform.dev.expireTokens(player.loginName, { refresh });

beforeAll(async () => {
  stack = await startStack('refresh', { gateways: 2 });
});
afterAll(async () => {
  await stack?.stop();
});

describe('token refresh across gateway instances', () => {
  it('refreshes once for 100 concurrent expired calls over two instances, and all of them succeed', async () => {
    await refreshStorm(stack);
  });

  it('refreshes again on the next expiry, never reusing a refresh token', async () => {
    const { client, player } = await loggedIn(stack, 1);
    const other = sameBrowser(stack, client, 0);
    await stack.platform.dev.resetCounters();
    for (let round = 0; round < 2; round++) {
      await expire(player);
      const rs = await Promise.all(
        Array.from({ length: 20 }, (_, i) => (i % 2 ? client : other).call('account.playerInfo', {})),
      );
      expect(rs.every((r) => r.ok)).toBe(true);
    }
    const counters = await stack.platform.dev.counters();
    expect(counters.grants.refresh_token).toBe(2);
    expect(counters.refreshReuse).toBe(0);
  });

  it("refreshes on the second client's HTTP 401 as well", async () => {
    const { client, player } = await loggedIn(stack, 0);
    // The first second-client player query that succeeds with a generated input.
    let found: { procedure: string; input: unknown } | undefined;
    for (const e of catalog.filter(
      (x) => x.client === 'second' && x.access === 'player' && x.kind === 'query',
    )) {
      const input = exampleInput(e.input).input;
      if ((await client.call(e.procedure, input)).ok) {
        found = { procedure: e.procedure, input };
        break;
      }
    }
    expect(found).toBeDefined();
    const entry = { procedure: found!.procedure };
    const input = found!.input;
    await expire(player);
    await stack.platform.dev.resetCounters();
    const r = await client.call(entry.procedure, input);
    expect(r.ok, r.raw).toBe(true);
    expect((await stack.platform.dev.counters()).grants.refresh_token).toBe(1);
  });

  it('clears the session when the refresh fails, and tells the client', async () => {
    const { client, player } = await loggedIn(stack, 0);
    await expire(player, true); // access and refresh tokens both expired
    const r = await client.call('account.playerInfo', {});
    expect(r.status).toBe(401);
    expect(r.error?.data.sessionCleared).toBe(true);
    expect(r.error?.data.action).toBe('login');
    expect(client.jar.has('sid')).toBe(false);
    // The cookie is gone; even replaying the old cookie finds no session and reaches no platform.
    await stack.platform.dev.resetCounters();
    const again = await client.call('account.playerInfo', {});
    expect(again.status).toBe(401);
    const counters = await stack.platform.dev.counters();
    expect(counters.requests['/api/v1/player/query'] ?? 0).toBe(0);
  });

  it('answers a replayed old session cookie after logout with UNAUTHORIZED and no upstream call', async () => {
    const { client } = await loggedIn(stack, 1);
    const sid = client.jar.get('sid')!;
    expect((await client.call('session.logout')).ok).toBe(true);
    const thief = stack.client(0);
    thief.jar.set('sid', sid);
    await stack.platform.dev.resetCounters();
    const r = await thief.call('account.playerInfo', {});
    expect(r.status).toBe(401);
    expect((await stack.platform.dev.counters()).requests['/api/v1/player/query'] ?? 0).toBe(0);
  });
});
