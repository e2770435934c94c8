/**
 * A kiosk cash-out whose answer was lost (docs/gateway.md, "Always a statement"): the cash-out reached
 * the gateway and moved the money, but the terminal never saw the answer. Whatever the terminal does
 * next — read its kept statement, or send the cash-out again — the customer gets the statement of
 * that visit's money, never an empty second answer; and a retry moves nothing twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayClient } from '@casino/testkit/client';
import { byUsername, newPlayer, registerTerminal, startStack, type Stack } from './helper';

const TERMINAL = { id: 'T-RETRY', secret: 'terminal-secret-for-the-cashout-retry-test' };
const KIOSK = { 'x-casino-client': 'kiosk' };

interface Statement {
  id: string;
  at: number;
  reason: string;
  lines: { platformCode: string; currency: string; amount: string }[];
  cashBalances: { currency: string; amount: string }[];
}

let stack: Stack;
beforeAll(async () => {
  stack = await startStack('kiosk-cashout-retry', {
    // The games are never pinged here: a long stale time keeps the sweeper out of the test.
    gatewayEnv: {
      KIOSK_TERMINALS: JSON.stringify([TERMINAL]),
      GAME_WALLET_STALE_MS: String(30 * 60_000),
    },
  });
});
afterAll(async () => {
  await stack?.stop();
});

/** The terminal registered (its cookie), then a customer signed in on it: one browser. */
async function kioskCustomer() {
  const url = stack.gateways[0]!.url;
  const client = new GatewayClient(url, KIOSK);
  client.jar.set('kt', await registerTerminal(url, TERMINAL));
  const player = await newPlayer(stack.platform, { JPY: '20000.00' });
  await client.ok('session.login', byUsername(player));
  return { client, player };
}

/** The terminal's own who-am-I: its kept statement. */
async function keptStatement(client: GatewayClient): Promise<Statement | null> {
  const r = await client.get('/kiosk-api/terminal', KIOSK);
  expect(r.status).toBe(200);
  return (JSON.parse(r.body.toString()) as { statement: Statement | null }).statement;
}

async function fundGame(client: GatewayClient, amount: string) {
  await client.ok('gameWallets.open', { platformCode: 'JPT', gameId: 'jpt-sakura-fortune' });
  await client.ok('games.transferRegister', { platformCode: 'JPT' });
  await client.ok('games.transferIn', {
    platformCode: 'JPT',
    amount,
    clientOrderId: `t${Math.random().toString(36).slice(2, 14)}`,
  });
}

const jptLine = expect.objectContaining({ platformCode: 'JPT', currency: 'JPY', amount: '20000.00' });

describe('a kiosk cash-out whose answer was lost', () => {
  it('is answered again with the statement of the real return, and keeps it for the terminal', async () => {
    const { client } = await kioskCustomer();
    await fundGame(client, '20000');

    // The cash-out reaches the gateway and moves the money; its answer never reaches the terminal.
    const first = await client.ok<Statement>('gameWallets.returnAll', { reason: 'cashout' });
    expect(first.lines).toEqual([jptLine]);

    // The terminal's kept statement is that one.
    expect((await keptStatement(client))?.id).toBe(first.id);

    // The terminal, not knowing, sends the cash-out again: nothing moves, and the answer is the
    // statement of the visit's money (the same reference), not an empty one.
    await stack.platform.dev.resetCounters();
    const retry = await client.ok<Statement>('gameWallets.returnAll', { reason: 'cashout' });
    expect(retry.id).toBe(first.id);
    expect(retry.lines).toEqual([jptLine]);
    expect(retry.cashBalances.find((c) => c.currency === 'JPY')?.amount).toBe('20000.00');

    // The kept statement was not replaced by an empty one.
    const kept = await keptStatement(client);
    expect(kept?.id).toBe(first.id);
    expect(kept?.lines).toEqual([jptLine]);
    await client.ok('session.logout');
  });

  it('a retry that does move money adds it to the visit statement', async () => {
    const { client } = await kioskCustomer();
    await fundGame(client, '15000');
    const first = await client.ok<Statement>('gameWallets.returnAll', { reason: 'cashout' });
    expect(first.lines).toEqual([expect.objectContaining({ platformCode: 'JPT', amount: '15000.00' })]);
    // Money that reached a game afterwards (a late transfer of the same visit) comes back with the
    // retry, and the statement the customer gets is the whole visit's.
    await fundGame(client, '5000');
    const retry = await client.ok<Statement>('gameWallets.returnAll', { reason: 'cashout' });
    expect(retry.id).toBe(first.id);
    expect(retry.lines.reduce((sum, l) => sum + Number(l.amount), 0)).toBe(20000);
    expect((await keptStatement(client))?.lines).toEqual(retry.lines);
    await client.ok('session.logout');
  });

  it("never merges another visit's statement into a new cash-out", async () => {
    const a = await kioskCustomer();
    await fundGame(a.client, '20000');
    const first = await a.client.ok<Statement>('gameWallets.returnAll', { reason: 'cashout' });
    await a.client.ok('session.logout');
    // The next customer on the same terminal, before anyone acknowledged the first statement.
    const b = await kioskCustomer();
    const second = await b.client.ok<Statement>('gameWallets.returnAll', { reason: 'cashout' });
    expect(second.id).not.toBe(first.id);
    expect(second.lines).toEqual([]);
    await b.client.ok('session.logout');
  });
});
