/**
 * The game-wallet lifecycle across two gateway instances sharing one Redis (docs/gateway.md, "Money in
 * games"): an abandoned game wallet is swept back to cash exactly once, a game that keeps showing life
 * is never swept, a closed page (beacon) returns at once, and every end of a session (logout, 1018)
 * brings the money back with a statement. Both instances sweep often, so they race for every wallet.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { sleep } from '@casino/testkit/repo';
import { byUsername, loggedIn, sameBrowser, startStack, type Stack } from './helper';
import { abandonUntilSwept, fundGame, jpy } from './game-wallets-support';

// Short, so the sweeper acts within a test; long enough that a loaded machine still pings in time.
const STALE_MS = 3000;

/** Sweeps after STALE_MS without a sign of life: the sweeper's own tests. */
let stack: Stack;
/**
 * The tests of every other way back fund games that nobody pings; on a loaded machine a short stale
 * time would let the sweeper return them first. Here it never does within a test.
 */
let steady: Stack;
beforeAll(async () => {
  [stack, steady] = await Promise.all([
    startStack('gamewallets', {
      gateways: 2,
      gatewayEnv: { GAME_WALLET_STALE_MS: String(STALE_MS), GAME_WALLET_SWEEP_INTERVAL_MS: '50' },
    }),
    startStack('gamewallets-steady', {
      gateways: 2,
      gatewayEnv: { GAME_WALLET_STALE_MS: String(30 * 60_000), GAME_WALLET_SWEEP_INTERVAL_MS: '50' },
    }),
  ]);
});
afterAll(async () => {
  await Promise.all([stack?.stop(), steady?.stop()]);
});

interface Statement {
  id: string;
  reason: string;
  lines: { platformCode: string; currency: string; amount: string }[];
}

describe('game wallets over two gateway instances', () => {
  it('sweeps an abandoned game wallet back to cash exactly once', async () => {
    const { client } = await loggedIn(stack, 0);
    const { returnsSince } = await abandonUntilSwept(stack, client);
    // Let both instances run many more passes: nothing moves again.
    await sleep(STALE_MS * 2);
    expect(await returnsSince()).toBe(1);
    expect((await jpy(client)).amount).toBe('100000.00');

    const { list } = await client.ok<{ list: Statement[] }>('gameWallets.statements', {});
    expect(list).toHaveLength(1);
    expect(list[0]!.reason).toBe('sweep');
    expect(list[0]!.lines).toEqual([
      expect.objectContaining({ platformCode: 'JPT', currency: 'JPY', amount: '10000.00' }),
    ]);
    await client.ok('gameWallets.ack', { ids: [list[0]!.id] });
    expect((await client.ok<{ list: Statement[] }>('gameWallets.statements', {})).list).toEqual([]);
  });

  it('never sweeps a game that keeps showing life, on either instance', async () => {
    const { client } = await loggedIn(stack, 1);
    const lease = await fundGame(client, '25000');
    // The page pings through the other instance (a load balancer may send it anywhere).
    const other = sameBrowser(stack, client, 0);
    const ping = async () => {
      const r = await other.ok<{ gone: string[] }>('gameWallets.alive', {
        leases: [{ platformCode: 'JPT', leaseId: lease.leaseId }],
      });
      expect(r.gone).toEqual([]);
    };
    const pingUntil = Date.now() + STALE_MS * 4;
    while (Date.now() < pingUntil) {
      await ping();
      await sleep(STALE_MS / 5);
    }
    const w = await jpy(client);
    expect(w.amount).toBe('75000.00');
    expect(w.gameAmount).toBe('25000.00');
    // The page closes right after a sign of life (as a page that pings until it goes): its beacon
    // returns the wallet at once. (Without that last ping, a loaded machine's slow reads above could
    // leave the wallet silent past STALE_MS, and the sweeper would rightly take it first.)
    await ping();
    const res = await request(`${stack.gateways[0]!.url}/game-wallets/beacon`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', cookie: client.cookieHeader() },
      body: JSON.stringify({ event: 'leave', leases: [{ platformCode: 'JPT', leaseId: lease.leaseId }] }),
    });
    expect(res.statusCode).toBe(204);
    await res.body.dump();
    const back = await jpy(client);
    expect(back.amount).toBe('100000.00');
    const { list } = await client.ok<{ list: Statement[] }>('gameWallets.statements', {});
    expect(list.map((s) => s.reason)).toEqual(['left']);
  });

  it('a page that shows the return itself (leave, seen) gets the statement and keeps none for the next screen', async () => {
    const { client } = await loggedIn(steady, 1);
    const lease = await fundGame(client, '6000');
    const r = await client.ok<{ statement: Statement | null }>('gameWallets.leave', {
      leases: [{ platformCode: 'JPT', leaseId: lease.leaseId }],
      seen: true,
    });
    expect(r.statement?.reason).toBe('left');
    expect(r.statement?.lines).toEqual([
      expect.objectContaining({ platformCode: 'JPT', currency: 'JPY', amount: '6000.00' }),
    ]);
    const w = await jpy(client);
    expect(w.amount).toBe('100000.00');
    expect(w.games).toEqual([]);
    expect((await client.ok<{ list: Statement[] }>('gameWallets.statements', {})).list).toEqual([]);

    // Without `seen` (a page that could not show it), the statement waits for the next screen.
    const again = await fundGame(client, '2000');
    await client.ok('gameWallets.leave', { leases: [{ platformCode: 'JPT', leaseId: again.leaseId }] });
    const { list } = await client.ok<{ list: Statement[] }>('gameWallets.statements', {});
    expect(list.map((s) => `${s.reason} ${s.lines[0]?.amount}`)).toEqual(['left 2000.00']);
  });

  it('refuses a beacon from another site', async () => {
    const { client } = await loggedIn(steady, 0);
    const lease = await fundGame(client, '1000');
    const res = await request(`${steady.gateways[0]!.url}/game-wallets/beacon`, {
      method: 'POST',
      headers: {
        'content-type': 'text/plain',
        cookie: client.cookieHeader(),
        origin: 'https://evil.example',
      },
      body: JSON.stringify({ event: 'leave', leases: [{ platformCode: 'JPT', leaseId: lease.leaseId }] }),
    });
    expect(res.statusCode).toBe(403);
    await res.body.dump();
    expect((await jpy(client)).gameAmount).toBe('1000.00');
  });

  it('returns every game wallet at logout, with a statement', async () => {
    const { client, player } = await loggedIn(steady, 0);
    await fundGame(client, '5000', 'JPT');
    await fundGame(client, '7000', 'PNG');
    expect((await jpy(client)).gameAmount).toBe('12000.00');
    await client.ok('session.logout', {});
    const again = steady.client(1);
    await again.ok('session.login', byUsername(player));
    const w = await jpy(again);
    expect(w.amount).toBe('100000.00');
    expect(w.games).toEqual([]);
    const { list } = await again.ok<{ list: Statement[] }>('gameWallets.statements', {});
    expect(list[0]!.reason).toBe('logout');
    expect(list[0]!.lines.map((l) => `${l.platformCode} ${l.amount}`).sort()).toEqual([
      'JPT 5000.00',
      'PNG 7000.00',
    ]);
  });

  it('returns the money of a player disabled mid-game (1018), whose token no longer works', async () => {
    const { client, player } = await loggedIn(steady, 1);
    await fundGame(client, '15000');
    await steady.platform.dev.call('POST', '/players/flags', { loginName: player.loginName, disabled: true });
    const r = await client.call('account.playerInfo', {});
    expect(r.ok).toBe(false);
    await steady.platform.dev.call('POST', '/players/flags', {
      loginName: player.loginName,
      disabled: false,
    });
    const again = steady.client(0);
    await again.ok('session.login', byUsername(player));
    const w = await jpy(again);
    expect(w.amount).toBe('100000.00');
    const { list } = await again.ok<{ list: Statement[] }>('gameWallets.statements', {});
    expect(list[0]!.reason).toBe('session-invalid');
  });

  it('return all: everything back at once, answered with the statement', async () => {
    const { client } = await loggedIn(steady, 0);
    await fundGame(client, '3000', 'JPT');
    await fundGame(client, '4000', 'PNG');
    const s = await client.ok<Statement & { cashBalances: { currency: string; amount: string }[] }>(
      'gameWallets.returnAll',
      { reason: 'player' },
    );
    expect(s.lines.reduce((sum, l) => sum + Number(l.amount), 0)).toBe(7000);
    expect(s.cashBalances.find((c) => c.currency === 'JPY')?.amount).toBe('100000.00');
    expect((await jpy(client)).gameAmount).toBe('0.00');
  });
});
