/**
 * The player site's HTML prepares its first screen (routes/first-screen.ts). It names its
 * largest picture: on /{lng}/game and a category's lobby (/{lng}/game/{type}[/{provider}]) the
 * lobby's first banner, on /{lng}/promotions the first row of tournament cards, as
 * <link rel="preload" as="image" fetchpriority="high">, with the very address the page's own tRPC call
 * gets from the shared per-language cache (so the browser downloads it once). A page whose picture the
 * gateway cannot know (another page, a cold cache the platform does not fill) names nothing and is
 * served all the same. And it carries the answers of the page's first calls (the lobby's banner sources,
 * the tournaments' first page) in a JSON data block, equal to what the page's own calls answer in its
 * language, so the page renders them without making those calls.
 */
import { describe, expect, it } from 'vitest';
import { loggedIn, SPA_INDEX_HTML, useBuiltSite, useStack } from './helper';

const dist = useBuiltSite('first-screen', {
  'index.html': SPA_INDEX_HTML,
  'route-preloads.json': JSON.stringify([{ path: '^/(ja|en)(?:/|$)', page: false, js: [], css: [] }]),
});
const stack = useStack('first-screen', {
  // A generous cache life and wait: a loaded 2-core machine must not turn a hit into a miss.
  gatewayEnv: { GATEWAY_WEB_DIST: dist, CACHE_PUBLIC_TTL_MS: '300000', PAGE_IMAGE_HINT_WAIT_MS: '1000' },
  // The second gateway keeps its cache under a prefix of its own: always cold when first asked.
  gatewayEnvs: [{}, { REDIS_PREFIX: '{prefix}cold:' }],
});

const escaped = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const preload = (src: string) =>
  `<link rel="preload" as="image" href="${escaped(src)}" fetchpriority="high">`;

async function page(path: string, gateway = 0) {
  const r = await stack().client(gateway).get(path, { accept: 'text/html', 'accept-encoding': 'identity' });
  return { status: r.status, html: r.body.toString('utf8') };
}

/** What the page's own call answers, in the page's language (the header its tRPC client sends). */
async function pageCall<T>(procedure: string, input: unknown, language: 'ja-JP' | 'en-US'): Promise<T> {
  const r = await stack()
    .client()
    .call<T>(procedure, input, { headers: { 'x-casino-language': language } });
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

/** The answers the page carries, as the web reads them. */
function answersIn(html: string): { path: string; input: unknown; data: unknown }[] | null {
  const m = /<script type="application\/json" id="first-screen-data">([^<]*)<\/script>/.exec(html);
  return m ? (JSON.parse(m[1]!) as { path: string; input: unknown; data: unknown }[]) : null;
}

describe("the player site HTML carries the answers of its page's first calls", () => {
  it("puts the lobby's banner sources and filters in the page, equal to the page's own calls in its language", async () => {
    for (const [lng, language] of [
      ['ja', 'ja-JP'],
      ['en', 'en-US'],
    ] as const) {
      // The page's own calls first: they fill the shared cache, so a loaded machine's slow platform
      // cannot make the page's answers miss their wait (the cold cache has a test of its own below).
      const expected = [
        { path: 'cms.topicQuery', input: {}, data: await pageCall('cms.topicQuery', {}, language) },
        { path: 'cms.gamePage', input: {}, data: await pageCall('cms.gamePage', {}, language) },
        { path: 'games.providers', input: {}, data: await pageCall('games.providers', {}, language) },
        {
          path: 'cms.gameLabelsList',
          input: {},
          data: await pageCall('cms.gameLabelsList', {}, language),
        },
      ];
      const { html } = await page(`/${lng}/game`);
      expect(answersIn(html)).toEqual(expected);
      // In the head, and nothing in it can end the element early.
      expect(html.indexOf('id="first-screen-data"')).toBeLessThan(html.indexOf('</head>'));
    }
  });

  it("puts a category lobby's own banner sources and providers in the page, with or without a provider", async () => {
    const slots = { gameType: 'slots' };
    const expected = [
      { path: 'cms.topicQuery', input: {}, data: await pageCall('cms.topicQuery', {}, 'ja-JP') },
      { path: 'cms.gamePage', input: slots, data: await pageCall('cms.gamePage', slots, 'ja-JP') },
      { path: 'games.providers', input: slots, data: await pageCall('games.providers', slots, 'ja-JP') },
      { path: 'cms.gameLabelsList', input: {}, data: await pageCall('cms.gameLabelsList', {}, 'ja-JP') },
    ];
    expect(answersIn((await page('/ja/game/slots')).html)).toEqual(expected);
    expect(answersIn((await page('/ja/game/slots/JPT?q=x')).html)).toEqual(expected);
  });

  it("puts the tournaments' first page in the promotions page", async () => {
    const input = { pageNo: 1, pageSize: 20 };
    const data = await pageCall('tournament.list', input, 'en-US');
    expect(answersIn((await page('/en/promotions')).html)).toEqual([
      { path: 'tournament.list', input, data },
    ]);
  });

  it("puts the video list's tags and first page, and a video's own answers, in their pages", async () => {
    const first = { pageNo: 1, pageSize: 12 };
    const list = await pageCall<{ list: { videoId: string; posterUrl: string }[] }>(
      'video.query',
      first,
      'en-US',
    );
    const tags = await pageCall('video.tagList', {}, 'en-US');
    const listPage = await page('/en/videoList');
    expect(answersIn(listPage.html)).toEqual([
      { path: 'video.tagList', input: {}, data: tags },
      { path: 'video.query', input: first, data: list },
    ]);
    // The posters a phone shows first: the first card and the top of the second.
    for (const v of list.list.slice(0, 2)) expect(listPage.html).toContain(preload(v.posterUrl));
    expect(listPage.html.match(/rel="preload" as="image"/g)).toHaveLength(2);

    const { videoId } = list.list[0]!;
    const more = { videoId, size: 6 };
    const video = await pageCall<{ posterUrl: string }>('video.detail', { videoId }, 'ja-JP');
    const moreVideos = await pageCall('video.more', more, 'ja-JP');
    const videoPage = await page(`/ja/videos/${encodeURIComponent(videoId)}`);
    expect(answersIn(videoPage.html)).toEqual([
      { path: 'video.detail', input: { videoId }, data: video },
      { path: 'video.more', input: more, data: moreVideos },
    ]);
    // The poster in the page's language.
    expect(videoPage.html).toContain(preload(video.posterUrl));
    // A video the platform does not know: its failed answers are left to the page (which shows its own).
    const unknown = await page('/ja/videos/NO-SUCH-VIDEO');
    expect(unknown.status).toBe(200);
    expect(answersIn(unknown.html)).toBeNull();
  });

  it('is the same public answer for a signed-in player: nothing of a session goes into a page', async () => {
    const { client } = await loggedIn(stack());
    const r = await client.get('/ja/game', { accept: 'text/html', 'accept-encoding': 'identity' });
    expect(r.body.toString('utf8')).toContain('data-session="player"');
    const withCookie = answersIn(r.body.toString('utf8'));
    expect(withCookie).toEqual(answersIn((await page('/ja/game')).html));
  });

  it('carries nothing on a page whose first calls it does not prepare', async () => {
    for (const path of ['/ja/promotions/guess', '/ja/account', '/en/']) {
      expect(answersIn((await page(path)).html)).toBeNull();
    }
  });
});

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

  it("names a category lobby's first banner: that category's own material before the topics", async () => {
    const materials = await pageCall<Listed>('cms.gamePage', { gameType: 'slots' }, 'en-US');
    const topics = await pageCall<Listed>('cms.topicQuery', {}, 'en-US');
    const first =
      materials.list.find((m) => m.position === 'category:slots:top') ??
      topics.list.find((t) => t.position === 'lobbyBanner');
    expect(first?.imageUrl).toBeTruthy();
    for (const path of ['/en/game/slots', '/en/game/slots/JPT']) {
      const { html } = await page(path);
      expect(html).toContain(preload(first!.imageUrl!));
      expect(html.match(/rel="preload" as="image"/g)).toHaveLength(1);
    }
  });

  it('names no picture on a page whose first picture it does not know', async () => {
    for (const path of ['/ja/promotions/guess', '/ja/account', '/en/']) {
      const { status, html } = await page(path);
      expect(status).toBe(200);
      expect(html).not.toContain('as="image"');
    }
  });

  it('names nothing, and serves the page all the same, when the cache is cold and the platform does not answer', async () => {
    await stack().platform.stop();
    const { status, html } = await page('/ja/game', 1);
    expect(status).toBe(200);
    expect(html).toContain('<div id="root">');
    expect(html).not.toContain('as="image"');
    expect(html).not.toContain('first-screen-data');
  });
});
