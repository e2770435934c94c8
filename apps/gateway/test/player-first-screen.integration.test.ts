/**
 * A signed-in player's page carries the player's first answers (routes/player-first-screen.ts): the
 * session view on every page and an account page's first calls, equal to what the page's own calls
 * answer, so its first commit shows the page. Never a token, the session id or the platform's key; the
 * page is kept by no cache (no-store) and varies on the cookie. A visitor's page carries none of it.
 */
import { describe, expect, it } from 'vitest';
import type { GatewayClient } from '@casino/testkit/client';
import { loggedIn, SPA_INDEX_HTML, useBuiltSite, useStack } from './helper';

const dist = useBuiltSite('player-first-screen', {
  'index.html': SPA_INDEX_HTML,
  'route-preloads.json': JSON.stringify([
    { path: '^/ja/game(?:/[^/]+){0,2}/?$', page: true, js: ['/assets/lobby-page-x.js'], css: [] },
    { path: '^/(ja|en)(?:/|$)', page: false, js: [], css: [] },
  ]),
});
const stack = useStack('player-first-screen', {
  // A generous wait: a loaded 2-core machine must not leave the answers out.
  gatewayEnv: { GATEWAY_WEB_DIST: dist, PLAYER_PAGE_DATA_WAIT_MS: '2000' },
  // The second gateway never waits: its pages are served as before.
  gatewayEnvs: [{}, { PLAYER_PAGE_DATA_WAIT_MS: '0' }],
});

async function page(client: GatewayClient, path: string) {
  const r = await client.get(path, { accept: 'text/html', 'accept-encoding': 'identity' });
  return { status: r.status, headers: r.headers, html: r.body.toString('utf8') };
}

type Answer = { path: string; input?: unknown; data: unknown };

/** The answers the page carries, as the web reads them. */
function answersIn(html: string): Answer[] | null {
  const m = /<script type="application\/json" id="player-screen-data">([^<]*)<\/script>/.exec(html);
  return m ? (JSON.parse(m[1]!) as Answer[]) : null;
}

/** The session view without what moves by the second (the idle time left). */
const steady = (view: unknown) => ({ ...(view as object), idleTimeoutMs: 0 });

async function own<T>(client: GatewayClient, procedure: string, input?: unknown): Promise<T> {
  const r = await client.call<T>(procedure, input, { headers: { 'x-casino-language': 'ja-JP' } });
  if (!r.ok) throw new Error(`${procedure} failed: HTTP ${r.status}`);
  return r.data as T;
}

describe("a signed-in player's page carries the player's first answers", () => {
  it("puts the session view and the withdrawal page's first calls in it, equal to the page's own calls", async () => {
    const { client } = await loggedIn(stack());
    const { status, headers, html } = await page(client, '/ja/account/withdraw');
    expect(status).toBe(200);
    const answers = answersIn(html)!;
    expect(answers.map((a) => a.path)).toEqual([
      'session.current',
      'withdraw.methods',
      'withdraw.limits',
      'withdraw.orders',
      'wallet.addressList',
      'wallet.bankCardList',
    ]);
    const view = await own<{ loggedIn: boolean; currency: string }>(client, 'session.current');
    expect(view.loggedIn).toBe(true);
    expect(steady(answers[0]!.data)).toEqual(steady(view));
    const methods = answers[1]!;
    expect(methods.input).toEqual({ currency: view.currency });
    expect(methods.data).toEqual(await own(client, 'withdraw.methods', { currency: view.currency }));
    expect(answers[3]!.data).toEqual(await own(client, 'withdraw.orders', answers[3]!.input));
    // The player's alone: no cache keeps it, and it varies on the cookie.
    expect(String(headers['cache-control'])).toBe('no-store');
    expect(String(headers['vary'])).toMatch(/\bcookie\b/i);
  });

  it("makes a player's home the lobby at once: its banners and filters, its first banner and its scripts", async () => {
    const { client } = await loggedIn(stack());
    const { html } = await page(client, '/ja/');
    const answers = answersIn(html)!;
    expect(answers.map((a) => a.path)).toEqual([
      'session.current',
      'cms.topicQuery',
      'cms.gamePage',
      'games.providers',
      'cms.gameLabelsList',
    ]);
    expect(answers[1]!.data).toEqual(await own(client, 'cms.topicQuery', {}));
    const topics = answers[1]!.data as { list: { position?: string; imageUrl?: string }[] };
    const materials = answers[2]!.data as { list: { position?: string; imageUrl?: string }[] };
    const first =
      topics.list.find((t) => t.position === 'lobbyBanner') ??
      materials.list.find((m) => m.position === 'top');
    expect(first?.imageUrl).toBeTruthy();
    expect(html).toContain(
      `<link rel="preload" as="image" href="${first!.imageUrl!.replace(/&/g, '&amp;')}" fetchpriority="high">`,
    );
    // The lobby's scripts, without the hint that makes a route wait for them.
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/lobby-page-x.js">');
    // A visitor's home names none of it.
    const visitor = await page(stack().client(), '/ja/');
    expect(visitor.html).not.toContain('lobby-page-x.js');
  });

  it('never carries a token, the session id or a key', async () => {
    const { client } = await loggedIn(stack());
    const sid = client.jar.get('sid') ?? client.jar.get('__Host-sid');
    expect(sid).toBeTruthy();
    for (const path of ['/ja/account', '/ja/account/withdraw', '/ja/account/kyc', '/en/promotions', '/ja/']) {
      const { html } = await page(client, path);
      expect(answersIn(html)?.[0]?.path).toBe('session.current');
      expect(html).not.toContain(sid!);
      expect(html).not.toMatch(/token|eyJ|BEGIN [A-Z ]*KEY|rsa/i);
    }
  });

  it("carries none in a visitor's page, nor once the session has ended, nor with the wait turned off", async () => {
    const visitor = await page(stack().client(), '/ja/account');
    expect(answersIn(visitor.html)).toBeNull();
    expect(String(visitor.headers['cache-control'])).toBe('private, no-cache');

    const { client } = await loggedIn(stack());
    const sidName = client.jar.has('sid') ? 'sid' : '__Host-sid';
    const sid = client.jar.get(sidName)!;
    await client.ok('session.logout');
    client.jar.set(sidName, sid);
    expect(answersIn((await page(client, '/ja/account')).html)).toBeNull();

    const other = await loggedIn(stack(), 1);
    const off = await page(other.client, '/ja/account');
    expect(off.html).toContain('data-session="player"');
    expect(answersIn(off.html)).toBeNull();
  });
});
