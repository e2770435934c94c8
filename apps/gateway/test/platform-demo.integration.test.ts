/**
 * Demo mode, as `docker compose up` runs the reference platform: the compiled platform with
 * NODE_ENV=production, every secret from the environment, PLATFORM_DEMO=1 and no development endpoints.
 * A visitor signs in through the compiled gateway as demo01 / demo1234 and a deposit they make is
 * approved by the platform itself a moment later; /_dev is not served.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { GatewayClient } from '@casino/testkit/client';
import { startGateway, type TestGateway } from '@casino/testkit/gateway';
import { makeTestKeys } from '@casino/testkit/keys';
import { startPlatform, type TestPlatform } from '@casino/testkit/platform';
import { releaseRedis, testRedis, uniquePrefix, type TestRedis } from '@casino/testkit/redis';
import { repoRoot } from '@casino/testkit/repo';

const tag = `demo-${process.pid}`;
/** The package's test script has just built dist/ (TESTKIT_SERVICES=compiled): that build runs here. */
const prebuilt = process.env.TESTKIT_SERVICES === 'compiled';
const out = prebuilt
  ? { platform: join(repoRoot, 'apps/platform/dist'), gateway: join(repoRoot, 'apps/gateway/dist') }
  : {
      platform: join(repoRoot, 'apps/platform/.tmp', tag),
      gateway: join(repoRoot, 'apps/gateway/.tmp', tag),
    };
const dataDir = mkdtempSync(join(tmpdir(), 'platform-demo-'));

function build(app: 'platform' | 'gateway') {
  if (prebuilt) return join(out[app], 'server.js');
  execFileSync(
    process.execPath,
    [
      join(repoRoot, 'scripts/build-service.mjs'),
      join(repoRoot, 'apps', app),
      'server',
      `--outdir=${out[app]}`,
    ],
    { stdio: 'inherit' },
  );
  return join(out[app], 'server.js');
}

interface Wallet {
  currency: string;
  amount: string;
}
interface DepositOrder {
  orderNo: string;
  status: number;
}
const DEPOSIT_SUCCESS = 3;

let redis: TestRedis;
let platform: TestPlatform;
let gateway: TestGateway;
const prefix = uniquePrefix('demo');
const keys = makeTestKeys();

beforeAll(async () => {
  const platformJs = build('platform');
  const gatewayJs = build('gateway');
  redis = await testRedis();
  platform = await startPlatform({
    keys,
    entry: platformJs,
    env: {
      NODE_ENV: 'production',
      PLATFORM_DEV_ENDPOINTS: undefined,
      PLATFORM_STORE: undefined,
      PLATFORM_DATA_FILE: join(dataDir, 'platform.sqlite'),
      PLATFORM_KEY_DIR: join(dataDir, 'no-keys-here'),
      PLATFORM_RSA_PRIVATE_KEY: keys.privateKeyPem,
      PLATFORM_MERCHANT_CODE: keys.merchantCode,
      PLATFORM_MERCHANT_SECRET: keys.merchantSecret,
      PLATFORM_CLIENT_ID: keys.clientId,
      PLATFORM_CLIENT_SECRET: keys.clientSecret,
      PLATFORM_DEMO: '1',
      PLATFORM_DEMO_DEPOSIT_DELAY_MS: '1500',
    },
  });
  gateway = await startGateway({ platform, redisUrl: redis.url, prefix, entry: gatewayJs });
}, 120_000);

afterAll(async () => {
  await gateway?.stop();
  await platform?.stop();
  await releaseRedis(redis, prefix);
  for (const dir of [...(prebuilt ? [] : Object.values(out)), dataDir])
    rmSync(dir, { recursive: true, force: true });
});

async function jpy(client: GatewayClient) {
  const view = await client.ok<{ user: { wallets: Wallet[] } }>('session.current');
  return view.user.wallets.find((w) => w.currency === 'JPY')!.amount;
}

describe('the reference platform in demo mode (compiled, production)', () => {
  it('lets a visitor sign in as demo01 and approves their deposit by itself', async () => {
    const client = new GatewayClient(gateway.url);
    const login = await client.call('session.login', {
      loginType: 'username',
      account: 'demo01',
      password: 'demo1234',
    });
    expect(login.status).toBe(200);
    const current = await client.ok<{ loggedIn: boolean; user: { loginName: string } }>('session.current');
    expect(current).toMatchObject({ loggedIn: true, user: { loginName: 'jcdemo01' } });
    expect(await jpy(client)).toBe('100000.00');

    const order = await client.ok<DepositOrder>('deposit.create', {
      clientOrderId: 'demo-deposit-0001',
      currency: 'JPY',
      amount: '5000',
      channelCode: 'BANK_JP',
    });
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
    expect(await jpy(client)).toBe('105000.00');
  });

  it('serves none of the development endpoints, even with the merchant secret', async () => {
    for (const path of ['/_dev/outbox', '/_dev/counters']) {
      const res = await request(`${platform.url}${path}`, {
        headers: { 'x-dev-key': keys.merchantSecret },
      });
      await res.body.dump();
      expect(res.statusCode).toBe(404);
    }
    const approve = await request(`${platform.url}/_dev/deposits/approve`, {
      method: 'POST',
      headers: { 'x-dev-key': keys.merchantSecret, 'content-type': 'application/json' },
      body: JSON.stringify({ orderNo: 'D1' }),
    });
    await approve.body.dump();
    expect(approve.statusCode).toBe(404);
  });
});
