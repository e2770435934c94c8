/**
 * The platform slow, hung, resetting, answering 5xx and gone, through a fault-injecting TCP proxy
 * between the gateway and the platform: every failure is a clear error (504 at the configured
 * time-out, 502, 503) without internals, the gateway never retries on its own, and the money calls
 * (deposit, withdrawal, transfer into a game wallet) stay idempotent: a failed call followed by the
 * client's retry with the same clientOrderId moves the money exactly once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryByProcedure } from '@casino/shared/catalog/index';
import type { CallResult, GatewayClient } from '@casino/testkit/client';
import { BANK_CARD, loggedIn, PASSWORD, WITHDRAW_PASSWORD } from '../helper';
import type { FaultMode } from './fault-proxy';
import { assertAlive, platformRequests, startFaultStack, type FaultStack } from './fault-stack';

const TIMEOUT_MS = 1500;
let stack: FaultStack;
let player: GatewayClient;
let bankCardId: string;

beforeAll(async () => {
  stack = await startFaultStack('upstream-faults', {
    // The card is withdrawn to at once: no cooling period here (secrets.integration.test.ts has it).
    gatewayEnv: { UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS), PAYOUT_COOLING_MS: '0' },
    platformEnv: { PLATFORM_PAYOUT_COOLING_MS: '0' },
  });
  let loginName: string;
  ({
    client: player,
    player: { loginName },
  } = await loggedIn(stack));
  await stack.platform.dev.call('POST', '/withdraw-password', { loginName, password: WITHDRAW_PASSWORD });
  const card = await player.ok<{ id: string }>('wallet.bankCardAdd', {
    ...BANK_CARD,
    withdrawPassword: WITHDRAW_PASSWORD,
  });
  bankCardId = card.id;
});
afterAll(async () => {
  await stack?.stop();
});

async function withFault<T>(mode: FaultMode, fn: () => Promise<T>): Promise<T> {
  stack.upstreamProxy.setMode(mode);
  try {
    return await fn();
  } finally {
    stack.upstreamProxy.setMode({ kind: 'pass' });
  }
}

function expectClean(r: CallResult, status: number, code: string) {
  expect(r.status, r.raw.slice(0, 300)).toBe(status);
  expect(r.error?.data.code).toBe(code);
  expect(r.error?.data.messageKey).toBeTruthy();
  expect(r.raw).not.toMatch(/ECONN|UND_ERR|socket|127\.0\.0\.1|at .*\.ts|<html/i);
}

const timed = async (fn: () => Promise<CallResult>) => {
  const t = Date.now();
  const r = await fn();
  return { r, ms: Date.now() - t };
};

describe('upstream transport failures', () => {
  it('times out at the configured value with 504 when the platform answers too late or never', async () => {
    for (const mode of [
      { kind: 'slow', ms: TIMEOUT_MS * 3, direction: 'response' },
      { kind: 'blackhole' },
    ] as const) {
      const { r, ms } = await withFault(mode, () => timed(() => player.call('games.providers', {})));
      expectClean(r, 504, 'GATEWAY_TIMEOUT');
      expect(r.error?.data.messageKey).toBe('errors.network.timeout');
      expect(ms, mode.kind).toBeGreaterThanOrEqual(TIMEOUT_MS - 100);
      expect(ms, mode.kind).toBeLessThan(TIMEOUT_MS * 3);
    }
  });

  it('answers 502 when the platform resets the connection or answers 5xx', async () => {
    for (const mode of [
      { kind: 'reset' },
      { kind: 'http', status: 500 },
      { kind: 'http', status: 502 },
      { kind: 'http', status: 503 },
    ] as const) {
      const r = await withFault(mode, () => player.call('games.providers', {}));
      expectClean(r, 502, 'BAD_GATEWAY');
    }
  });

  it('answers 502 or 503 at once when the platform is gone, and keeps the session', async () => {
    const { r, ms } = await withFault({ kind: 'down' }, () =>
      timed(() => player.call('account.playerInfo', {})),
    );
    expect([502, 503]).toContain(r.status);
    expect(r.raw).not.toMatch(/ECONN|UND_ERR|127\.0\.0\.1/);
    expect(ms).toBeLessThan(TIMEOUT_MS);
    expect(player.jar.has('sid')).toBe(true);
    expect((await player.call('account.playerInfo', {})).ok).toBe(true);
  });

  it('does not log anyone in or out when the login call fails upstream', async () => {
    const fresh = stack.client();
    const { player: p } = await loggedIn(stack);
    const r = await withFault({ kind: 'reset' }, () =>
      fresh.call('session.login', { loginType: 'username', account: p.username, password: PASSWORD }),
    );
    expect(r.status).toBeGreaterThanOrEqual(502);
    expect(fresh.jar.has('sid')).toBe(false);
    assertAlive(stack.gateways[0]!);
  });
});

/** JPY cash of the player, from the current session view. */
async function cashJpy(c: GatewayClient): Promise<number> {
  const cur = await c.ok<{ user: { wallets: { currency: string; amount: string }[] } }>('session.current');
  return Number(cur.user.wallets.find((w) => w.currency === 'JPY')!.amount);
}

const orderId = (tag: string) => `${tag}-${Math.random().toString(36).slice(2, 12)}`;

interface MoneyCase {
  procedure: string;
  input: (clientOrderId: string) => Record<string, unknown>;
  /** How the cash balance moves when the call succeeds once. */
  cashDelta: number;
  /** Orders with this clientOrderId the platform keeps (undefined: no list to check). */
  orders?: (c: GatewayClient, clientOrderId: string) => Promise<number>;
}

const countOrders = (procedure: string) => async (c: GatewayClient, id: string) => {
  const page = await c.ok<{ list: { clientOrderId: string }[] }>(procedure, { pageNo: 1, pageSize: 100 });
  return page.list.filter((o) => o.clientOrderId === id).length;
};

const MONEY: MoneyCase[] = [
  {
    procedure: 'deposit.create',
    input: (id) => ({ clientOrderId: id, currency: 'JPY', amount: '5000', channelCode: 'BANK_JP' }),
    cashDelta: 0, // a deposit order moves money only when paid
    orders: countOrders('deposit.orders'),
  },
  {
    procedure: 'withdraw.create',
    input: (id) => ({
      clientOrderId: id,
      currency: 'JPY',
      amount: '3000',
      methodCode: 'BANK_JP',
      bankCardId,
      withdrawPassword: WITHDRAW_PASSWORD,
    }),
    cashDelta: -3000,
    orders: countOrders('withdraw.orders'),
  },
  {
    procedure: 'games.transferIn',
    input: (id) => ({ platformCode: 'JPT', currency: 'JPY', amount: '1000', clientOrderId: id }),
    cashDelta: -1000,
  },
];

describe('money calls stay idempotent through upstream failures', () => {
  for (const m of MONEY) {
    for (const fault of [
      { kind: 'reset' },
      { kind: 'slow', ms: TIMEOUT_MS * 2, direction: 'response' },
    ] as const) {
      it(`${m.procedure}: ${fault.kind} after the platform acted, then the client's retry, moves money once`, async () => {
        const path = entryByProcedure(m.procedure)!.path;
        const id = orderId('RES');
        const before = await cashJpy(player);
        await stack.platform.dev.resetCounters();

        const failed = await withFault(fault, () => player.call(m.procedure, m.input(id)));
        expect(failed.status, failed.raw.slice(0, 300)).toBe(fault.kind === 'reset' ? 502 : 504);
        // The platform got the call exactly once: the gateway did not retry it by itself.
        await new Promise((r) => setTimeout(r, fault.kind === 'slow' ? fault.ms : 100));
        expect(await platformRequests(stack, [path])).toBe(1);

        const retried = await player.call<{ clientOrderId?: string }>(m.procedure, m.input(id));
        expect(retried.ok, retried.raw.slice(0, 300)).toBe(true);
        expect(await platformRequests(stack, [path])).toBe(2);
        const again = await player.call(m.procedure, m.input(id));
        expect(again.ok).toBe(true);

        expect(await cashJpy(player)).toBe(before + m.cashDelta);
        if (m.orders) expect(await m.orders(player, id)).toBe(1);
      });
    }
  }
});

describe('after all of it', () => {
  it('still serves, never crashed, and logged no secret', async () => {
    expect((await player.call('account.playerInfo', {})).ok).toBe(true);
    assertAlive(stack.gateways[0]!);
    const logs = stack.gateways[0]!.logs.join('\n');
    const { keys } = stack.platform;
    for (const s of [PASSWORD, keys.merchantSecret, keys.clientSecret, player.jar.get('sid')!])
      expect(logs.includes(s)).toBe(false);
    expect(logs.match(/[A-Za-z0-9_-]{43,}/g) ?? []).toEqual([]);
  });
});
