/**
 * What the game-wallet tests (game-wallets, game-wallets-cluster) share: the player's JPY wallet as the
 * session view shows it, waiting on the API for a state, and money moved into a game.
 */
import type { GatewayClient } from '@casino/testkit/client';
import { sleep } from '@casino/testkit/repo';

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
