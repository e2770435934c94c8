/**
 * Gateway overhead: the same procedure through the gateway (session read, signing, RSA where needed,
 * validation, envelope handling) and directly to the platform (the request signed per call, as the
 * gateway would), in one run on one machine, with autocannon (no pipelining) after a warm-up. Prints
 * requests per second and p50/p99 latency side by side with the ratios; asserts nothing.
 *   node --import tsx bench/gateway-overhead.ts [seconds=10] [connections=10]
 */
import { createHmac, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { cpus } from 'node:os';
import type forgeType from 'node-forge';
import { HEADERS, WIRE_PREFIX, signingString } from '../packages/shared/src/protocol/wire';
import { GatewayClient } from '../packages/testkit/src/client';
import { startGateway } from '../packages/testkit/src/gateway';
import { startPlatform, type TestPlatform } from '../packages/testkit/src/platform';
import { deleteByPrefix, testRedis, uniquePrefix } from '../packages/testkit/src/redis';

// autocannon is a dev dependency of the gateway; resolve it from there.
const require = createRequire(new URL('../apps/gateway/package.json', import.meta.url));
const autocannon = require('autocannon') as (opts: Record<string, unknown>) => Promise<AutocannonResult>;

interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  mismatches: number;
  errors: number;
  timeouts: number;
}

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 10);

interface Target {
  name: string;
  url: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** Per-request signing for direct platform calls (fresh request id and timestamp each time). */
  sign?: { path: string; payload: unknown };
}

function signedHeaders(platform: TestPlatform, path: string, payload: unknown, base: Record<string, string>) {
  const timestamp = String(Date.now());
  const requestId = randomUUID();
  const signature = createHmac('sha256', platform.keys.merchantSecret)
    .update(signingString({ timestamp, requestId, path, body: payload }))
    .digest('base64');
  return {
    ...base,
    [HEADERS.timestamp]: timestamp,
    [HEADERS.requestId]: requestId,
    [HEADERS.signature]: signature,
  };
}

async function run(t: Target, platform: TestPlatform, duration: number): Promise<AutocannonResult> {
  return autocannon({
    url: t.url,
    connections,
    pipelining: 1,
    duration,
    requests: [
      {
        method: t.method,
        path: t.path,
        headers: t.headers,
        body: t.body,
        ...(t.sign
          ? {
              setupRequest: (req: { headers: Record<string, string> }) => ({
                ...req,
                headers: signedHeaders(platform, t.sign!.path, t.sign!.payload, t.headers),
              }),
            }
          : {}),
      },
    ],
    // Both answer HTTP 200 for refusals too: count only real successes.
    verifyBody: (body: string) => body.includes('"success":true') || body.includes('"result":'),
  });
}

const fmt = (n: number, d = 0) => n.toFixed(d).padStart(9);

async function main() {
  const redis = await testRedis();
  const prefix = uniquePrefix('bench');
  const platform = await startPlatform({ env: { PLATFORM_LOG_LEVEL: 'info' } });
  const gateway = await startGateway({
    platform,
    redisUrl: redis.url,
    prefix,
    // Both processes log every request at info, as in production.
    env: {
      GATEWAY_LOG_LEVEL: process.env.BENCH_GATEWAY_LOG_LEVEL ?? 'info',
      GATEWAY_VALIDATE_OUTPUT: process.env.BENCH_VALIDATE_OUTPUT ?? '1',
      GATEWAY_MAX_EVENT_LOOP_DELAY_MS: '0',
    },
  });
  try {
    // A player with a session at the gateway, and a token pair of its own for the direct calls.
    const username = `bench${Math.random().toString(36).slice(2, 8)}`;
    await platform.dev.createPlayer({ username, password: 'Passw0rd!x', balances: { JPY: '1000.00' } });
    const browser = new GatewayClient(gateway.url);
    await browser.ok('session.login', { loginType: 'username', account: username, password: 'Passw0rd!x' });
    const view = await browser.ok<{ user: { loginName: string } }>('session.current');

    const base = {
      'content-type': 'application/json',
      [HEADERS.appId]: 'bench',
      [HEADERS.deviceId]: 'bench-device-000001',
      [HEADERS.timezone]: 'Asia/Tokyo',
      [HEADERS.language]: 'ja-JP',
      [HEADERS.merchantCode]: platform.keys.merchantCode,
      [HEADERS.clientIp]: '127.0.0.1',
    };
    // Direct token grant (the platform's /auth/oauth/token; the password travels RSA-encrypted).
    const forge = createRequire(new URL('../apps/gateway/package.json', import.meta.url))(
      'node-forge',
    ) as typeof forgeType;
    const key = forge.pki.publicKeyFromPem(platform.keys.publicKeyPem) as forgeType.pki.rsa.PublicKey;
    const grant = {
      grantType: 'web_password',
      loginType: 1,
      username,
      password: forge.util.encode64(key.encrypt(forge.util.encodeUtf8('Passw0rd!x'), 'RSAES-PKCS1-V1_5')),
    };
    const tokenRes = await fetch(`${platform.url}${WIRE_PREFIX}/auth/oauth/token`, {
      method: 'POST',
      headers: {
        ...signedHeaders(platform, '/auth/oauth/token', grant, base),
        authorization:
          'Basic ' +
          Buffer.from(`${platform.keys.clientId}:${platform.keys.clientSecret}`).toString('base64'),
      },
      body: JSON.stringify(grant),
    });
    const token = ((await tokenRes.json()) as { data: { access_token: string } }).data.access_token;

    const gwHeaders = { 'x-casino-client': 'bench', cookie: browser.cookieHeader() };
    const providersInput = {};
    const playerPayload = { loginName: view.user.loginName };
    const targets: [Target, Target][] = [
      [
        {
          name: 'gateway  games.providers (public query)',
          url: gateway.url,
          method: 'GET',
          path: `/trpc/games.providers?input=${encodeURIComponent(JSON.stringify(providersInput))}`,
          headers: gwHeaders,
        },
        {
          name: 'platform /api/v1/game/provider/query_web_game_provider',
          url: platform.url,
          method: 'POST',
          path: `${WIRE_PREFIX}/api/v1/game/provider/query_web_game_provider`,
          headers: base,
          body: JSON.stringify(providersInput),
          sign: { path: '/api/v1/game/provider/query_web_game_provider', payload: providersInput },
        },
      ],
      [
        {
          name: 'gateway  account.playerInfo (player query, session)',
          url: gateway.url,
          method: 'GET',
          path: `/trpc/account.playerInfo?input=${encodeURIComponent('{}')}`,
          headers: gwHeaders,
        },
        {
          name: 'platform /api/v1/player/query (bearer)',
          url: platform.url,
          method: 'POST',
          path: `${WIRE_PREFIX}/api/v1/player/query`,
          headers: { ...base, authorization: `Bearer ${token}` },
          body: JSON.stringify(playerPayload),
          sign: { path: '/api/v1/player/query', payload: playerPayload },
        },
      ],
    ];

    const lines = [
      `gateway overhead: ${seconds}s per target after a ${Math.min(3, seconds)}s warm-up, ${connections} connections, no pipelining`,
      `machine: ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, node ${process.version}, Redis from ${redis.source}`,
      '',
      `${'target'.padEnd(56)}${'req/s'.padStart(9)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'errors'.padStart(9)}`,
    ];
    for (const [viaGateway, direct] of targets) {
      const results: AutocannonResult[] = [];
      for (const t of [viaGateway, direct]) {
        await run(t, platform, Math.min(3, seconds)); // warm-up
        const r = await run(t, platform, seconds);
        results.push(r);
        lines.push(
          `${t.name.padEnd(56)}${fmt(r.requests.average)}${fmt(r.latency.p50, 1)}${fmt(r.latency.p99, 1)}${fmt(r.non2xx + r.mismatches + r.errors + r.timeouts)}`,
        );
      }
      const [g, d] = results as [AutocannonResult, AutocannonResult];
      lines.push(
        `${'  ratio gateway / direct'.padEnd(56)}${fmt(g.requests.average / d.requests.average, 2)}${fmt(g.latency.p50 / Math.max(d.latency.p50, 0.001), 2)}${fmt(g.latency.p99 / Math.max(d.latency.p99, 0.001), 2)}`,
        '',
      );
    }
    process.stdout.write(lines.join('\n') + '\n');
  } finally {
    await gateway.stop();
    await platform.stop();
    await deleteByPrefix(redis.url, prefix).catch(() => 0);
    await redis.stop();
  }
}

await main();
