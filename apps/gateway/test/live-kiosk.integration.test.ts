/**
 * The live channel on a kiosk terminal and in the staff view: the terminal's stream (its credential
 * cookie, with or without a customer signed in) carries staff commands and its kept statement; the
 * staff view's stream (bearer credential, its venue only) carries every terminal's status as it changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { GatewayClient } from '@casino/testkit/client';
import { openLiveStream } from '@casino/testkit/live-stream';
import type { StaffEvent } from '@casino/shared/live/events';
import { byUsername, newPlayer, registerTerminal, startStack, type Stack } from './helper';
import { cashOf, liveStream } from './live-support';

const T1 = { id: 'T-LIVE-1', secret: 'terminal-secret-live-0001-abcdef', venue: 'HALL-A' };
const T2 = { id: 'T-LIVE-2', secret: 'terminal-secret-live-0002-abcdef', venue: 'HALL-B' };
const OPERATOR = 'operator-credential-for-the-live-kiosk-test';
const STAFF_B = 'staff-credential-hall-b-live-0123456789';
const KIOSK = { 'x-casino-client': 'kiosk' };

let stack: Stack;
beforeAll(async () => {
  stack = await startStack('livekiosk', {
    gatewayEnv: {
      KIOSK_TERMINALS: JSON.stringify([T1, T2]),
      KIOSK_OPERATOR_TOKEN: OPERATOR,
      KIOSK_STAFF: JSON.stringify([{ venue: 'HALL-B', token: STAFF_B }]),
      GAME_WALLET_STALE_MS: String(30 * 60_000),
    },
  });
});
afterAll(async () => {
  await stack?.stop();
});

/** A registered terminal: a browser holding the terminal's credential cookie. */
async function terminal(t: { id: string; secret: string }) {
  const url = stack.gateways[0]!.url;
  const client = new GatewayClient(url, KIOSK);
  client.jar.set('kt', await registerTerminal(url, t));
  return client;
}

async function staffAction(token: string, id: string, action: 'lock' | 'unlock' | 'reload') {
  const r = await request(`${stack.gateways[0]!.url}/kiosk-api/ops/terminals/${id}/${action}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  await r.body.dump();
  return r.statusCode;
}

describe('a kiosk terminal’s stream', () => {
  it('with nobody signed in: a snapshot of the terminal, then staff pause, resume and reload', async () => {
    const client = await terminal(T1);
    const s = await liveStream(client);
    try {
      const snap = await s.next((e) => e.type === 'snapshot');
      expect(snap).toMatchObject({
        player: null,
        terminal: { terminalId: T1.id, paused: false, statement: null },
      });
      expect(await staffAction(OPERATOR, T1.id, 'lock')).toBe(200);
      expect(await s.next((e) => e.type === 'terminal-command')).toMatchObject({ command: 'pause' });
      expect(await staffAction(OPERATOR, T1.id, 'unlock')).toBe(200);
      await s.next((e) => e.type === 'terminal-command' && e.command === 'resume');
      expect(await staffAction(OPERATOR, T1.id, 'reload')).toBe(200);
      await s.next((e) => e.type === 'terminal-command' && e.command === 'reload');
    } finally {
      s.close();
    }
    // A terminal's restarted page learns a pause in force from its snapshot.
    expect(await staffAction(OPERATOR, T1.id, 'lock')).toBe(200);
    const again = await liveStream(client);
    try {
      expect(await again.next((e) => e.type === 'snapshot')).toMatchObject({ terminal: { paused: true } });
    } finally {
      again.close();
      expect(await staffAction(OPERATOR, T1.id, 'unlock')).toBe(200);
    }
  });

  it('with a customer: money and the cash-out statement, which the restarted page finds in its snapshot', async () => {
    const client = await terminal(T2);
    const player = await newPlayer(stack.platform, { JPY: '20000.00' });
    await client.ok('session.login', byUsername(player));
    const s = await liveStream(client);
    try {
      const snap = await s.next((e) => e.type === 'snapshot');
      expect(snap).toMatchObject({
        player: { loginName: player.loginName },
        terminal: { terminalId: T2.id },
      });
      await client.ok('gameWallets.open', { platformCode: 'JPT', gameId: 'jpt-sakura-fortune' });
      await client.ok('games.transferRegister', { platformCode: 'JPT' });
      await client.ok('games.transferIn', {
        platformCode: 'JPT',
        amount: '20000',
        clientOrderId: 'livekiosk0001',
      });
      await s.next((e) => e.type === 'wallets' && cashOf(e) === '0.00');
      const statement = await client.ok<{ id: string }>('gameWallets.returnAll', { reason: 'cashout' });
      const kept = await s.next((e) => e.type === 'terminal-statement');
      expect(kept.type === 'terminal-statement' && kept.statement?.id).toBe(statement.id);
    } finally {
      s.close();
    }
    // The terminal's page restarted (a crash): its stream's snapshot carries the statement to show.
    const fresh = await terminal(T2);
    const after = await liveStream(fresh);
    try {
      const snap = await after.next((e) => e.type === 'snapshot');
      expect(snap.type === 'snapshot' && snap.terminal?.statement?.lines).toEqual([
        expect.objectContaining({ platformCode: 'JPT', amount: '20000.00' }),
      ]);
    } finally {
      after.close();
    }
  });
});

describe('the staff view’s stream', () => {
  it('lists the credential’s terminals, then each change; another venue’s never', async () => {
    const staff = await openLiveStream<StaffEvent>(new GatewayClient(stack.gateways[0]!.url), {
      path: 'live.staff',
      headers: { authorization: `Bearer ${STAFF_B}` },
    });
    try {
      const first = await staff.next((e) => e.type === 'terminals');
      expect(first.type === 'terminals' && first.terminals.map((t) => t.id)).toEqual([T2.id]);
      expect(await staffAction(OPERATOR, T1.id, 'lock')).toBe(200);
      expect(await staffAction(STAFF_B, T2.id, 'lock')).toBe(200);
      const changed = await staff.next((e) => e.type === 'terminal' && e.terminal.locked);
      expect(changed.type === 'terminal' && changed.terminal.id).toBe(T2.id);
      // A heartbeat of the terminal: its status reaches the staff view at once.
      const t2 = await terminal(T2);
      await request(`${stack.gateways[0]!.url}/kiosk-api/heartbeat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...KIOSK, cookie: t2.cookieHeader() },
        body: JSON.stringify({
          version: 'live-test',
          uptimeMs: 1,
          openGames: [],
          screen: 'attract',
          signedIn: false,
        }),
      }).then((r) => r.body.dump());
      const seen = await staff.next((e) => e.type === 'terminal' && e.terminal.version === 'live-test');
      expect(seen.type === 'terminal' && seen.terminal).toMatchObject({ id: T2.id, online: true });
      expect(
        staff.events.every(
          (e) =>
            e.data.type === 'terminals' || (e.data.type === 'terminal' && e.data.terminal.venue === 'HALL-B'),
        ),
      ).toBe(true);
    } finally {
      staff.close();
      await staffAction(OPERATOR, T1.id, 'unlock');
      await staffAction(OPERATOR, T2.id, 'unlock');
    }
  });

  it('refuses a stream without a staff credential', async () => {
    const s = await openLiveStream(new GatewayClient(stack.gateways[0]!.url), { path: 'live.staff' });
    expect((await s.ended()).error).toMatchObject({ data: { code: 'UNAUTHORIZED' } });
  });
});
