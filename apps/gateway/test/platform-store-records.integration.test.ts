/**
 * The reference platform's store, as files on disk: a real platform process (killed, started again on
 * the same file) keeps one row per record (a player, a ledger entry, an order...), not whole-state
 * blobs; a deposit and its approval rewrite only the rows they changed, whatever else is stored; the
 * database file and its journal are readable by their owner only (0600); and after each restart every
 * account, balance and order is there.
 */
import { existsSync, statSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { GatewayClient } from '@casino/testkit/client';
import { useDurablePlatform } from './durable-platform';
import { byUsername, createJpyDeposit, jpyCash, newPlayer, type DepositOrder } from './helper';

const durable = useDurablePlatform('records');
const { file } = durable;

/** Every row of the stopped platform's file: part, key, size and a hash of its data. */
function rows() {
  const db = new DatabaseSync(file);
  try {
    return db.prepare('SELECT part, key, kind, data FROM records').all() as {
      part: string;
      key: string;
      kind: number;
      data: Uint8Array | null;
    }[];
  } finally {
    db.close();
  }
}

function snapshot() {
  return new Map(
    rows().map((r) => [
      `${r.part} ${r.key}`,
      r.data ? createHash('sha1').update(r.data).digest('hex') : String(r.kind),
    ]),
  );
}

const modeOf = (f: string) => statSync(f).mode & 0o777;

/** A deposit the platform approves at once. */
async function deposit(client: GatewayClient, clientOrderId: string, amount: string) {
  const order = await createJpyDeposit(client, clientOrderId, amount);
  await durable.platform.dev.approveDeposit(order.orderNo);
  return order;
}

describe('the platform store on disk', () => {
  it('keeps one row per record, rewrites only what a write changed, and is owner-only', async () => {
    const players = [];
    for (let i = 0; i < 8; i++) players.push(await newPlayer(durable.platform));
    const client = new GatewayClient(durable.gateway.url);
    expect((await client.call('session.login', byUsername(players[0]!))).status).toBe(200);
    const first = await deposit(client, 'records-0001', '5000');
    const second = await deposit(client, 'records-0002', '3000');
    await durable.kill();

    // Owner-only: the database and whatever journal SQLite left beside it.
    expect(modeOf(file)).toBe(0o600);
    for (const f of [`${file}-wal`, `${file}-shm`]) if (existsSync(f)) expect(modeOf(f)).toBe(0o600);

    const stored = rows();
    const count = (part: string, field: string) =>
      stored.filter((r) => r.part === part && r.key.startsWith(`[${JSON.stringify(field)},`)).length;
    // Every player (and the seeded demo01) is a row of its own, every order too.
    expect(count('core:players', 'byId')).toBe(players.length + 1);
    const orderKeys = stored
      .filter((r) => r.part === 'slice:deposit' && r.key.startsWith('["byOrderNo",'))
      .map((r) => r.key);
    expect(orderKeys.sort()).toEqual(
      [first.orderNo, second.orderNo].map((no) => JSON.stringify(['byOrderNo', `s${no}`])).sort(),
    );
    // Ledger entries are rows: the seed transfers of every player and both deposit credits.
    expect(count('core:ledger', 'transactions')).toBeGreaterThanOrEqual(players.length + 2);
    // No whole-state blobs: the largest row is one record.
    const largest = Math.max(...stored.map((r) => r.data?.length ?? 0));
    expect(largest).toBeLessThan(16 * 1024);

    // One more deposit on the restarted platform changes a handful of rows among all of them.
    const before = snapshot();
    await durable.restart();
    expect((await jpyCash(client)).amount).toBe('108000.00');
    const third = await deposit(client, 'records-0003', '2000');
    await durable.kill();
    const after = snapshot();
    const changed = [...after].filter(([k, h]) => before.get(k) !== h).map(([k]) => k);
    const removed = [...before.keys()].filter((k) => !after.has(k));
    expect(changed).toContain(`slice:deposit ${JSON.stringify(['byOrderNo', `s${third.orderNo}`])}`);
    expect(changed.length + removed.length).toBeLessThan(after.size / 20);

    // And everything is still there for the player after the restart.
    await durable.restart();
    const now = await jpyCash(client);
    expect(now.loggedIn).toBe(true);
    expect(now.amount).toBe('110000.00');
    const orders = await client.ok<{ list: DepositOrder[] }>('deposit.orders', { page: 1, size: 10 });
    expect(orders.list.map((o) => o.orderNo).sort()).toEqual(
      [first.orderNo, second.orderNo, third.orderNo].sort(),
    );
    const retried = await createJpyDeposit(client, 'records-0001', '5000');
    expect(retried.orderNo).toBe(first.orderNo);
    for (const player of players) {
      const again = new GatewayClient(durable.gateway.url);
      expect((await again.call('session.login', byUsername(player))).status).toBe(200);
    }
  });
});
