/**
 * Durable demo data: the reference platform on its default store (node:sqlite, PLATFORM_DATA_FILE)
 * killed mid-journey (SIGKILL: no graceful close, so only what was saved before each answer survives)
 * and started again on the same file keeps the player, their session, balances and orders, and the
 * idempotency of their orders. A second platform cannot open a file that one is using.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayClient } from '@casino/testkit/client';
import { startGateway, type TestGateway } from '@casino/testkit/gateway';
import { makeTestKeys } from '@casino/testkit/keys';
import { startPlatform, type TestPlatform } from '@casino/testkit/platform';
import { releaseRedis, testRedis, uniquePrefix, type TestRedis } from '@casino/testkit/redis';
import { newPlayer, byUsername } from './helper';

interface Wallet {
  currency: string;
  amount: string;
}
interface DepositOrder {
  orderNo: string;
  clientOrderId: string;
  status: number;
  amount: string;
}

const dir = mkdtempSync(join(tmpdir(), 'platform-restart-'));
const durable = { PLATFORM_STORE: 'sqlite', PLATFORM_DATA_FILE: join(dir, 'platform.sqlite') };
const keys = makeTestKeys();
const prefix = uniquePrefix('restart');
let redis: TestRedis;
let platform: TestPlatform;
let gateway: TestGateway;

beforeAll(async () => {
  redis = await testRedis();
  platform = await startPlatform({ keys, env: durable });
  gateway = await startGateway({ platform, redisUrl: redis.url, prefix });
});
afterAll(async () => {
  await gateway?.stop();
  await platform?.stop();
  await releaseRedis(redis, prefix);
  rmSync(dir, { recursive: true, force: true });
});

async function jpy(client: GatewayClient) {
  const view = await client.ok<{ loggedIn: boolean; user: { loginName: string; wallets: Wallet[] } }>(
    'session.current',
  );
  return { view, wallet: view.user.wallets.find((w) => w.currency === 'JPY')! };
}

describe('the platform restarted mid-journey', () => {
  it('keeps the player, the session, the balances and the orders', async () => {
    const player = await newPlayer(platform);
    const client = new GatewayClient(gateway.url);
    const login = await client.call('session.login', byUsername(player));
    expect(login.status).toBe(200);
    const paid = await client.ok<DepositOrder>('deposit.create', {
      clientOrderId: 'restart-paid-0001',
      currency: 'JPY',
      amount: '5000',
      channelCode: 'BANK_JP',
    });
    await platform.dev.approveDeposit(paid.orderNo);
    const open = await client.ok<DepositOrder>('deposit.create', {
      clientOrderId: 'restart-open-0002',
      currency: 'JPY',
      amount: '7000',
      channelCode: 'BANK_JP',
    });
    const before = await jpy(client);
    expect(before.wallet.amount).toBe('105000.00');
    const ordersBefore = await client.ok<{ list: DepositOrder[] }>('deposit.orders', { page: 1, size: 10 });
    expect(ordersBefore.list.map((o) => o.orderNo).sort()).toEqual([paid.orderNo, open.orderNo].sort());

    // Killed without a chance to save anything more, then started again on the same file and port.
    const port = new URL(platform.url).port;
    const exited = new Promise((r) => platform.child.once('exit', r));
    platform.child.kill('SIGKILL');
    await exited;
    platform = await startPlatform({ keys, env: { ...durable, PLATFORM_PORT: port } });

    // The same browser session goes on: same player, same money, same orders.
    const after = await jpy(client);
    expect(after.view.loggedIn).toBe(true);
    expect(after.view.user.loginName).toBe(player.loginName);
    expect(after.wallet.amount).toBe('105000.00');
    const ordersAfter = await client.ok<{ list: DepositOrder[] }>('deposit.orders', { page: 1, size: 10 });
    expect(ordersAfter.list).toEqual(ordersBefore.list);

    // A retried create still answers the first order and moves nothing; the open order can be paid.
    const retried = await client.ok<DepositOrder>('deposit.create', {
      clientOrderId: 'restart-paid-0001',
      currency: 'JPY',
      amount: '5000',
      channelCode: 'BANK_JP',
    });
    expect(retried.orderNo).toBe(paid.orderNo);
    await platform.dev.approveDeposit(open.orderNo);
    expect((await jpy(client)).wallet.amount).toBe('112000.00');

    // The account itself: a new sign-in with the password works.
    const again = new GatewayClient(gateway.url);
    const relogin = await again.call('session.login', byUsername(player));
    expect(relogin.status).toBe(200);
    expect((await jpy(again)).wallet.amount).toBe('112000.00');
  });

  it('refuses a second platform on a data file that one is using, naming the file', async () => {
    const failure = await startPlatform({ keys, env: durable }).then(
      async (p) => {
        await p.stop();
        return 'started';
      },
      (err: Error) => err.message,
    );
    expect(failure).toContain(`${durable.PLATFORM_DATA_FILE} is in use by another platform`);
  });
});
