/**
 * The compiled services (`pnpm build`: scripts/build-service.mjs) run as production runs them,
 * `node dist/server.js` without tsx: the platform serves its game files and media from the paths it
 * finds next to the bundle, and a player signs in through the compiled gateway to the compiled platform.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
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
import { newPlayer, byUsername } from './helper';

const tag = `compiled-${process.pid}`;
/**
 * The package's test script has just built dist/ with the same build (scripts/build.mjs --changed) and
 * says so with TESTKIT_SERVICES=compiled: that build is tested; otherwise (vitest run by hand) one of
 * this run's own.
 */
const prebuilt = process.env.TESTKIT_SERVICES === 'compiled';
const out = prebuilt
  ? { platform: join(repoRoot, 'apps/platform/dist'), gateway: join(repoRoot, 'apps/gateway/dist') }
  : {
      platform: join(repoRoot, 'apps/platform/.tmp', tag),
      gateway: join(repoRoot, 'apps/gateway/.tmp', tag),
    };

/** A key dir that does not exist: every secret comes from the environment. */
const noKeys = join(tmpdir(), `casino-${tag}-no-keys`);

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

let redis: TestRedis;
let platform: TestPlatform;
let gateway: TestGateway;
const prefix = uniquePrefix('compiled');

beforeAll(async () => {
  const platformJs = build('platform');
  const gatewayJs = build('gateway');
  redis = await testRedis();
  const keys = makeTestKeys();
  platform = await startPlatform({
    keys,
    entry: platformJs,
    // As in production: every secret from the environment, none from a key dir. NODE_ENV stays test:
    // the players are made through the dev endpoints, which a production platform refuses.
    env: {
      NODE_ENV: 'test',
      PLATFORM_KEY_DIR: noKeys,
      PLATFORM_RSA_PRIVATE_KEY: keys.privateKeyPem,
      PLATFORM_MERCHANT_CODE: keys.merchantCode,
      PLATFORM_MERCHANT_SECRET: keys.merchantSecret,
      PLATFORM_CLIENT_ID: keys.clientId,
      PLATFORM_CLIENT_SECRET: keys.clientSecret,
      PLATFORM_DEV_ENDPOINTS: '1',
    },
  });
  gateway = await startGateway({ platform, redisUrl: redis.url, prefix, entry: gatewayJs });
}, 120_000);

afterAll(async () => {
  await gateway?.stop();
  await platform?.stop();
  await releaseRedis(redis, prefix);
  for (const dir of [...(prebuilt ? [] : Object.values(out)), noKeys])
    rmSync(dir, { recursive: true, force: true });
});

describe('compiled services', () => {
  it('bundle the workspace packages and import neither tsx nor a workspace package at run time', () => {
    for (const app of ['platform', 'gateway'] as const) {
      const js = readFileSync(join(out[app], 'server.js'), 'utf8');
      const imports = [...js.matchAll(/^import .* from ["']([^"']+)["'];?$/gm)].map((m) => m[1]);
      expect(imports.length).toBeGreaterThan(0);
      expect(
        imports.filter((s) => s === 'tsx' || s!.startsWith('tsx/') || s!.startsWith('@casino/')),
      ).toEqual([]);
    }
  });

  it('the compiled platform serves the game page assets and the video clips', async () => {
    const js = await request(`${platform.url}/games/assets/game.js`);
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toMatch(/javascript/);
    expect((await js.body.text()).length).toBeGreaterThan(1000);
    const video = await request(`${platform.url}/promo/media/video/v1001.webm`);
    expect(video.statusCode).toBe(200);
    expect(Buffer.from(await video.body.arrayBuffer()).subarray(0, 4)).toEqual(
      Buffer.from([0x1a, 0x45, 0xdf, 0xa3]),
    );
  });

  it('a player signs in through the compiled gateway to the compiled platform', async () => {
    const player = await newPlayer(platform);
    const client = new GatewayClient(gateway.url);
    const login = await client.call('session.login', byUsername(player));
    expect(login.status).toBe(200);
    const current = await client.ok<{ loggedIn: boolean; user: { loginName: string } }>('session.current');
    expect(current).toMatchObject({ loggedIn: true, user: { loginName: player.loginName } });
  });
});
