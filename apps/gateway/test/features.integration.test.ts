/**
 * Gateway behaviours a client relies on: the session view (wallet order, display decimals), language
 * of upstream messages, logout revoking upstream, caches shared by instances (one upstream call per
 * expiry), the day's fingerprint per device, and KYC pictures streamed through the authenticated
 * blob route.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayClient } from '@casino/testkit/client';
import { newPlayer, PASSWORD, startStack, type Stack } from './helper';

const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
let stack: Stack;
beforeAll(async () => {
  stack = await startStack('features', { gateways: 2 });
});
afterAll(async () => {
  await stack?.stop();
});

async function login(balances?: Record<string, string>, i = 0) {
  const player = await newPlayer(stack.platform, balances);
  const client = stack.client(i);
  const r = await client.call('session.login', {
    loginType: 'email',
    account: player.email,
    password: PASSWORD,
  });
  expect(r.ok, r.raw).toBe(true);
  return { client, player, view: r.data as SessionLike };
}

interface SessionLike {
  loggedIn: boolean;
  language: string;
  user: {
    loginName: string;
    wallets: { currency: string; amount: string; decimals: number; display: string }[];
  };
  kyc: { auditStatus: number } | null;
  afterLogin: { addInfoStep: number; showRegisterSuccess: boolean };
}

describe('session view', () => {
  it('answers the wallets in the wallet order with their display decimals', async () => {
    const { view } = await login({ BTC: '0.12345678', USD: '10.5', JPY: '1000', USDT: '3' });
    const wallets = view.user.wallets.filter((w) => ['JPY', 'USD', 'USDT', 'BTC'].includes(w.currency));
    expect(wallets.map((w) => w.currency)).toEqual(['JPY', 'USD', 'USDT', 'BTC']);
    const byCur = Object.fromEntries(wallets.map((w) => [w.currency, w]));
    expect(byCur.JPY).toMatchObject({ decimals: 2, display: '1000.00' });
    expect(byCur.USD).toMatchObject({ decimals: 2, display: '10.50' });
    expect(byCur.BTC).toMatchObject({ decimals: 8, display: '0.12345678' });
    expect(view.kyc?.auditStatus).toBeGreaterThanOrEqual(0);
  });

  it('asks the platform for messages in the session language', async () => {
    const { client } = await login();
    const ja = await client.call('wallet.bankCardDelete', { id: 'no-such-card' });
    expect(ja.ok).toBe(false);
    expect((await client.call('session.setLanguage', { language: 'en-US' })).ok).toBe(true);
    const en = await client.call('wallet.bankCardDelete', { id: 'no-such-card' });
    expect(en.error?.data.upstreamCode).toBe(ja.error?.data.upstreamCode);
    expect(en.error?.data.upstreamMessage).not.toBe(ja.error?.data.upstreamMessage);
    expect(en.error?.data.upstreamMessage).toMatch(/[A-Za-z]/);
    expect(((await client.ok('session.current')) as SessionLike).language).toBe('en-US');
  });

  it('revokes the upstream tokens at logout and forgets the session', async () => {
    const { client } = await login();
    await stack.platform.dev.resetCounters();
    expect((await client.call('session.logout')).ok).toBe(true);
    const { requests } = await stack.platform.dev.counters();
    expect(requests['/auth/oauth/logout']).toBe(1);
    expect(((await client.ok('session.current')) as SessionLike).loggedIn).toBe(false);
  });
});

describe('shared caches', () => {
  it('makes one upstream call for the common config however many ask, over two instances', async () => {
    const clients = [stack.client(0), stack.client(1)];
    await stack.platform.dev.resetCounters();
    const rs = await Promise.all(
      Array.from({ length: 40 }, (_, i) => clients[i % 2]!.call('common.config', {})),
    );
    expect(rs.every((r) => r.ok)).toBe(true);
    const { requests } = await stack.platform.dev.counters();
    expect(requests['/api/v1/common/config']).toBe(1);
  });

  it("saves a device's fingerprint once a day", async () => {
    const device = new GatewayClient(stack.gateways[0]!.url);
    await stack.platform.dev.resetCounters();
    const a = await device.call('risk.saveFingerprint', { visitorId: 'visitor-a' });
    const b = await device.call('risk.saveFingerprint', { visitorId: 'visitor-a' });
    expect(a.ok && b.ok).toBe(true);
    expect(b.data).toEqual(a.data);
    const other = await new GatewayClient(stack.gateways[1]!.url).call('risk.saveFingerprint', {
      visitorId: 'visitor-b',
    });
    expect(other.ok).toBe(true);
    const { requests } = await stack.platform.dev.counters();
    expect(requests['/api/v1/player/fingerprint/save']).toBe(2);
  });
});

describe('blob route', () => {
  it('streams a KYC picture only to the session that asked for it', async () => {
    const { client } = await login();
    const up = await client.call<{ pictureId: string }>('kyc.uploadKycPicture', {
      level: 2,
      kind: 'front',
      fileName: 'front.png',
      contentType: 'image/png',
      data: PNG,
    });
    expect(up.ok, up.raw).toBe(true);
    const link = await client.call<{ url: string }>('kyc.downloadPlayerPicture', {
      pictureId: up.data!.pictureId,
    });
    expect(link.ok, link.raw).toBe(true);
    const url = link.data!.url;
    expect(url).toMatch(/^\/blob\/[A-Za-z0-9_-]+$/);

    const got = await client.get(url);
    expect(got.status).toBe(200);
    expect(String(got.headers['content-type'])).toContain('image/png');
    expect(String(got.headers['cache-control'])).toContain('no-store');
    expect(got.body.equals(Buffer.from(PNG, 'base64'))).toBe(true);

    expect((await new GatewayClient(stack.gateways[0]!.url).get(url)).status).toBe(401);
    const { client: stranger } = await login();
    expect((await stranger.get(url)).status).toBe(404);
  });
});
