/**
 * The game-wallet sweeper on a real Redis Cluster (three masters from the redis-server binary) behind two
 * gateway instances: every Lua script's keys share the player's bucket hash tag (a cross-slot script
 * would be refused with CROSSSLOT), an abandoned game wallet is swept back exactly once, and a wallet
 * whose game keeps showing life through either instance is never swept.
 */
import { describe, expect, it } from 'vitest';
import { sleep } from '@casino/testkit/repo';
import { clusterClient, clusterKeys } from '@casino/testkit/redis-topologies';
import { loggedIn, sameBrowser, useClusterStack } from './helper';
import { abandonUntilSwept, fundGame, jpy, until } from './game-wallets-support';

const STALE_MS = 1500;

describe('game wallets on a Redis Cluster, two gateway instances', () => {
  const stack = useClusterStack('gwcluster', {
    gateways: 2,
    gatewayEnv: { GAME_WALLET_STALE_MS: String(STALE_MS), GAME_WALLET_SWEEP_INTERVAL_MS: '50' },
  });

  it('sweeps an abandoned game wallet back to cash exactly once', async () => {
    const { client } = await loggedIn(stack(), 0);
    const { returnsSince } = await abandonUntilSwept(stack(), client);
    // Both instances keep sweeping every 50 ms: wait for a statement, then more passes move nothing.
    const { list } = await until(
      'the statement',
      () => client.ok<{ list: { reason: string }[] }>('gameWallets.statements', {}),
      (r) => r.list.length > 0,
    );
    expect(list.map((s) => s.reason)).toEqual(['sweep']);
    // Proving that nothing moves again needs passes of both sweepers (every 50 ms) to go by.
    await sleep(STALE_MS * 2);
    expect(await returnsSince()).toBe(1);
    expect((await jpy(client)).amount).toBe('100000.00');
  });

  it('never sweeps a game that keeps showing life through either instance; its keys share one slot', async () => {
    const redis = await clusterClient(stack().cluster);
    const { client } = await loggedIn(stack(), 1);
    const lease = await fundGame(client, '25000');
    const other = sameBrowser(stack(), client, 0);
    const pingUntil = Date.now() + STALE_MS * 4;
    let walletKeys: string[] = [];
    for (let i = 0; Date.now() < pingUntil || walletKeys.length === 0; i++) {
      const r = await (i % 2 ? client : other).ok<{ gone: string[] }>('gameWallets.alive', {
        leases: [{ platformCode: 'JPT', leaseId: lease.leaseId }],
      });
      expect(r.gone).toEqual([]);
      if (walletKeys.length === 0) {
        // The wallet's record, leases, due set and index (a Cluster refuses a cross-slot script).
        const keys = await clusterKeys(redis, `${stack().prefix}gwl:*`);
        walletKeys = keys.filter((k) => /\{gwl\d+\}(r:|l:|i:|due)/.test(k));
        expect(walletKeys.length).toBeGreaterThanOrEqual(4);
        const slots = new Set(
          await Promise.all(walletKeys.map((k) => redis.call('CLUSTER', 'KEYSLOT', k) as Promise<number>)),
        );
        expect(slots.size).toBe(1);
      }
      await sleep(STALE_MS / 5);
    }
    redis.disconnect();
    const w = await jpy(client);
    expect(w.amount).toBe('75000.00');
    expect(w.gameAmount).toBe('25000.00');
    // The page leaves: the wallet comes back at once.
    await client.ok('gameWallets.leave', { leases: [{ platformCode: 'JPT', leaseId: lease.leaseId }] });
    expect((await jpy(client)).amount).toBe('100000.00');
  });
});
