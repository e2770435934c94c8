/**
 * A kiosk session belongs to its terminal: without that terminal's credential (a web client, no
 * terminal cookie, another terminal's cookie) it serves nothing, and once staff pause the terminal it
 * ends, its game money back in cash first. The terminal's own answers are never stored by a cache,
 * the terminal cookie is a short-lived credential (a new one at every start makes the old one
 * worthless, and an old one is replaced on schedule), and wrong staff credentials are limited per
 * client address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { GatewayClient } from '@casino/testkit/client';
import { byUsername, newPlayer, registerTerminal, startStack, type Stack } from './helper';

const A = { id: 'T-BIND-A', secret: 'x8Kq2mZr7VtL0pWs4NdYc6Hf' };
const B = { id: 'T-BIND-B', secret: 'Qe3Rt9Yu1Io5Pa7Sd2Fg4Hj6' };
const OPERATOR = 'Op3rAt0r-Cr3d3nt1al-9f8e7d6c5b4a';
const KIOSK = { 'x-casino-client': 'kiosk' };
const WRONG_STAFF_LIMIT = 3;

let stack: Stack;
beforeAll(async () => {
  stack = await startStack('kiosk-binding', {
    gatewayEnv: {
      KIOSK_TERMINALS: JSON.stringify([A, B]),
      KIOSK_OPERATOR_TOKEN: OPERATOR,
      KIOSK_STAFF_ATTEMPTS_PER_MIN: String(WRONG_STAFF_LIMIT),
      // Every call of a terminal gets a fresh cookie: the schedule, made visible.
      KIOSK_TERMINAL_COOKIE_ROTATE_MS: '1',
      // The games are never pinged here: a long stale time keeps the sweeper out of the test.
      GAME_WALLET_STALE_MS: String(30 * 60_000),
    },
  });
});
afterAll(async () => {
  await stack?.stop();
});

const url = () => stack.gateways[0]!.url;

const register = (t: { id: string; secret: string }) => registerTerminal(url(), t);

async function kioskCustomer(t = A) {
  const client = new GatewayClient(url(), KIOSK);
  client.jar.set('kt', await register(t));
  const player = await newPlayer(stack.platform, { JPY: '20000.00' });
  await client.ok('session.login', byUsername(player));
  return { client, player };
}

/** Another client carrying only the customer's session cookie (a copied `sid`). */
function withSid(from: GatewayClient, headers: Record<string, string>, kt?: string) {
  const c = new GatewayClient(url(), headers);
  c.jar.set('sid', from.jar.get('sid')!);
  if (kt) c.jar.set('kt', kt);
  return c;
}

const staff = (action: string, id: string) =>
  request(`${url()}/kiosk-api/ops/terminals/${id}/${action}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${OPERATOR}` },
  });

describe('a kiosk session', () => {
  it('is refused without its terminal credential: as a web client, without a terminal cookie, from another terminal', async () => {
    const { client } = await kioskCustomer();
    expect((await client.call('account.playerInfo', {})).ok).toBe(true);
    const otherTerminal = await register(B);
    const thieves = {
      'web client': withSid(client, { 'x-casino-client': 'web' }),
      'another terminal': withSid(client, KIOSK, otherTerminal),
    };
    for (const [who, c] of Object.entries(thieves)) {
      const info = await c.call('account.playerInfo', {});
      expect(info.status, who).toBe(401);
      const cashout = await c.call('gameWallets.returnAll', { reason: 'cashout' });
      expect(cashout.ok, who).toBe(false);
    }
    // The customer at the terminal goes on.
    expect((await client.call('account.playerInfo', {})).ok).toBe(true);
  });

  it('ends when staff pause its terminal, its game money back in cash first', async () => {
    const { client } = await kioskCustomer();
    await client.ok('gameWallets.open', { platformCode: 'JPT', gameId: 'jpt-sakura-fortune' });
    await client.ok('games.transferRegister', { platformCode: 'JPT' });
    await client.ok('games.transferIn', {
      platformCode: 'JPT',
      amount: '5000',
      clientOrderId: `t${Math.random().toString(36).slice(2, 14)}`,
    });
    const lock = await staff('lock', A.id);
    await lock.body.dump();
    expect(lock.statusCode).toBe(200);
    try {
      const after = await client.call('gameWallets.returnAll', { reason: 'cashout' });
      expect(after.status).toBe(401);
      expect((await client.ok<{ loggedIn: boolean }>('session.current')).loggedIn).toBe(false);
      // The money came back to cash before the session ended: the terminal keeps the statement.
      const who = await client.get('/kiosk-api/terminal', KIOSK);
      const statement = (JSON.parse(who.body.toString()) as { statement: { lines: unknown[] } | null })
        .statement;
      expect(statement?.lines).toEqual([
        expect.objectContaining({ platformCode: 'JPT', currency: 'JPY', amount: '5000.00' }),
      ]);
    } finally {
      (await staff('unlock', A.id)).body.dump().catch(() => undefined);
    }
  });
});

describe("the terminal's credential", () => {
  it('/kiosk-api/terminal, with the kept statement of a customer, is never stored by a cache', async () => {
    const client = new GatewayClient(url(), KIOSK);
    client.jar.set('kt', await register(A));
    const r = await client.get('/kiosk-api/terminal', KIOSK);
    expect(r.status).toBe(200);
    expect(r.headers['cache-control']).toBe('no-store');
  });

  it('a new start makes the older cookie worthless, and a cookie is replaced on schedule', async () => {
    const first = await register(B);
    const second = await register(B);
    expect(second).not.toBe(first);
    const old = await request(`${url()}/kiosk-api/terminal`, {
      headers: { ...KIOSK, cookie: `kt=${first}` },
    });
    await old.body.dump();
    expect(old.statusCode).toBe(403);
    const client = new GatewayClient(url(), KIOSK);
    client.jar.set('kt', second);
    const r = await client.get('/kiosk-api/terminal', KIOSK);
    expect(r.status).toBe(200);
    // Past KIOSK_TERMINAL_COOKIE_ROTATE_MS the answer carries a new cookie, which works in turn.
    expect(client.jar.get('kt')).not.toBe(second);
    expect((await client.get('/kiosk-api/terminal', KIOSK)).status).toBe(200);
    // The cookie is not a year-long bearer any more.
    const setCookie = ([] as string[]).concat(r.headers['set-cookie'] ?? []).find((c) => c.startsWith('kt='));
    const maxAge = Number(/max-age=(\d+)/i.exec(setCookie ?? '')?.[1]);
    expect(maxAge).toBeLessThanOrEqual(24 * 3600);
  });

  it('wrong staff credentials are limited per address: after the limit the right one waits too', async () => {
    const ops = (token: string) =>
      request(`${url()}/kiosk-api/ops/me`, {
        headers: { authorization: `Bearer ${token}` },
      });
    const statuses: number[] = [];
    for (let i = 0; i < WRONG_STAFF_LIMIT + 2; i++) {
      const r = await ops(`wrong-credential-${i}-aaaaaaaaaaaaaaaa`);
      await r.body.dump();
      statuses.push(r.statusCode);
    }
    expect(statuses.slice(0, WRONG_STAFF_LIMIT)).toEqual(Array(WRONG_STAFF_LIMIT).fill(401));
    expect(statuses.slice(WRONG_STAFF_LIMIT)).toEqual([429, 429]);
    const right = await ops(OPERATOR);
    await right.body.dump();
    expect(right.statusCode).toBe(429);
  });
});
