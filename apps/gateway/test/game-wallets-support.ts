/**
 * What the game-wallet tests (game-wallets, game-wallets-cluster) share: the player's JPY wallet as the
 * session view shows it, waiting on the API for a state, money moved into a game, and a game nobody
 * pings left to the sweeper.
 */
import { expect } from 'vitest';
import type { GatewayClient } from '@casino/testkit/client';
import { sleep } from '@casino/testkit/repo';
import type { Stack } from './helper';

/** The platform's merchant call that returns a player's game wallets to cash. */
export const MERCHANT_OUT = '/api/v1/merchant/game/transfer_out_all';

export interface Wallet {
  currency: string;
  amount: string;
  gameAmount: string;
  games: { platformCode: string; amount: string }[];
  total: string;
}

/** The player's JPY wallet, from the session view. */
export async function jpy(client: GatewayClient): Promise<Wallet> {
  const view = await client.ok<{ user: { wallets: Wallet[] } }>('session.current');
  return view.user.wallets.find((w) => w.currency === 'JPY')!;
}

/** Waits (polling the API, as a person refreshing the page would) until `check` holds. */
export async function until<T>(what: string, read: () => Promise<T>, check: (v: T) => boolean, ms = 30_000) {
  const end = Date.now() + ms;
  let last: T = await read();
  while (!check(last)) {
    if (Date.now() > end) throw new Error(`${what}: still ${JSON.stringify(last)}`);
    await sleep(100);
    last = await read();
  }
  return last;
}

/** A lease for a game and money moved in, as the shared client does after the game said ready. */
export async function fundGame(client: GatewayClient, amount: string, platformCode = 'JPT') {
  const lease = await client.ok<{ leaseId: string; pingMs: number }>('gameWallets.open', {
    platformCode,
    gameId: 'jpt-sakura-fortune',
  });
  await client.ok('games.transferRegister', { platformCode });
  await client.ok('games.transferIn', {
    platformCode,
    amount,
    clientOrderId: `t${Math.random().toString(36).slice(2, 14)}`,
  });
  return lease;
}

/**
 * Moves 10,000 of the player's 100,000 into a game that nobody pings and waits until a sweeper has
 * returned it (the cash whole again, no game wallet left). Returns how many merchant returns the
 * platform has had since before the money moved in.
 */
export async function abandonUntilSwept(stack: Stack, client: GatewayClient) {
  // Counted from before the money moves in: on a loaded machine the sweep may come at any moment
  // after the funding (the stale time is short), even before the first look at the wallet.
  const outs = async () => (await stack.platform.dev.counters()).requests[MERCHANT_OUT] ?? 0;
  const outsBefore = await outs();
  await fundGame(client, '10000');
  const before = await jpy(client);
  expect(before.total).toBe('100000.00');
  // The money is in the game, unless a loaded machine was slower than the stale time already.
  if (before.amount !== '100000.00') {
    expect(before.amount).toBe('90000.00');
    expect(before.games).toEqual([{ platformCode: 'JPT', amount: '10000.00', display: '10000.00' }]);
  }
  // Nobody pings: after the stale time one of the instances returns the wallet.
  const after = await until(
    'cash whole again',
    () => jpy(client),
    (w) => w.amount === '100000.00',
  );
  expect(after.games).toEqual([]);
  expect(after.total).toBe('100000.00');
  return { returnsSince: async () => (await outs()) - outsBefore };
}
