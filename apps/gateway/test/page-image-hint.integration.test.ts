/**
 * The player site's HTML names its largest picture (issue 14, routes/page-image.ts): on /{lng}/game the
 * lobby's first banner, on /{lng}/promotions the first row of tournament cards, as
 * <link rel="preload" as="image" fetchpriority="high">, with the very address the page's own tRPC call
 * gets from the shared per-language cache (so the browser downloads it once). A page whose picture the
 * gateway cannot know (another page, a cold cache the platform does not fill) names nothing and is
 * served all the same.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStack, type Stack } from './helper';

let stack: Stack;
let dist: string;
const indexHtml = `<!doctype html><html lang="ja"><head><title>x</title></head><body><div id="root"></div></body></html>`;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'gw-page-image-'));
  await writeFile(join(dist, 'index.html'), indexHtml);
  await writeFile(
    join(dist, 'route-preloads.json'),
    JSON.stringify([{ path: '^/(ja|en)(?:/|$)', page: false, js: [], css: [] }]),
  );
  stack = await startStack('page-image', {
    // A generous cache life and wait: a loaded 2-core machine must not turn a hit into a miss.
    gatewayEnv: { GATEWAY_WEB_DIST: dist, CACHE_PUBLIC_TTL_MS: '300000', PAGE_IMAGE_HINT_WAIT_MS: '1000' },
    // The second gateway keeps its cache under a prefix of its own: always cold when first asked.
    gatewayEnvs: [{}, { REDIS_PREFIX: '{prefix}cold:' }],
  });
});
afterAll(async () => {
  await stack?.stop();
  if (dist) await rm(dist, { recursive: true, force: true });
});

const escaped = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const preload = (src: string) =>
  `<link rel="preload" as="image" href="${escaped(src)}" fetchpriority="high">`;

async function page(path: string, gateway = 0) {
  const r = await stack.client(gateway).get(path, { accept: 'text/html', 'accept-encoding': 'identity' });
  return { status: r.status, html: r.body.toString('utf8') };
}

/** What the page's own call answers, in the page's language (the header its tRPC client sends). */
async function pageCall<T>(procedure: string, input: unknown, language: 'ja-JP' | 'en-US'): Promise<T> {
  const r = await stack.client().call<T>(procedure, input, { headers: { 'x-casino-language': language } });
  if (!r.ok) throw new Error(`${procedure} failed: HTTP ${r.status}`);
  return r.data as T;
}

type Listed = { list: { position?: string; imageUrl?: string; bannerUrl?: string }[] };

/** The lobby's first banner as apps/web/src/features/lobby/api/lobby-api.ts (useBanners(null)) orders them. */
async function firstBanner(language: 'ja-JP' | 'en-US'): Promise<string> {
  const topics = await pageCall<Listed>('cms.topicQuery', {}, language);
  const materials = await pageCall<Listed>('cms.gamePage', {}, language);
  const first =
    topics.list.find((t) => t.position === 'lobbyBanner') ?? materials.list.find((m) => m.position === 'top');
  expect(first?.imageUrl).toBeTruthy();
  return first!.imageUrl!;
}

describe("the player site HTML names its page's largest picture", () => {
  it("names the lobby's first banner once the cache holds the banners, in the page's language", async () => {
    const ja = await firstBanner('ja-JP');
    const en = await firstBanner('en-US');
    expect(ja).not.toBe(en);
    const jaPage = await page('/ja/game');
    expect(jaPage.status).toBe(200);
    expect(jaPage.html).toContain(preload(ja));
    expect(jaPage.html).not.toContain(escaped(en));
    expect(jaPage.html.indexOf(preload(ja))).toBeLessThan(jaPage.html.indexOf('</head>'));
    // The artwork's origin is still opened beside it.
    expect(jaPage.html).toContain(`<link rel="preconnect" href="${new URL(ja).origin}">`);
    expect((await page('/en/game/?tab=new')).html).toContain(preload(en));
    expect((await page('/en/game')).html.match(/rel="preload" as="image"/g)).toHaveLength(1);
  });

  it('names the pictures of the first row of tournament cards on the promotions page', async () => {
    const { list } = await pageCall<Listed>('tournament.list', { pageNo: 1, pageSize: 20 }, 'en-US');
    const firstRow = list.slice(0, 2).map((t) => t.bannerUrl!);
    expect(firstRow).toHaveLength(2);
    const { html } = await page('/en/promotions');
    for (const src of firstRow) expect(html).toContain(preload(src));
    expect(html.match(/rel="preload" as="image"/g)).toHaveLength(2);
  });

  it('names no picture on a page whose first picture it does not know (a category, another page)', async () => {
    for (const path of ['/ja/game/slots', '/ja/account', '/en/']) {
      const { status, html } = await page(path);
      expect(status).toBe(200);
      expect(html).not.toContain('as="image"');
    }
  });

  it('names nothing, and serves the page all the same, when the cache is cold and the platform does not answer', async () => {
    await stack.platform.stop();
    const { status, html } = await page('/ja/game', 1);
    expect(status).toBe(200);
    expect(html).toContain('<div id="root">');
    expect(html).not.toContain('as="image"');
  });
});
