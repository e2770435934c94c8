/**
 * The compiled services (`pnpm build`: scripts/build-service.mjs) run as production runs them,
 * `node dist/server.js` without tsx: the platform serves its game files and media from the paths it
 * finds next to the bundle, and a player signs in through the compiled gateway to the compiled platform.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { request } from 'undici';
import { GatewayClient } from '@casino/testkit/client';
import { useCompiledStack } from './compiled-stack';
import { newPlayer, byUsername } from './helper';

// NODE_ENV stays test: the players are made through the dev endpoints, which a production platform refuses.
const stack = useCompiledStack('compiled', () => ({ NODE_ENV: 'test', PLATFORM_DEV_ENDPOINTS: '1' }));

describe('compiled services', () => {
  it('bundle the workspace packages and import neither tsx nor a workspace package at run time', () => {
    for (const app of ['platform', 'gateway'] as const) {
      const js = readFileSync(join(stack().out[app], 'server.js'), 'utf8');
      const imports = [...js.matchAll(/^import .* from ["']([^"']+)["'];?$/gm)].map((m) => m[1]);
      expect(imports.length).toBeGreaterThan(0);
      expect(
        imports.filter((s) => s === 'tsx' || s!.startsWith('tsx/') || s!.startsWith('@casino/')),
      ).toEqual([]);
    }
  });

  it('the compiled platform serves the game page assets and the video clips', async () => {
    const js = await request(`${stack().platform.url}/games/assets/game.js`);
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toMatch(/javascript/);
    expect((await js.body.text()).length).toBeGreaterThan(1000);
    const video = await request(`${stack().platform.url}/promo/media/video/v1001.webm`);
    expect(video.statusCode).toBe(200);
    expect(Buffer.from(await video.body.arrayBuffer()).subarray(0, 4)).toEqual(
      Buffer.from([0x1a, 0x45, 0xdf, 0xa3]),
    );
  });

  it('a player signs in through the compiled gateway to the compiled platform', async () => {
    const player = await newPlayer(stack().platform);
    const client = new GatewayClient(stack().gateway.url);
    const login = await client.call('session.login', byUsername(player));
    expect(login.status).toBe(200);
    const current = await client.ok<{ loggedIn: boolean; user: { loginName: string } }>('session.current');
    expect(current).toMatchObject({ loggedIn: true, user: { loginName: player.loginName } });
  });
});
