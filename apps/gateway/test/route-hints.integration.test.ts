/**
 * The player site's HTML for a client route names what that route's first screen needs next: the
 * chunks listed for its address in the build's route-preloads.json (<link rel="modulepreload">, CSS
 * as <link rel="preload" as="style">) and, outside production, a preconnect to the platform's origin
 * that serves the artwork. Addresses without an entry, and builds without the file, get the page as built.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import { SPA_INDEX_HTML, startStack, type Stack } from './helper';

let stack: Stack;
let dist: string;
const routes = [
  {
    path: '^/ja/game(?:/[^/]+){0,2}/?$',
    page: true,
    js: ['/assets/lobby-1.js', '/assets/wallet-1.js'],
    css: ['/assets/lobby-1.css'],
  },
  { path: '^/ja(?:/|$)', page: false, js: [], css: [] },
  { path: '^/en(?:/|$)', page: false, js: ['/assets/strings-en-1.js'], css: [] },
];

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'gw-hints-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), SPA_INDEX_HTML);
  await writeFile(join(dist, 'route-preloads.json'), JSON.stringify(routes));
  stack = await startStack('hints', { gatewayEnv: { GATEWAY_WEB_DIST: dist } });
});
afterAll(async () => {
  await stack?.stop();
  if (dist) await rm(dist, { recursive: true, force: true });
});

async function page(path: string) {
  const r = await request(`${stack.gateways[0]!.url}${path}`, {
    headers: { accept: 'text/html', 'accept-encoding': 'identity' },
  });
  return { status: r.statusCode, html: await r.body.text() };
}

describe('route hints in the player site HTML', () => {
  it("names the route's chunks, its CSS and the artwork origin, query string aside", async () => {
    const { status, html } = await page('/ja/game/slots?q=neon');
    expect(status).toBe(200);
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/lobby-1.js" data-route-hint>',
    );
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/wallet-1.js" data-route-hint>',
    );
    expect(html).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/lobby-1.css" data-route-hint>',
    );
    expect(html).toContain(
      `<link rel="preconnect" href="${new URL(stack.platform.gatewayEnv.UPSTREAM_URL!).origin}">`,
    );
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
  });

  it("names a language's chunk without marking it as the page's (the page does not wait for it)", async () => {
    const { html } = await page('/en/account');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/strings-en-1.js">');
    expect(html).not.toContain('data-route-hint');
  });

  it('takes the first matching entry: another page of the language gets no chunks, only the preconnect', async () => {
    const { html } = await page('/ja/promotions');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('rel="preconnect"');
  });
});
