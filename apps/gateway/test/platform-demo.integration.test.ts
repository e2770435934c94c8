/**
 * Demo mode, as `docker compose up` runs the reference platform: the compiled platform with
 * NODE_ENV=production, every secret from the environment, PLATFORM_DEMO=1 and no development endpoints.
 * A visitor signs in through the compiled gateway as demo01 / demo1234 and a deposit they make is
 * approved by the platform itself a moment later; /_dev is not served.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { request } from 'undici';
import { GatewayClient } from '@casino/testkit/client';
import { useCompiledStack } from './compiled-stack';
import { createJpyDeposit, jpyCash, type DepositOrder } from './helper';

const DEPOSIT_SUCCESS = 3;

const stack = useCompiledStack('demo', (work) => ({
  NODE_ENV: 'production',
  PLATFORM_DEV_ENDPOINTS: undefined,
  PLATFORM_STORE: undefined,
  PLATFORM_DATA_FILE: join(work, 'data/platform.sqlite'),
  PLATFORM_DEMO: '1',
  PLATFORM_DEMO_DEPOSIT_DELAY_MS: '1500',
}));

describe('the reference platform in demo mode (compiled, production)', () => {
  it('lets a visitor sign in as demo01 and approves their deposit by itself', async () => {
    const client = new GatewayClient(stack().gateway.url);
    const login = await client.call('session.login', {
      loginType: 'username',
      account: 'demo01',
      password: 'demo1234',
    });
    expect(login.status).toBe(200);
    const current = await client.ok<{ loggedIn: boolean; user: { loginName: string } }>('session.current');
    expect(current).toMatchObject({ loggedIn: true, user: { loginName: 'jcdemo01' } });
    expect((await jpyCash(client)).amount).toBe('100000.00');

    const order = await createJpyDeposit(client, 'demo-deposit-0001', '5000');
    expect(order.status).not.toBe(DEPOSIT_SUCCESS);

    // The visitor looks at their orders until the deposit shows as paid.
    await expect
      .poll(
        async () => {
          const orders = await client.ok<{ list: DepositOrder[] }>('deposit.orders', { page: 1, size: 10 });
          return orders.list.find((o) => o.orderNo === order.orderNo)?.status;
        },
        { timeout: 20_000, interval: 250 },
      )
      .toBe(DEPOSIT_SUCCESS);
    expect((await jpyCash(client)).amount).toBe('105000.00');
  });

  it('serves none of the development endpoints, even with the merchant secret', async () => {
    for (const path of ['/_dev/outbox', '/_dev/counters']) {
      const res = await request(`${stack().platform.url}${path}`, {
        headers: { 'x-dev-key': stack().keys.merchantSecret },
      });
      await res.body.dump();
      expect(res.statusCode).toBe(404);
    }
    const approve = await request(`${stack().platform.url}/_dev/deposits/approve`, {
      method: 'POST',
      headers: { 'x-dev-key': stack().keys.merchantSecret, 'content-type': 'application/json' },
      body: JSON.stringify({ orderNo: 'D1' }),
    });
    await approve.body.dump();
    expect(approve.statusCode).toBe(404);
  });
});
