/**
 * The player site's HTML says whether the request can belong to a signed-in player
 * (<html data-session="visitor|player">), so a visitor's first screen renders without waiting for
 * session.current. It carries nothing of the session itself (no id, no token), and since the page now
 * differs by cookie it is private to the browser: no shared cache may keep it for someone else.
 */
import { describe, expect, it } from 'vitest';
import { utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { GatewayClient } from '@casino/testkit/client';
import { loggedIn, SPA_INDEX_HTML, useBuiltSite, useStack } from './helper';

const dist = useBuiltSite('session-hint', {
  'index.html': SPA_INDEX_HTML,
  'route-preloads.json': JSON.stringify([{ path: '^/ja(?:/|$)', page: false, js: [], css: [] }]),
});
const stack = useStack('session-hint', { gatewayEnv: { GATEWAY_WEB_DIST: dist } });

async function page(client: GatewayClient, path = '/ja/') {
  const r = await client.get(path, { accept: 'text/html', 'accept-encoding': 'identity' });
  return { status: r.status, headers: r.headers, html: r.body.toString('utf8') };
}

describe('the session hint in the player site HTML', () => {
  it("tells a first-time visitor's page it is a visitor's, privately (no shared cache, varies by cookie)", async () => {
    const { status, headers, html } = await page(stack().client());
    expect(status).toBe(200);
    expect(html).toContain('<html data-session="visitor" lang="ja">');
    expect(String(headers['cache-control'])).toMatch(/\bprivate\b/);
    expect(String(headers['cache-control'])).toMatch(/\bno-cache\b/);
    expect(String(headers['vary'])).toMatch(/\bcookie\b/i);
  });

  it("tells a signed-in player's page it may be a player's, without the session id or any token in it", async () => {
    const { client } = await loggedIn(stack());
    const sid = client.jar.get('sid') ?? client.jar.get('__Host-sid');
    expect(sid).toBeTruthy();
    const { html } = await page(client, '/en/promotions');
    expect(html).toContain('data-session="player"');
    expect(html).not.toContain(sid!);
    expect(html).not.toMatch(/token|eyJ/i);
  });

  it('says visitor again once the session has ended, even with the old cookie still sent', async () => {
    const { client } = await loggedIn(stack());
    const sidName = client.jar.has('sid') ? 'sid' : '__Host-sid';
    const sid = client.jar.get(sidName)!;
    await client.ok('session.logout');
    client.jar.set(sidName, sid);
    expect((await page(client)).html).toContain('data-session="visitor"');
  });

  it('says visitor for a malformed session cookie (session.current would answer logged out)', async () => {
    const client = stack().client();
    client.jar.set('sid', 'not-a-session');
    expect((await page(client)).html).toContain('data-session="visitor"');
  });

  it('serves a rebuilt index.html without a restart outside production', async () => {
    await writeFile(
      join(dist, 'index.html'),
      SPA_INDEX_HTML.replace('<title>x</title>', '<title>x</title><meta name="build" content="rebuilt">'),
    );
    // a distinct modification time even on file systems with coarse time stamps
    const later = new Date(Date.now() + 5_000);
    await utimes(join(dist, 'index.html'), later, later);
    const { html } = await page(stack().client());
    expect(html).toContain('<meta name="build" content="rebuilt">');
    expect(html).toContain('data-session="visitor"');
  });
});
