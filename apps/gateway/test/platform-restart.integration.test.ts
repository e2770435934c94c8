/**
 * Durable demo data: the reference platform on its default store (node:sqlite, PLATFORM_DATA_FILE)
 * killed mid-journey (SIGKILL: no graceful close, so only what was saved before each answer survives)
 * and started again on the same file keeps the player, their session, balances and orders, and the
 * idempotency of their orders. A second platform cannot open a file that one is using.
 */
import { describe, expect, it } from 'vitest';
import { GatewayClient } from '@casino/testkit/client';
import { useDurablePlatform } from './durable-platform';
import { byUsername, createJpyDeposit, jpyCash, newPlayer, type DepositOrder } from './helper';

const durable = useDurablePlatform('restart');

describe('the platform restarted mid-journey', () => {
  it('keeps the player, the session, the balances and the orders', async () => {
    const player = await newPlayer(durable.platform);
    const client = new GatewayClient(durable.gateway.url);
    const login = await client.call('session.login', byUsername(player));
    expect(login.status).toBe(200);
    const paid = await createJpyDeposit(client, 'restart-paid-0001', '5000');
    await durable.platform.dev.approveDeposit(paid.orderNo);
    const open = await createJpyDeposit(client, 'restart-open-0002', '7000');
    expect((await jpyCash(client)).amount).toBe('105000.00');
    const ordersBefore = await client.ok<{ list: DepositOrder[] }>('deposit.orders', { page: 1, size: 10 });
    expect(ordersBefore.list.map((o) => o.orderNo).sort()).toEqual([paid.orderNo, open.orderNo].sort());

    // Killed without a chance to save anything more, then started again on the same file and port.
    await durable.kill();
    await durable.restart();

    // The same browser session goes on: same player, same money, same orders.
    const after = await jpyCash(client);
    expect(after.loggedIn).toBe(true);
    expect(after.loginName).toBe(player.loginName);
    expect(after.amount).toBe('105000.00');
    const ordersAfter = await client.ok<{ list: DepositOrder[] }>('deposit.orders', { page: 1, size: 10 });
    expect(ordersAfter.list).toEqual(ordersBefore.list);

    // A retried create still answers the first order and moves nothing; the open order can be paid.
    const retried = await createJpyDeposit(client, 'restart-paid-0001', '5000');
    expect(retried.orderNo).toBe(paid.orderNo);
    await durable.platform.dev.approveDeposit(open.orderNo);
    expect((await jpyCash(client)).amount).toBe('112000.00');

    // The account itself: a new sign-in with the password works.
    const again = new GatewayClient(durable.gateway.url);
    const relogin = await again.call('session.login', byUsername(player));
    expect(relogin.status).toBe(200);
    expect((await jpyCash(again)).amount).toBe('112000.00');
  });

  it('refuses a second platform on a data file that one is using, naming the file', async () => {
    const failure = await durable.startAnother().then(
      async (p) => {
        await p.stop();
        return 'started';
      },
      (err: Error) => err.message,
    );
    expect(failure).toContain(`${durable.file} is in use by another platform`);
  });
});
