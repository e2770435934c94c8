/**
 * Games outside Chromium: the frame protocol without location.ancestorOrigins (Firefox has none) and
 * without a referrer (the site sends Referrer-Policy: no-referrer). The game finds its host page from
 * the launch URL the gateway gives it (`host=` in the fragment), checked against the platform's
 * frame-ancestors. Chromium's ancestorOrigins is an unforgeable property that an init script cannot
 * delete, so the init script empties it (its DOMStringList reports no entry), in every frame: the game
 * then sees what it sees in Firefox. A real host page on an allowed origin, the real gateway, the real
 * platform, a real browser.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '@casino/testkit/chromium';
import { startStack, type Stack } from './helper';

let hostServer: Server;
let hostOrigin: string;
let stack: Stack;
let browser: Browser;

/** The host page: frames `game`, keeps the game's messages, answers `ready` with a ping. */
function hostPage(game: string) {
  return `<!doctype html><html><body>
<script>
  window.gameMessages = [];
  addEventListener('message', (ev) => {
    if (!ev.data || ev.data.source !== 'casino-game') return;
    window.gameMessages.push(ev.data.type);
    if (ev.data.type === 'ready') ev.source.postMessage({ source: 'casino-host', type: 'ping' }, ev.origin);
  });
</script>
<iframe src="${game.replace(/"/g, '&quot;')}" width="800" height="600"></iframe>
</body></html>`;
}

beforeAll(async () => {
  hostServer = createServer((req, res) => {
    const game = new URL(req.url ?? '/', 'http://x').searchParams.get('game') ?? '';
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'referrer-policy': 'no-referrer' })
      .end(hostPage(game));
  });
  await new Promise<void>((r) => hostServer.listen(0, '127.0.0.1', r));
  hostOrigin = `http://127.0.0.1:${(hostServer.address() as AddressInfo).port}`;
  stack = await startStack('game-frame-host', {
    platformEnv: { PLATFORM_GAME_FRAME_ANCESTORS: hostOrigin },
    gatewayEnv: { GATEWAY_ALLOWED_ORIGINS: hostOrigin },
  });
  browser = await chromium.launch(chromiumLaunchOptions());
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
  await new Promise((r) => hostServer?.close(r));
});

async function launch(): Promise<string> {
  const r = await stack
    .client()
    .call<{ gameUrl: string }>(
      'games.launchDemoGame',
      { platformCode: 'ISLOT', gameId: 'ISLOT_1001' },
      { headers: { origin: hostOrigin } },
    );
  if (!r.ok) throw new Error(`launch failed: ${r.status} ${r.raw}`);
  return r.data!.gameUrl;
}

/** A page whose frames have no ancestorOrigins to read, showing the host page around `game`. */
async function openHost(game: string) {
  const page = await browser.newPage();
  await page.addInitScript({
    content: "Object.defineProperty(DOMStringList.prototype, 'length', { get: () => 0 });",
  });
  await page.goto(`${hostOrigin}/?game=${encodeURIComponent(game)}`);
  const frame = page.frameLocator('iframe');
  return { page, frame };
}

describe('the game frame protocol without ancestorOrigins', () => {
  it('gets the host origin in the launch URL, and the game talks to its host', async () => {
    const gameUrl = await launch();
    expect(new URL(gameUrl).hash).toContain(`host=${encodeURIComponent(hostOrigin)}`);
    const { page, frame } = await openHost(gameUrl);
    try {
      // The frame really has no ancestor origin and no referrer to go by.
      const inFrame = await page
        .frames()
        .find((f) => f !== page.mainFrame())!
        .evaluate<{ ancestors: number; referrer: string }>(
          '({ ancestors: location.ancestorOrigins.length, referrer: document.referrer })',
        );
      expect(inFrame).toEqual({ ancestors: 0, referrer: '' });
      await expect
        .poll(() => page.evaluate<string[]>('window.gameMessages'))
        .toEqual(expect.arrayContaining(['ready', 'pong']));
      await frame.locator('body').waitFor();
    } finally {
      await page.close();
    }
  });

  it('stays silent when the launch URL names no host (what Firefox got before)', async () => {
    const gameUrl = (await launch()).replace(/&host=[^&]*/, '');
    const { page } = await openHost(gameUrl);
    try {
      // The frame has loaded the game (its page answered) but has nobody to talk to.
      await page
        .frames()
        .find((f) => f !== page.mainFrame())!
        .waitForLoadState('load');
      // A control launched after it, with the host named, says ready: the one without has had longer.
      const ready = await launch();
      const { page: control } = await openHost(ready);
      try {
        await expect.poll(() => control.evaluate<string[]>('window.gameMessages')).toContain('ready');
      } finally {
        await control.close();
      }
      // The page without a host got nothing in the same time the control got its ready.
      expect(await page.evaluate<string[]>('window.gameMessages')).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
