/**
 * What a crawler reads without running a script: the HTML the site serves for each page carries that
 * page's title and description in the page's language, <html lang>, its canonical address and the page
 * in each language (hreflang, x-default Japanese). In the browser the head follows the player's moves.
 */
import { expect, test } from './support/fixtures';

const PAGES = [
  {
    path: '/ja/',
    lang: 'ja',
    title: 'Jewel Casino | 信頼と品格のオンラインカジノ',
    description: /スロット、パチンコ/,
  },
  {
    path: '/en/',
    lang: 'en',
    title: 'Jewel Casino | The online casino built on trust',
    description: /slots, pachinko/,
  },
  { path: '/ja/game/slots', lang: 'ja', title: 'スロット | Jewel Casino', description: /オンラインスロット/ },
  { path: '/en/game/slots', lang: 'en', title: 'Slots | Jewel Casino', description: /Online slots/ },
  { path: '/ja/account/deposit', lang: 'ja', title: '入金 | Jewel Casino', description: /入金方法/ },
  {
    path: '/en/account/deposit',
    lang: 'en',
    title: 'Deposit | Jewel Casino',
    description: /Deposit by bank transfer/,
  },
  { path: '/ja/promotions/vip', lang: 'ja', title: 'VIPプログラム | Jewel Casino', description: /VIPレベル/ },
  {
    path: '/en/promotions/vip',
    lang: 'en',
    title: 'VIP programme | Jewel Casino',
    description: /VIP levels/,
  },
  { path: '/en/videoList', lang: 'en', title: 'Videos | Jewel Casino', description: /on video/ },
] as const;

/** The head of the served HTML, read as text (no browser, no script). */
function headOf(html: string) {
  const head = /<head>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? '';
  const attr = (re: RegExp) => re.exec(head)?.[1]?.replace(/&amp;/g, '&') ?? null;
  return {
    lang: /<html\b[^>]*\slang="([^"]+)"/i.exec(html)?.[1] ?? null,
    title: /<title>([^<]*)<\/title>/i.exec(head)?.[1] ?? null,
    descriptions: [...head.matchAll(/<meta\s+name="description"\s+content="([^"]*)"/gi)].map((m) => m[1]),
    canonical: attr(/<link rel="canonical" href="([^"]+)"/),
    alternate: (l: string) => attr(new RegExp(`<link rel="alternate" hreflang="${l}" href="([^"]+)"`)),
  };
}

test('the served HTML of each page has its own title, description, canonical and hreflang in its language', async ({
  request,
}) => {
  const base = process.env.E2E_BASE_URL!.replace(/\/$/, '');
  const descriptions = new Set<string>();
  for (const page of PAGES) {
    const res = await request.get(`${page.path}?utm_source=mail`, { headers: { accept: 'text/html' } });
    expect(res.status(), page.path).toBe(200);
    const head = headOf(await res.text());
    expect(head.lang, page.path).toBe(page.lang);
    expect(head.title, page.path).toBe(page.title);
    expect(head.descriptions, page.path).toHaveLength(1);
    expect(head.descriptions[0], page.path).toMatch(page.description);
    descriptions.add(head.descriptions[0]!);
    // The canonical address is the page's own, without the query.
    expect(head.canonical, page.path).toBe(`${base}${page.path}`);
    const rest = page.path.slice(3);
    expect(head.alternate('ja'), page.path).toBe(`${base}/ja${rest}`);
    expect(head.alternate('en'), page.path).toBe(`${base}/en${rest}`);
    expect(head.alternate('x-default'), page.path).toBe(`${base}/ja${rest}`);
  }
  // Each page of a language says what it is: no two pages share a description.
  expect(descriptions.size).toBe(PAGES.length);
});

test('the head follows the player from page to page, in the page language', async ({ page }) => {
  await page.goto('/en/promotions');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'VIP rewards' }).first().click();
  await expect(page).toHaveURL(/\/en\/promotions\/vip$/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /VIP levels/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/promotions\/vip$/);
  await expect(page.locator('link[rel="alternate"][hreflang="ja"]')).toHaveAttribute(
    'href',
    /\/ja\/promotions\/vip$/,
  );
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);

  // A page a visitor stays on (an account page sends a visitor to the login page, whose head it then is).
  await page.goto('/ja/videoList');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /動画でお届け/);
});

test('the bare root, a language root and pages with an id or under the account get their own head from the server', async ({
  request,
}) => {
  const base = process.env.E2E_BASE_URL!.replace(/\/$/, '');
  const CASES = [
    // Before the language redirect: the default language's home page.
    {
      path: '/',
      lang: 'ja',
      title: 'Jewel Casino | 信頼と品格のオンラインカジノ',
      canonical: '/ja/',
      rest: '/',
    },
    {
      path: '/index.html',
      lang: 'ja',
      title: 'Jewel Casino | 信頼と品格のオンラインカジノ',
      canonical: '/ja/',
      rest: '/',
    },
    {
      path: '/ja/',
      lang: 'ja',
      title: 'Jewel Casino | 信頼と品格のオンラインカジノ',
      canonical: '/ja/',
      rest: '/',
    },
    {
      path: '/en/',
      lang: 'en',
      title: 'Jewel Casino | The online casino built on trust',
      canonical: '/en/',
      rest: '/',
    },
    {
      path: '/en/account/security',
      lang: 'en',
      title: /\| Jewel Casino$/,
      canonical: '/en/account/security',
      rest: '/account/security',
    },
    {
      path: '/ja/account/multimode',
      lang: 'ja',
      title: /^マルチ台 \| Jewel Casino$/,
      canonical: '/ja/account/multimode',
      rest: '/account/multimode',
    },
    {
      path: '/en/videos/v1',
      lang: 'en',
      title: /\| Jewel Casino$/,
      canonical: '/en/videos/v1',
      rest: '/videos/v1',
    },
    {
      path: '/ja/promotions/tournaments/t1',
      lang: 'ja',
      title: /\| Jewel Casino$/,
      canonical: '/ja/promotions/tournaments/t1',
      rest: '/promotions/tournaments/t1',
    },
  ] as const;
  for (const c of CASES) {
    const res = await request.get(c.path, { headers: { accept: 'text/html' }, maxRedirects: 0 });
    expect(res.status(), c.path).toBe(200);
    const head = headOf(await res.text());
    expect(head.lang, c.path).toBe(c.lang);
    if (typeof c.title === 'string') expect(head.title, c.path).toBe(c.title);
    else expect(head.title, c.path).toMatch(c.title);
    expect(head.descriptions, c.path).toHaveLength(1);
    expect(head.canonical, c.path).toBe(`${base}${c.canonical}`);
    expect(head.alternate('ja'), c.path).toBe(`${base}/ja${c.rest}`);
    expect(head.alternate('en'), c.path).toBe(`${base}/en${c.rest}`);
    expect(head.alternate('x-default'), c.path).toBe(`${base}/ja${c.rest}`);
  }
});
