/**
 * How the player site is delivered: scripts arrive pre-compressed (brotli) and decode to working code,
 * every call of a first /en/ visit (from a Japanese browser with a Japanese preference) is asked in
 * English and the lobby is not fetched twice, and the head carries a per-page title, a description,
 * hreflang links; robots.txt is a text file.
 */
import type { Request } from '@playwright/test';
import { expect, test } from './support/fixtures';

test('scripts come brotli-compressed with Vary, and the page runs on them', async ({ page }) => {
  const scripts: { url: string; encoding: string | undefined; vary: string | undefined }[] = [];
  page.on('response', (res) => {
    if (new URL(res.url()).pathname.endsWith('.js')) {
      const h = res.headers();
      scripts.push({ url: res.url(), encoding: h['content-encoding'], vary: h['vary'] });
    }
  });
  await page.goto('/ja/');
  await expect(page.getByRole('button', { name: 'ログイン', exact: true })).toBeVisible({ timeout: 30_000 });
  // The lobby under the forms (in view on a laptop) brings the lazy chunks: they come compressed too.
  await expect(page.getByTestId('category-slots').getByRole('article').first()).toBeVisible();
  expect(scripts.length).toBeGreaterThan(2);
  for (const s of scripts) {
    expect(s.encoding, s.url).toBe('br');
    expect(s.vary, s.url).toMatch(/accept-encoding/i);
  }
});

test('a first /en/ visit asks every call in English and fetches the lobby once', async ({
  page,
  context,
}) => {
  // A Japanese browser that last used the site in Japanese: both preferences say ja.
  await context.addCookies([{ name: 'lang', value: 'ja-JP', url: process.env.E2E_BASE_URL! }]);
  await context.addInitScript(() => localStorage.setItem('lng', 'ja'));
  const calls: Request[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.startsWith('/trpc/')) calls.push(req);
  });
  await page.goto('/en/');
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible({ timeout: 30_000 });
  // The lobby below the forms is on screen with its games (a lazy part: on a loaded machine it can
  // start after a quiet moment that "network idle" alone would take for the end).
  await expect(page.getByTestId('category-slots').getByRole('article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(calls.length).toBeGreaterThan(0);
  for (const c of calls) expect(c.headers()['x-casino-language'], c.url()).toBe('en-US');
  // Each procedure of the first page is asked once (no refetch after the language sync).
  const procedures = calls
    .filter((c) => c.method() === 'GET')
    .flatMap((c) => decodeURIComponent(new URL(c.url()).pathname.slice('/trpc/'.length)).split(','));
  const lobby = procedures.filter((p) => p.startsWith('games.'));
  expect(lobby.length).toBeGreaterThan(0);
  expect(new Set(lobby).size).toBe(lobby.length);
});

test('the head names the page and links its other language', async ({ page, request }) => {
  await page.goto('/en/promotions');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  const heading = (await page.getByRole('heading', { level: 1 }).first().textContent())!.trim();
  await expect(page).toHaveTitle(`${heading} | Jewel Casino`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /tournaments/);
  await expect(page.locator('link[rel="alternate"][hreflang="ja"]')).toHaveAttribute(
    'href',
    /\/ja\/promotions$/,
  );
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    'href',
    /\/en\/promotions$/,
  );
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
    'href',
    /\/ja\/promotions$/,
  );

  await page.goto('/ja/promotions');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  const ja = (await page.getByRole('heading', { level: 1 }).first().textContent())!.trim();
  await expect(page).toHaveTitle(`${ja} | Jewel Casino`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /トーナメント/);

  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toMatch(/text\/plain/);
  expect(await robots.text()).toMatch(/^User-agent: \*/m);
});

test('the site answers /favicon.ico with an icon (browsers ask for it whatever the page links)', async ({
  request,
}) => {
  const ico = await request.get('/favicon.ico');
  expect(ico.status()).toBe(200);
  expect(ico.headers()['content-type']).toMatch(/icon/);
  const body = await ico.body();
  // An ICO header: reserved 0, type 1, at least one image.
  expect([body.readUInt16LE(0), body.readUInt16LE(2)]).toEqual([0, 1]);
  expect(body.readUInt16LE(4)).toBeGreaterThan(0);
});

test("the lobby's first banner is the picture the HTML preloads, and it is downloaded once", async ({
  page,
  request,
}) => {
  // The gateway names the picture once its per-language cache holds the banners (it fills a cold cache
  // for at most a moment): ask for the page until it does, then open it while the cache still holds them.
  let href: string | undefined;
  await expect
    .poll(async () => {
      const html = await (await request.get('/ja/game', { headers: { accept: 'text/html' } })).text();
      href = /<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">/.exec(html)?.[1];
      return href;
    })
    .toBeTruthy();
  const src = href!
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<');
  const downloads: string[] = [];
  page.on('request', (req) => {
    if (req.url() === src) downloads.push(req.url());
  });
  await page.goto('/ja/game');
  const banner = page.locator('.banners__track img').first();
  await expect(banner).toBeVisible({ timeout: 30_000 });
  expect(await page.locator('link[rel="preload"][as="image"]').getAttribute('href')).toBe(src);
  expect(await banner.getAttribute('src')).toBe(src);
  await expect
    .poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  expect(downloads).toHaveLength(1);
});

for (const { path, calls, first } of [
  {
    path: '/ja/game',
    calls: ['cms.topicQuery', 'cms.gamePage', 'games.providers', 'cms.gameLabelsList'],
    first: '.banners__track img',
  },
  { path: '/en/promotions', calls: ['tournament.list'], first: '.promo-card img' },
]) {
  test(`${path} shows its first screen from the answers in the page, without making those calls`, async ({
    page,
    request,
  }) => {
    // Once the gateway's per-language cache holds the answers (it fills a cold one for a moment), the
    // page carries them.
    await expect
      .poll(async () => {
        const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
        return html.includes('id="first-screen-data"');
      })
      .toBe(true);
    const asked: string[] = [];
    page.on('request', (req) => {
      const m = /\/trpc\/([^?]+)/.exec(req.url());
      if (m) asked.push(...decodeURIComponent(m[1]!).split(','));
    });
    await page.goto(path);
    await expect(page.locator(first).first()).toBeVisible({ timeout: 30_000 });
    // The page's other calls went out (its session, at least), the ones it was given did not.
    await expect.poll(() => asked.includes('session.current')).toBe(true);
    for (const call of calls) expect(asked).not.toContain(call);
  });
}
