/**
 * Redis down, slow and back, through a fault-injecting TCP proxy between the gateway and Redis (the
 * real Redis keeps running, so sessions survive the outage): while Redis cannot answer, every call that
 * needs it answers a clear 503 quickly, no player call is let through to the platform and nobody is
 * logged out; when it answers again the same session works without a restart, and the process never
 * crashed.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import type { GatewayClient } from '@casino/testkit/client';
import { catalog } from '@casino/shared/catalog/index';
import { loggedIn, newPlayer, PASSWORD } from '../helper';
import { assertAlive, platformRequests, startFaultStack, until, type FaultStack } from './fault-stack';

const PLAYER_PATHS = catalog.filter((e) => e.access === 'player').map((e) => e.path);
let stack: FaultStack;
let player: GatewayClient;

beforeAll(async () => {
  stack = await startFaultStack('redis-faults');
  ({ client: player } = await loggedIn(stack));
});
afterAll(async () => {
  await stack?.stop();
});
// A call that fails without an answer (a reset connection) names a crashed gateway here.
afterEach(() => {
  if (stack) assertAlive(stack.gateways[0]!);
});

/**
 * The reasons the gateway logged for the store calls that failed since log line `from`, once there are
 * some (its log lines come through a pipe, a moment after the answers).
 */
const storeFailures = (from: number) =>
  until('the gateway to log why the store failed', async () => {
    const reasons = stack.gateways[0]!.logs.slice(from).flatMap((line) => {
      const m = /"err":"([^"]*)","msg":"store unavailable"/.exec(line);
      return m ? [m[1]!] : [];
    });
    return reasons.length > 0 ? reasons : undefined;
  });

const readyz = async () => {
  const r = await request(`${stack.gateways[0]!.url}/readyz`);
  return { status: r.statusCode, body: (await r.body.json()) as { store: string } };
};

function expectClear503(r: {
  status: number;
  error?: { message: string; data: Record<string, unknown> };
  raw: string;
}) {
  expect(r.status, r.raw.slice(0, 300)).toBe(503);
  expect(r.error?.data.code).toBe('SERVICE_UNAVAILABLE');
  expect(r.error?.data.messageKey).toBeTruthy();
  expect(r.error?.data.retryAfterMs).toBeGreaterThan(0);
  // Nothing internal: no driver message, address or stack.
  expect(r.raw).not.toMatch(/redis|ECONN|127\.0\.0\.1|at .*\.ts/i);
}

describe('Redis down', () => {
  it('answers 503 to every call needing Redis, lets nobody through and logs nobody out', async () => {
    expect((await player.call('account.playerInfo', {})).ok).toBe(true);
    const fresh = await newPlayer(stack.platform);
    await stack.platform.dev.resetCounters();
    stack.redisProxy.setMode({ kind: 'down' });

    const logged = stack.gateways[0]!.logs.length;
    const results = await Promise.all([
      player.call('account.playerInfo', {}),
      player.call('wallet.creditList', { pageNo: 1, pageSize: 10 }),
      player.call('session.current'),
      stack
        .client()
        .call('session.login', { loginType: 'username', account: fresh.username, password: PASSWORD }),
    ]);
    for (const r of results) expectClear503(r);
    // Refused at once because the connection is gone, not after a hang until the command time-out.
    const reasons = await storeFailures(logged);
    expect(reasons.filter((r) => /timed out/i.test(r))).toEqual([]);
    // No player call reached the platform, and the session cookie was not cleared.
    expect(await platformRequests(stack, PLAYER_PATHS)).toBe(0);
    expect(player.jar.has('sid')).toBe(true);

    const ready = await readyz();
    expect(ready.status).toBe(503);
    expect(ready.body.store).toBe('down');
    // Liveness still answers: the process is up, only not ready.
    expect((await request(`${stack.gateways[0]!.url}/healthz`)).statusCode).toBe(200);
    assertAlive(stack.gateways[0]!);
  });

  it('recovers without a restart when Redis is back, with the same session', async () => {
    stack.redisProxy.setMode({ kind: 'pass' });
    await until('the gateway to use Redis again', async () =>
      (await player.call('account.playerInfo', {})).ok ? true : undefined,
    );
    expect((await readyz()).status).toBe(200);
    // Pub/sub (refresh waiters) reconnected too: a login and a call on a new session work.
    const again = await loggedIn(stack);
    expect((await again.client.call('account.playerInfo', {})).ok).toBe(true);
    assertAlive(stack.gateways[0]!);
  });

  it('survives repeated flapping without leaking a crash or letting anyone through', async () => {
    const anon = stack.client();
    for (let i = 0; i < 5; i++) {
      stack.redisProxy.setMode({ kind: 'down' });
      try {
        await stack.platform.dev.resetCounters();
        const [a, b] = await Promise.all([
          player.call('account.playerInfo', {}),
          anon.call('account.playerInfo', {}),
        ]);
        // With a session cookie: 503 (never 401, which would log the player out); without one the
        // answer needs no Redis: 401.
        expect([a.status, b.status]).toEqual([503, 401]);
        expect(await platformRequests(stack, PLAYER_PATHS)).toBe(0);
      } finally {
        stack.redisProxy.setMode({ kind: 'pass' });
      }
      await until('recovery', async () =>
        (await player.call('account.playerInfo', {})).ok ? true : undefined,
      );
    }
    assertAlive(stack.gateways[0]!);
  });
});

describe('Redis slow', () => {
  it('serves a slow Redis (below the command time-out) correctly, only later', async () => {
    stack.redisProxy.setMode({ kind: 'slow', ms: 150 });
    try {
      const slowed = stack.redisProxy.slowedChunks;
      const r = await player.call('account.playerInfo', {});
      expect(r.ok, r.raw.slice(0, 300)).toBe(true);
      // The call's Redis traffic was held back on the way (it was served through the slow Redis).
      expect(stack.redisProxy.slowedChunks).toBeGreaterThan(slowed);
    } finally {
      stack.redisProxy.setMode({ kind: 'pass' });
    }
  });

  it('answers 503 when Redis hangs (beyond the command time-out) and lets nobody through', async () => {
    await stack.platform.dev.resetCounters();
    stack.redisProxy.setMode({ kind: 'blackhole' });
    try {
      const logged = stack.gateways[0]!.logs.length;
      const rs = await Promise.all(Array.from({ length: 5 }, () => player.call('account.playerInfo', {})));
      for (const r of rs) expectClear503(r);
      // Each refusal is the command time-out (Redis accepted the connection and never answered), not an
      // instant guess.
      const reasons = await storeFailures(logged);
      expect(reasons.filter((r) => r !== 'redis: Command timed out')).toEqual([]);
      expect(await platformRequests(stack, PLAYER_PATHS)).toBe(0);
    } finally {
      stack.redisProxy.setMode({ kind: 'down' }); // drop the hung connections so ioredis reconnects
      stack.redisProxy.setMode({ kind: 'pass' });
    }
    await until('recovery', async () =>
      (await player.call('account.playerInfo', {})).ok ? true : undefined,
    );
    assertAlive(stack.gateways[0]!);
  });
});
