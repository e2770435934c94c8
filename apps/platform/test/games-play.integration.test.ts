/**
 * Playing over HTTP: demo and real launches, the single-use launch token, the transfer wallet, spins
 * posted to the ledger once per round id, jackpots growing from bets, self-exclusion and 110069.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { toUnits, fromUnits } from '@casino/shared/schemas/money';
import { fixturesFor, OUTCOMES, SPORTS_MARGIN } from '../src/domain/games/sports';
import { useTestPlatform } from './harness';
import { playerCash, playerGamePrefix } from '../src/core/accounts';

const p = useTestPlatform();
const seenBets: { playerId: string; roundId: string }[] = [];

beforeAll(async () => {
  p.state.events.on('bet', (_s, e) => seenBets.push({ playerId: e.playerId, roundId: e.roundId }));
});

/** A player with a JPY cash balance and an access token (created directly: no login needed here). */
async function player(jpy = '10000') {
  const username = 'g' + randomBytes(5).toString('hex');
  const { id, loginName } = await p.dev<{ id: string; loginName: string }>('POST', '/players', {
    username,
    password: 'secret123',
    balances: { JPY: jpy },
  });
  const { access_token: token } = p.state.tokens.issue(id, { accessMs: 600_000, refreshMs: 600_000 });
  return { id, loginName, token };
}

async function http(method: 'GET' | 'POST', path: string, body?: unknown, session?: string) {
  const res = await request(`${p.url}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(session ? { 'x-game-session': session } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.body.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    /* html */
  }
  return { status: res.statusCode, headers: res.headers, text, json };
}

const tokenOf = (gameUrl: string) => new URL(gameUrl).hash.replace('#t=', '');
const cash = (id: string) => fromUnits(p.state.ledger.balance(playerCash(id), 'JPY'));
const gameWallet = (id: string, platform: string) =>
  fromUnits(p.state.ledger.balance(`${playerGamePrefix(id)}${platform}`, 'JPY'));

async function openSession(gameUrl: string) {
  const r = await http('POST', '/games/api/session', { token: tokenOf(gameUrl) });
  expect(r.status).toBe(200);
  return r.json as {
    sessionId: string;
    balance: string;
    betSteps: string[];
    demo: boolean;
    currency: string;
  };
}

/** The game URL of a demo launch (no login). */
async function launchDemo(gameId: string, platformCode: string) {
  const launch = await p.call<{ gameUrl: string }>('/api/v1/game/launch_demo_game', { gameId, platformCode });
  return launch.body.data!.gameUrl;
}

/** A spin in a game session: a new round unless the body names one. */
const spinRound = (session: { sessionId: string }, body: Record<string, unknown>) =>
  http('POST', '/games/api/spin', { roundId: randomUUID(), ...body }, session.sessionId);

describe('game launch', () => {
  it('launches a demo game without login and plays with play money, never touching the ledger', async () => {
    const launch = await p.call<{ gameUrl: string; launchMode: number; balance: string }>(
      '/api/v1/game/launch_demo_game',
      { gameId: 'ISLOT_1001', platformCode: 'ISLOT' },
    );
    expect(launch.body.success).toBe(true);
    expect(launch.body.data!.launchMode).toBe(1);
    const page = await http('GET', new URL(launch.body.data!.gameUrl).pathname + '?lang=ja&mode=demo');
    expect(page.status).toBe(200);
    expect(page.headers['content-security-policy']).toContain('frame-ancestors');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.text).toContain('/games/assets/game.js');

    const session = await openSession(launch.body.data!.gameUrl);
    expect(session.demo).toBe(true);
    const ledgerSize = p.state.ledger.size;
    const roundId = randomUUID();
    const spin = await spinRound(session, { roundId, bet: '100' });
    expect(spin.status).toBe(200);
    const { bet, win, balance } = spin.json as { bet: string; win: string; balance: string };
    expect(toUnits(balance)).toBe(toUnits(session.balance) - toUnits(bet) + toUnits(win));
    const retry = await spinRound(session, { roundId, bet: '100' });
    expect(retry.json).toMatchObject({ replayed: true, balance, win });
    expect(p.state.ledger.size).toBe(ledgerSize);
  });

  it('settles a sports bet on a virtual match at the quoted odds', async () => {
    const session = await openSession(await launchDemo('FB_1001', 'FB'));
    const noPick = await spinRound(session, { bet: '100' });
    expect(noPick.status).toBe(400);
    const r = await spinRound(session, { bet: '100', pick: 'm1:home' });
    expect(r.status).toBe(200);
    const o = r.json.outcome as { kind: string; result: string; oddsPct: number; score: [number, number] };
    expect(o.kind).toBe('sports');
    const expected = o.result === 'home' ? (toUnits('100') * BigInt(o.oddsPct)) / 100n : 0n;
    expect(toUnits(r.json.win as string)).toBe(expected);
    expect(o.result === 'home' ? o.score[0] > o.score[1] : o.score[0] <= o.score[1]).toBe(true);
  });

  it('prices every outcome from the event model: 1 / (probability × margin), never a floor of 1.01', () => {
    for (let day = 0; day < 30; day++) {
      for (const f of fixturesFor('FB_1001', Date.UTC(2026, 10, 1) + day * 86_400_000)) {
        for (const outcome of OUTCOMES) {
          const fair = 1_000_000 / (f.probBp[outcome] * SPORTS_MARGIN);
          expect(f.oddsPct[outcome]).toBe(Math.floor(fair));
          expect(f.oddsPct[outcome]).toBeGreaterThan(130); // the favourite is at most 60 %
        }
        // The book's overround is the margin (rounded down odds pay a little less).
        const overround = OUTCOMES.reduce((s, o) => s + 100 / f.oddsPct[o], 0);
        expect(overround).toBeGreaterThanOrEqual(SPORTS_MARGIN);
        expect(overround).toBeLessThan(SPORTS_MARGIN + 0.02);
      }
    }
  });

  it('deals a poker hand against the dealer and pays by its rules', async () => {
    const session = await openSession(await launchDemo('RPOKER_1001', 'RPOKER'));
    const r = await spinRound(session, { bet: '100' });
    expect(r.status).toBe(200);
    const o = r.json.outcome as { kind: string; player: unknown[]; dealer: unknown[]; returnPct: number };
    expect(o.kind).toBe('poker');
    expect(o.player).toHaveLength(3);
    expect(o.dealer).toHaveLength(3);
    expect(toUnits(r.json.win as string)).toBe((toUnits('100') * BigInt(o.returnPct)) / 100n);
  });

  it('shoots at a chosen fish and pays its multiplier when caught', async () => {
    const session = await openSession(await launchDemo('OCEAN_1001', 'OCEAN'));
    const noTarget = await spinRound(session, { bet: '10' });
    expect(noTarget.status).toBe(400);
    let caught = 0;
    for (let i = 0; i < 30; i++) {
      const r = await spinRound(session, { bet: '10', target: 'minnow' });
      const o = r.json.outcome as { kind: string; multiplier: number; caught: boolean };
      expect(o).toMatchObject({ kind: 'fish', multiplier: 2 });
      expect(r.json.win).toBe(o.caught ? '20.00' : '0.00');
      if (o.caught) caught++;
    }
    // 48 % per shot: 30 shots all missed or all caught would be a broken draw.
    expect(caught).toBeGreaterThan(0);
    expect(caught).toBeLessThan(30);
  });

  it('accepts a launch token once: a second page load is refused', async () => {
    const gameUrl = await launchDemo('IPACHIN_1001', 'IPACHIN');
    await openSession(gameUrl);
    const again = await http('POST', '/games/api/session', { token: tokenOf(gameUrl) });
    expect(again.status).toBe(401);
    expect(again.json.code).toBe('used');
  });

  it('answers 110069 for a missing game, a closed game and a game on another platform', async () => {
    const u = await player();
    for (const [gameId, platformCode] of [
      ['NOPE_1', 'JPT'],
      ['NEON_1004', 'NEON'],
      ['ISLOT_1001', 'JPT'],
    ]) {
      const real = await p.call('/api/v1/game/launch_game', { gameId, platformCode }, { token: u.token });
      expect(real.body.code).toBe(110069);
      const demo = await p.call('/api/v1/game/launch_demo_game', { gameId, platformCode });
      expect(demo.body.code).toBe(110069);
    }
  });

  it('refuses a real launch while the player is self-excluded', async () => {
    const u = await player();
    p.state.players.get(u.id)!.selfControl.selfExcludedUntil = Date.now() + 86_400_000;
    const r = await p.call(
      '/api/v1/game/launch_game',
      { gameId: 'JPT_1001', platformCode: 'JPT' },
      { token: u.token },
    );
    expect(r.body.success).toBe(false);
    expect(r.body.code).toBe(200003);
  });
});

describe('real-money play through the transfer wallet', () => {
  it('moves exact amounts in and out, and refuses a reused order id with other content', async () => {
    const u = await player('10000');
    const reg = await p.call<{ created: boolean }>(
      '/api/v1/game/transfer/register',
      { platformCode: 'JPT' },
      { token: u.token },
    );
    expect(reg.body.data!.created).toBe(true);
    const order = {
      platformCode: 'JPT',
      currency: 'JPY',
      amount: '1234.5',
      clientOrderId: 'in-' + randomUUID(),
    };
    const first = await p.call<{ orderNo: string; gameBalance: string }>(
      '/api/v1/game/transfer/async_transfer_in',
      order,
      {
        token: u.token,
      },
    );
    expect(first.body.data!.gameBalance).toBe('1234.50');
    const retry = await p.call<{ orderNo: string }>('/api/v1/game/transfer/async_transfer_in', order, {
      token: u.token,
    });
    expect(retry.body.data!.orderNo).toBe(first.body.data!.orderNo);
    expect(cash(u.id)).toBe('8765.50');
    expect(gameWallet(u.id, 'JPT')).toBe('1234.50');
    const conflict = await p.call(
      '/api/v1/game/transfer/async_transfer_in',
      { ...order, amount: '1' },
      { token: u.token },
    );
    expect(conflict.body.code).toBe(200002);

    const nothing = await p.call<{ amount: string }>(
      '/api/v1/game/transfer/async_transfer_in',
      { platformCode: 'ISLOT', currency: 'USD', clientOrderId: 'in-' + randomUUID() },
      { token: u.token },
    );
    expect(nothing.body.data!.amount).toBe('0.00');
    const tooMuch = await p.call(
      '/api/v1/game/transfer/async_transfer_in',
      { platformCode: 'ISLOT', amount: '999999', clientOrderId: 'in-' + randomUUID() },
      { token: u.token },
    );
    expect(tooMuch.body.code).toBe(200001);

    const outId = 'out-' + randomUUID();
    const out = await p.call<{ list: { amount: string; platformCode: string }[] }>(
      '/api/v1/game/transfer/transfer_out_all',
      { clientOrderId: outId },
      { token: u.token },
    );
    expect(out.body.data!.list).toEqual([
      expect.objectContaining({ platformCode: 'JPT', amount: '1234.50' }),
    ]);
    const outAgain = await p.call<{ list: unknown[] }>(
      '/api/v1/game/transfer/transfer_out_all',
      { clientOrderId: outId },
      { token: u.token },
    );
    expect(outAgain.body.data!.list).toHaveLength(1);
    expect(cash(u.id)).toBe('10000.00');
    expect(gameWallet(u.id, 'JPT')).toBe('0.00');
  });

  it('posts a spin’s bet and win to the ledger once per round id, even when retried', async () => {
    const u = await player('5000');
    const launch = await p.call<{ gameUrl: string; launchMode: number; transferRequired: boolean }>(
      '/api/v1/game/launch_game',
      { gameId: 'JPT_1001', platformCode: 'JPT' },
      { token: u.token },
    );
    expect(launch.body.data!.launchMode).toBe(0);
    expect(launch.body.data!.transferRequired).toBe(true);
    const session = await openSession(launch.body.data!.gameUrl);

    const broke = await spinRound(session, { bet: '100' });
    expect(broke.status).toBe(402);

    await p.call(
      '/api/v1/game/transfer/async_transfer_in',
      { platformCode: 'JPT', amount: '1000', clientOrderId: 'in-' + randomUUID() },
      { token: u.token },
    );
    const roundId = randomUUID();
    const first = await spinRound(session, { roundId, bet: '100' });
    expect(first.status).toBe(200);
    const r1 = first.json as {
      win: string;
      jackpotWin: string;
      balance: string;
      outcome: unknown;
      replayed: boolean;
    };
    const won = toUnits(r1.win) + toUnits(r1.jackpotWin);
    expect(toUnits(r1.balance)).toBe(toUnits('1000') - toUnits('100') + won);
    const size = p.state.ledger.size;

    const second = await spinRound(session, { roundId, bet: '100' });
    expect(second.json.replayed).toBe(true);
    expect(second.json.outcome).toEqual(r1.outcome);
    expect(p.state.ledger.size).toBe(size);
    expect(toUnits(gameWallet(u.id, 'JPT'))).toBe(toUnits('900') + won);
    const betTx = p.state.ledger.byIdempotencyKey(`game-bet:${u.id}:${roundId}`)!;
    expect(betTx.postings).toEqual(
      expect.arrayContaining([{ account: 'house:games', currency: 'JPY', amount: toUnits('100') }]),
    );
    expect(seenBets.filter((b) => b.playerId === u.id && b.roundId === roundId)).toHaveLength(1);

    const conflict = await spinRound(session, { roundId, bet: '200' });
    expect(conflict.status).toBe(409);

    const records = await p.call<{ list: { roundId: string; betAmount: string }[]; total: number }>(
      '/api/v1/game/order/user_order_detail',
      { pageNo: 1, pageSize: 20 },
      { token: u.token },
    );
    expect(records.body.data!.total).toBe(1);
    expect(records.body.data!.list[0]).toMatchObject({ roundId, betAmount: '100.00' });
  });

  it('grows the jackpot pools by their share of each bet on a jackpot game', async () => {
    const u = await player('20000');
    const jpGame = 'JPT_1001'; // labels HOT, JACKPOT
    const launch = await p.call<{ gameUrl: string; labels: string[] }>(
      '/api/v1/game/launch_game',
      { gameId: jpGame, platformCode: 'JPT' },
      { token: u.token },
    );
    expect(launch.body.data!.labels).toContain('JACKPOT');
    const session = await openSession(launch.body.data!.gameUrl);
    await p.call(
      '/api/v1/game/transfer/async_transfer_in',
      { platformCode: 'JPT', amount: '10000', clientOrderId: 'in-' + randomUUID() },
      { token: u.token },
    );
    const pools = async () =>
      Object.fromEntries(
        (
          await p.call<{ list: { jackpotCode: string; amount: string }[] }>(
            '/api/v1/game/jackpot/agin_info',
            { currency: 'JPY' },
          )
        ).body.data!.list.map((j) => [j.jackpotCode, toUnits(j.amount)]),
      );
    // A round that wins a pool resets it; measure on a round that won none (almost always the first).
    for (let attempt = 0; attempt < 5; attempt++) {
      const before = await pools();
      const spin = await spinRound(session, { bet: '1000' });
      expect(spin.status).toBe(200);
      if (spin.json.jackpotWin !== '0.00') continue;
      const after = await pools();
      expect(after.GRAND_JPY! - before.GRAND_JPY!).toBe(toUnits('5'));
      expect(after.MAJOR_JPY! - before.MAJOR_JPY!).toBe(toUnits('3'));
      expect(after.MINOR_JPY! - before.MINOR_JPY!).toBe(toUnits('1.5'));
      expect(after.MINI_JPY! - before.MINI_JPY!).toBe(toUnits('0.5'));
      const mine = await p.call<{ totals: { currency: string; contribution: string }[] }>(
        '/api/v1/game/jackpot/agin/detail/user',
        {},
        { token: u.token },
      );
      expect(mine.body.data!.totals[0]!.currency).toBe('JPY');
      return;
    }
    throw new Error('five jackpot wins in a row');
  });
});
