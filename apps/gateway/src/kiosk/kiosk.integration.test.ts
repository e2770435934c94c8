import { execFileSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { deleteByPrefix, testRedis, uniquePrefix, type TestRedis } from '@casino/testkit/redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import app, { serverOptions } from '../app';
import { parseConfig } from '../config';
import { repoRoot } from '../paths';
import { RedisStore } from '../store/redis-store';
import { parseKioskConfig, type KioskConfig } from './kiosk-config';

const PREFIX = uniquePrefix('kiosk');
let redis: TestRedis;
const OPERATOR = 'operator-credential-for-the-kiosk-test';
const SECRET = 'terminal-secret-0001-abcdef';
const SECRET_2 = 'terminal-secret-0002-abcdef';
const STAFF_B = 'staff-credential-hall-b-0123456789';
const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });

const baseEnv = {
  NODE_ENV: 'test',
  GATEWAY_LOG_LEVEL: 'silent',
  // The store is made by the test (below); this only satisfies the config's shape.
  REDIS_URL: 'redis://127.0.0.1:1',
  REDIS_PREFIX: PREFIX,
  // Nothing listens there: a call that reached the platform would fail, not pass.
  UPSTREAM_URL: 'http://127.0.0.1:9',
  UPSTREAM_MERCHANT_CODE: 'M1',
  UPSTREAM_MERCHANT_SECRET: 'merchant-secret-for-tests',
  UPSTREAM_CLIENT_ID: 'client',
  UPSTREAM_CLIENT_SECRET: 'client-secret-for-tests',
  UPSTREAM_RSA_PUBLIC_KEY: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  // The gateways here run inside the test worker, beside other files' work: load shedding (its own
  // tests: resilience/load-shedding) would answer 503 whenever the worker's event loop lags.
  GATEWAY_MAX_EVENT_LOOP_DELAY_MS: '0',
};
const config = parseConfig(baseEnv);

function kioskConfig(overrides: Record<string, string> = {}): KioskConfig {
  return parseKioskConfig({
    KIOSK_TERMINALS: JSON.stringify([
      { id: 'T-001', secret: SECRET, name: 'Floor 1', venue: 'HALL-A' },
      { id: 'T-002', secret: SECRET_2, venue: 'HALL-B' },
      { id: 'T-OFF', secret: 'terminal-secret-disabled-1', enabled: false },
    ]),
    KIOSK_OPERATOR_TOKEN: OPERATOR,
    KIOSK_STAFF: JSON.stringify([{ venue: 'HALL-B', token: STAFF_B }]),
    KIOSK_RATE_PER_MIN: '50',
    ...overrides,
  });
}

const apps: FastifyInstance[] = [];
const stores: RedisStore[] = [];
async function build(kiosk: KioskConfig, cfg = config, prefix = PREFIX) {
  const store = await RedisStore.connect(redis.url, prefix);
  const server = Fastify(serverOptions(cfg));
  await server.register(app, { config: cfg, store, kiosk });
  await server.ready();
  apps.push(server);
  stores.push(store);
  return server;
}

const json = { 'content-type': 'application/json', 'x-casino-client': 'kiosk' };
let gw: FastifyInstance;
let cookie: string;

beforeAll(async () => {
  redis = await testRedis();
  gw = await build(kioskConfig());
  const res = await gw.inject({
    method: 'POST',
    url: '/kiosk-api/register',
    headers: json,
    payload: { terminalId: 'T-001', secret: SECRET },
  });
  cookie = String(res.headers['set-cookie']).split(';')[0]!;
});

afterAll(async () => {
  for (const a of apps) await a.close();
  for (const s of stores) await s.close();
  await deleteByPrefix(redis.url, PREFIX);
  await redis.stop();
});

describe('kiosk terminals', () => {
  it('registers a configured terminal with its secret and sets an httpOnly terminal cookie', () => {
    expect(cookie).toMatch(/^kt=T-001\./);
  });

  it.each([
    ['an unknown terminal', { terminalId: 'T-404', secret: SECRET }],
    ['a wrong secret', { terminalId: 'T-001', secret: 'not-the-secret-at-all' }],
    ['a disabled terminal', { terminalId: 'T-OFF', secret: 'terminal-secret-disabled-1' }],
    ['no credentials', {}],
  ])('refuses to register %s', async (_name, payload) => {
    const res = await gw.inject({ method: 'POST', url: '/kiosk-api/register', headers: json, payload });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.data.terminalRefused).toBe(true);
    expect(String(res.headers['set-cookie'] ?? '')).not.toMatch(/kt=T-/);
  });

  it('refuses a kiosk tRPC call without a terminal cookie or with a forged one, and serves it with one', async () => {
    const none = await gw.inject({ method: 'GET', url: '/trpc/session.current', headers: json });
    expect(none.statusCode).toBe(403);
    const forged = await gw.inject({
      method: 'GET',
      url: '/trpc/session.current',
      headers: { ...json, cookie: 'kt=T-001.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
    });
    expect(forged.statusCode).toBe(403);
    const ok = await gw.inject({ method: 'GET', url: '/trpc/session.current', headers: { ...json, cookie } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().result.data.loggedIn).toBe(false);
  });

  it('refuses a login that names a terminal the caller is not', async () => {
    const res = await gw.inject({
      method: 'POST',
      url: '/trpc/session.login',
      headers: { 'content-type': 'application/json', 'x-casino-client': 'web' },
      payload: { loginType: 'username', account: 'someone', password: 'secret1', terminalId: 'T-001' },
    });
    expect(res.statusCode).toBe(403);
    const batched = await gw.inject({
      method: 'POST',
      url: '/trpc/session.login?batch=1',
      headers: { ...json, cookie },
      payload: { 0: { loginType: 'username', account: 'someone', password: 'secret1', terminalId: 'T-OFF' } },
    });
    expect(batched.statusCode).toBe(403);
  });

  it('tells a registered terminal who it is and its timings, and refuses one without the cookie', async () => {
    const me = await gw.inject({ method: 'GET', url: '/kiosk-api/terminal', headers: { ...json, cookie } });
    expect(me.json()).toMatchObject({ terminalId: 'T-001', name: 'Floor 1', heartbeatMs: 15000 });
    const anon = await gw.inject({ method: 'GET', url: '/kiosk-api/terminal', headers: json });
    expect(anon.statusCode).toBe(403);
  });

  it('keeps the heartbeat in Redis and shows it to the operator only with the operator credential', async () => {
    const hb = await gw.inject({
      method: 'POST',
      url: '/kiosk-api/heartbeat',
      headers: { ...json, cookie },
      payload: {
        version: '1.2.3',
        uptimeMs: 4200,
        openGames: [{ platformCode: 'JPT', gameId: 'g1' }],
        screen: 'play',
        signedIn: true,
      },
    });
    expect(hb.statusCode).toBe(200);
    const direct = new Redis(redis.url);
    const stored = JSON.parse((await direct.get(`${PREFIX}kiosk:hb:T-001`)) ?? 'null');
    await direct.quit();
    expect(stored).toMatchObject({ version: '1.2.3', uptimeMs: 4200 });

    const denied = await gw.inject({ method: 'GET', url: '/kiosk-api/ops/terminals' });
    expect(denied.statusCode).toBe(401);
    const wrong = await gw.inject({
      method: 'GET',
      url: '/kiosk-api/ops/terminals',
      headers: { authorization: 'Bearer not-the-operator-credential' },
    });
    expect(wrong.statusCode).toBe(401);
    const ops = await gw.inject({
      method: 'GET',
      url: '/kiosk-api/ops/terminals',
      headers: { authorization: `Bearer ${OPERATOR}` },
    });
    expect(ops.statusCode).toBe(200);
    const byId = Object.fromEntries(
      (ops.json().terminals as { id: string }[]).map((t) => [t.id, t]),
    ) as Record<string, Record<string, unknown>>;
    expect(byId['T-001']).toMatchObject({
      online: true,
      version: '1.2.3',
      uptimeMs: 4200,
      screen: 'play',
      signedIn: true,
      openGames: [{ platformCode: 'JPT', gameId: 'g1' }],
    });
    expect(byId['T-OFF']).toMatchObject({ enabled: false, online: false, lastSeenAt: null });
  });

  it("shows a venue's staff only their own terminals, and lets them pause, resume and reload those", async () => {
    const staff = { authorization: `Bearer ${STAFF_B}` };
    const me = await gw.inject({ method: 'GET', url: '/kiosk-api/ops/me', headers: staff });
    expect(me.json()).toMatchObject({ venue: 'HALL-B' });
    const list = await gw.inject({ method: 'GET', url: '/kiosk-api/ops/terminals', headers: staff });
    expect((list.json().terminals as { id: string }[]).map((t) => t.id)).toEqual(['T-002']);
    const other = await gw.inject({
      method: 'POST',
      url: '/kiosk-api/ops/terminals/T-001/lock',
      headers: staff,
    });
    expect(other.statusCode).toBe(404);
    const anon = await gw.inject({ method: 'POST', url: '/kiosk-api/ops/terminals/T-002/lock' });
    expect(anon.statusCode).toBe(401);
    // The player session cookie is no staff credential.
    const withCookie = await gw.inject({
      method: 'GET',
      url: '/kiosk-api/ops/terminals',
      headers: { cookie },
    });
    expect(withCookie.statusCode).toBe(401);
  });

  it('pauses a terminal: its heartbeat says so, it signs nobody in, and resuming lifts it', async () => {
    const operator = { authorization: `Bearer ${OPERATOR}` };
    const beat = async () =>
      (
        await gw.inject({
          method: 'POST',
          url: '/kiosk-api/heartbeat',
          headers: { ...json, cookie },
          payload: { version: '1', uptimeMs: 1, openGames: [], screen: 'attract', signedIn: false },
        })
      ).json() as { locked: boolean; reload: string | null };
    expect(await beat()).toMatchObject({ locked: false, reload: null });
    const lock = await gw.inject({
      method: 'POST',
      url: '/kiosk-api/ops/terminals/T-001/lock',
      headers: operator,
    });
    expect(lock.statusCode).toBe(200);
    expect(await beat()).toMatchObject({ locked: true });
    const login = await gw.inject({
      method: 'POST',
      url: '/trpc/session%2Elogin',
      headers: { ...json, cookie },
      payload: { loginType: 'username', account: 'someone', password: 'secret1', terminalId: 'T-001' },
    });
    expect(login.statusCode).toBe(423);
    const ops = await gw.inject({ method: 'GET', url: '/kiosk-api/ops/terminals', headers: operator });
    expect(
      (ops.json().terminals as { id: string; locked: boolean }[]).find((t) => t.id === 'T-001'),
    ).toMatchObject({
      locked: true,
    });
    await gw.inject({ method: 'POST', url: '/kiosk-api/ops/terminals/T-001/unlock', headers: operator });
    expect(await beat()).toMatchObject({ locked: false });

    await gw.inject({ method: 'POST', url: '/kiosk-api/ops/terminals/T-001/reload', headers: operator });
    const first = await beat();
    expect(first.reload).toEqual(expect.any(String));
    expect((await beat()).reload).toBeNull();
  });

  it('tells a plain browser in development how to open the kiosk as the development terminal, never in production', async () => {
    const KIOSK_DEV_KEY_DIR = mkdtempSync(join(tmpdir(), 'kiosk-dev-keys-'));
    const dev = await build(
      parseKioskConfig({ NODE_ENV: 'development', KIOSK_DEV_KEY_DIR }),
      config,
      `${PREFIX}dev:`,
    );
    const plain = await dev.inject({ method: 'GET', url: '/kiosk-api/terminal', headers: json });
    expect(plain.statusCode).toBe(403);
    expect(plain.json().error.data.devTerminal).toEqual({ id: 'DEV-01', command: 'pnpm kiosk:url' });
    const secret = readFileSync(join(KIOSK_DEV_KEY_DIR, 'kiosk-dev-terminal-secret'), 'utf8').trim();
    expect(plain.body).not.toContain(secret);

    // The command prints the URL whose fragment registers this browser as DEV-01.
    const printed = execFileSync(process.execPath, [join(repoRoot, 'scripts/kiosk-url.mjs')], {
      env: { ...process.env, KIOSK_DEV_KEY_DIR, GATEWAY_PORT: '3999' },
      encoding: 'utf8',
    }).trim();
    const url = new URL(printed);
    expect(url.pathname).toBe('/kiosk/');
    expect(url.port).toBe('3999');
    const fragment = new URLSearchParams(url.hash.slice(1));
    const registered = await dev.inject({
      method: 'POST',
      url: '/kiosk-api/register',
      headers: json,
      payload: { terminalId: fragment.get('terminal'), secret: fragment.get('secret') },
    });
    expect(registered.statusCode).toBe(200);

    // A wrong credential is not a plain browser; a configured (production-like) gateway never hints.
    const forged = await dev.inject({
      method: 'GET',
      url: '/kiosk-api/terminal',
      headers: { ...json, cookie: 'kt=DEV-01.forged' },
    });
    expect(forged.json().error.data.devTerminal).toBeUndefined();
    const configured = await gw.inject({ method: 'GET', url: '/kiosk-api/terminal', headers: json });
    expect(configured.json().error.data.devTerminal).toBeUndefined();
  });

  it('refuses a heartbeat without the terminal cookie', async () => {
    const res = await gw.inject({
      method: 'POST',
      url: '/kiosk-api/heartbeat',
      headers: json,
      payload: { version: '1', uptimeMs: 1, openGames: [], screen: 'attract', signedIn: false },
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a terminal disabled in the configuration after it registered', async () => {
    const disabled = await build(
      kioskConfig({
        KIOSK_TERMINALS: JSON.stringify([{ id: 'T-001', secret: SECRET, enabled: false }]),
      }),
    );
    const res = await disabled.inject({
      method: 'GET',
      url: '/trpc/session.current',
      headers: { ...json, cookie },
    });
    expect(res.statusCode).toBe(403);
  });

  it('hands a disabled terminal its kept statement with the refusal (the sweeper returned the money first), never an unknown one', async () => {
    const cfg = kioskConfig({
      KIOSK_TERMINALS: JSON.stringify([{ id: 'T-001', secret: SECRET, enabled: false }]),
    });
    // The game-wallet registry on the test's Redis (the shared config names an address nobody serves).
    const disabled = await build(cfg, parseConfig({ ...baseEnv, REDIS_URL: redis.url }));
    const statement = {
      id: 'R20261123-2200-ABC123',
      at: Date.now(),
      reason: 'sweep' as const,
      loginName: 'kioskcustomer',
      terminalId: 'T-001',
      lines: [{ platformCode: 'JPT', currency: 'JPY', amount: '20000', orderNo: 'O1' }],
      cashBalances: [{ currency: 'JPY', amount: '20000' }],
    };
    // The registry's connection comes up on its own (no offline queue): retried until it answers.
    await expect
      .poll(() =>
        disabled.gameWallets.registry
          .addStatement(statement, 60_000, { player: false, terminal: true })
          .then(() => true)
          .catch(() => false),
      )
      .toBe(true);
    try {
      const res = await disabled.inject({
        method: 'POST',
        url: '/kiosk-api/heartbeat',
        headers: { ...json, cookie },
        payload: { version: '1', uptimeMs: 1, openGames: [], screen: 'play', signedIn: true },
      });
      expect(res.statusCode).toBe(403);
      const data = (res.json() as { error: { data: { statement?: { id: string; lines: unknown[] } } } }).error
        .data;
      expect(data.statement?.id).toBe(statement.id);
      expect(data.statement?.lines).toEqual(statement.lines);
      // A forged cookie for that terminal learns nothing.
      const forged = await disabled.inject({
        method: 'GET',
        url: '/kiosk-api/terminal',
        headers: { ...json, cookie: 'kt=T-001.forged' },
      });
      expect(forged.statusCode).toBe(403);
      expect(JSON.stringify(forged.json())).not.toContain(statement.id);
    } finally {
      await disabled.gameWallets.registry.ackTerminal('T-001', statement.id);
    }
  });

  it('limits tRPC calls per terminal', async () => {
    const limited = await build(kioskConfig({ KIOSK_RATE_PER_MIN: '3' }));
    const other = await limited.inject({
      method: 'POST',
      url: '/kiosk-api/register',
      headers: json,
      payload: { terminalId: 'T-001', secret: SECRET },
    });
    expect(other.statusCode).toBe(200);
    // This registration (a new start) replaced the terminal's older cookies.
    const fresh = String(other.headers['set-cookie']).split(';')[0]!;
    const codes: number[] = [];
    for (let i = 0; i < 60; i++) {
      const r = await limited.inject({
        method: 'GET',
        url: '/trpc/session.current',
        headers: { ...json, cookie: fresh },
      });
      codes.push(r.statusCode);
    }
    expect(codes).toContain(429);
  });

  it('counts login attempts per terminal, not per the venue network address they share', async () => {
    // Own key prefix: the other tests have used up T-001's call budget.
    const gw2 = await build(
      kioskConfig(),
      parseConfig({ ...baseEnv, RATE_LOGIN_PER_MIN: '2' }),
      `${PREFIX}login:`,
    );
    const cookieOf = async (terminalId: string, secret: string) => {
      const r = await gw2.inject({
        method: 'POST',
        url: '/kiosk-api/register',
        headers: json,
        payload: { terminalId, secret },
      });
      return String(r.headers['set-cookie']).split(';')[0]!;
    };
    const attempt = (headers: Record<string, string>, terminalId?: string) =>
      gw2.inject({
        method: 'POST',
        url: '/trpc/session.login',
        headers,
        payload: {
          loginType: 'username',
          account: `someone${Math.random().toString(36).slice(2, 8)}`,
          password: 'secret1',
          ...(terminalId ? { terminalId } : {}),
        },
      });
    const a = await cookieOf('T-001', SECRET);
    const b = await cookieOf('T-002', SECRET_2);
    const first = [];
    for (let i = 0; i < 3; i++) first.push((await attempt({ ...json, cookie: a }, 'T-001')).statusCode);
    // The platform is unreachable here: a counted attempt fails upstream (503), a refused one is 429.
    expect(first).toEqual([503, 503, 429]);
    expect((await attempt({ ...json, cookie: b }, 'T-002')).statusCode).toBe(503);
    const web = { 'content-type': 'application/json', 'x-casino-client': 'web' };
    expect((await attempt(web)).statusCode).toBe(503);
  });
});
