/**
 * The built front ends from the same origin as /trpc: web at /, kiosk at /kiosk/, each falling back to
 * its index.html for client-side routes. Registered only for the dist folders that exist.
 * The builds write a brotli (.br) and a gzip (.gz) twin beside every compressible asset
 * (scripts/vite-precompress.ts); `preCompressed` sends the best twin the browser accepts with its
 * Content-Encoding, and every compressible file says `Vary: accept-encoding` so a cache keeps them apart.
 * Whatever has no twin is compressed at run time (plugins/external/compress.ts).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { readFile, stat } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { FIRST_SCREEN_DATA_ID, firstScreenJson } from '@casino/shared/rules/first-screen';
import { pageHead } from '@casino/shared/rules/page-head';
import { seo } from '@casino/shared/i18n/seo';
import { pageFirstScreen, type FirstScreenHints } from './first-screen';
import { NO_PLAYER_SCREEN, playerFirstScreen, withPlayerScreen } from './player-first-screen';
import { ASSET_PATH } from '../plugins/external/helmet';

/** A source map (with or without its compressed twin's suffix): built for error reporting, never served in production. */
const SOURCE_MAP = /\.map(\.br|\.gz)?$/i;

/** The player site's page under its file's name (/index.html): served as the home page, with its head. */
const WEB_INDEX_FILE = /^\/index\.html$/i;

export default async function staticRoutes(app: FastifyInstance) {
  const { webDist, kioskDist, production } = app.gateway.config;
  // Source maps carry the full sources: in production they are refused (404), whatever the folder.
  const allowedPath = (path: string) => !(production && SOURCE_MAP.test(path.split('?')[0] ?? ''));
  const web = existsSync(join(webDist, 'index.html'));
  const kiosk = existsSync(join(kioskDist, 'index.html'));
  // How both front ends' built files are served: their pre-compressed twins, our cache headers.
  const builtFiles = {
    decorateReply: false,
    index: 'index.html',
    cacheControl: false,
    preCompressed: true,
    setHeaders: cacheHeaders,
  };
  if (kiosk) {
    await app.register(fastifyStatic, { ...builtFiles, root: kioskDist, prefix: '/kiosk/', allowedPath });
  }
  if (web) {
    await app.register(fastifyStatic, {
      ...builtFiles,
      root: webDist,
      prefix: '/',
      wildcard: true,
      // The page itself under its file's name gets its head like any page (the home page's).
      allowedPath: (path) => allowedPath(path) && !WEB_INDEX_FILE.test(path),
    });
  }
  const preconnect = preconnectOrigins(
    app.gateway.config.gameOrigins,
    production ? null : app.gateway.config.upstream.url,
  );
  const api = /^\/(trpc|blob|healthz|readyz)(\/|$)/;
  const webPage = webIndex(webDist, preconnect, production);
  // The site's address in canonical and hreflang links: the first public origin, or (development,
  // tests) the address this gateway listens on; never a Host header, which anyone can send.
  const publicOrigin = app.gateway.config.publicOrigins[0];
  const origin = (req: FastifyRequest) => {
    if (publicOrigin) return publicOrigin;
    const { localAddress, localPort } = req.socket;
    const v4 = localAddress?.replace(/^::ffff:/, '');
    const host = v4?.includes(':') ? `[${v4}]` : (v4 ?? 'localhost');
    return `http://${host}:${localPort}`;
  };
  app.setNotFoundHandler(async (req, reply) => {
    const accepts = String(req.headers.accept ?? '').includes('text/html');
    const map = production && SOURCE_MAP.test(req.url.split('?')[0] ?? '');
    // A missing built asset is a 404, never the page: a page under an asset's address would be served
    // with the assets' headers, without its document policies.
    if (req.method === 'GET' && accepts && !api.test(req.url) && !map && !ASSET_PATH.test(req.url)) {
      if (kiosk && req.url.startsWith('/kiosk')) return sendIndex(reply, kioskPage(kioskDist, req.url));
      if (web) {
        const asked = req.url.split(/[?#]/)[0] ?? '/';
        const path = WEB_INDEX_FILE.test(asked) ? '/' : asked;
        const [index, [presence, player], first] = await Promise.all([
          webPage(),
          // A live session's page carries the player's first answers (routes/player-first-screen.ts).
          app.gateway.sessions
            .presence(req)
            .then(
              async (p) =>
                [p, p === 'player' ? await playerFirstScreen(req, reply, path) : NO_PLAYER_SCREEN] as const,
            ),
          pageFirstScreen(req, reply, path),
        ]);
        const html = webIndexPage(reply, index, path, presence, first, origin(req));
        return withPlayerScreen(reply, html, player, (p) => routeScripts(index, p));
      }
    }
    return reply.status(404).send({ error: 'not found' });
  });
  app.log.info({ web, kiosk }, 'front ends served');
}

/** Vite's hashed assets never change under their name; everything else is revalidated. */
function cacheHeaders(reply: FastifyReply, path: string) {
  reply.header(
    'cache-control',
    /[/\\]assets[/\\]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
  if (COMPRESSIBLE_FILE.test(path)) reply.header('vary', 'accept-encoding');
}

/** Files that may be sent compressed, so their answer depends on Accept-Encoding. */
const COMPRESSIBLE_FILE = /\.(js|mjs|css|html|json|svg|txt|xml|map|webmanifest|ico)(\.br|\.gz)?$/;

/**
 * The kiosk build has more than one page (the terminal at /kiosk/, the staff view at /kiosk/staff/):
 * a client route under a page's folder gets that page, with or without the trailing slash.
 */
function kioskPage(kioskDist: string, url: string): string {
  const sub = /^\/kiosk\/([a-z0-9-]+)(?:[/?#]|$)/.exec(url)?.[1];
  return sub && existsSync(join(kioskDist, sub, 'index.html')) ? join(kioskDist, sub) : kioskDist;
}

/**
 * The artwork's origins (banners, game art) to open a connection to while the page starts: the game
 * origins configured as full origins, and outside production the platform's own (the reference
 * platform serves the CMS images itself). A scheme alone (`https:`) names no origin.
 */
function preconnectOrigins(gameOrigins: string[], upstreamUrl: string | null): string[] {
  const origins = new Set<string>();
  for (const o of [...gameOrigins, ...(upstreamUrl ? [upstreamUrl] : [])]) {
    try {
      const url = new URL(o);
      if (url.host && /^https?:$/.test(url.protocol)) origins.add(url.origin);
    } catch {
      // a scheme or a wildcard: no single origin to connect to
    }
  }
  return [...origins];
}

interface RoutePreload {
  path: string;
  /** The route's page chunks are named (not only the language's): marked data-route-hint. */
  page?: boolean;
  js: string[];
  css: string[];
}

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The built page and its route hints, prepared once per build of the files (see webIndex). */
interface WebIndex {
  html: string;
  /** Each route's pattern and the tags to put before </head> for it; null: a build without route-preloads.json. */
  routes: { re: RegExp; tags: string }[] | null;
  /** The tags of an address that matches no route (the preconnects alone). */
  fallback: string;
  /** The files' modification times this was made from: outside production a rebuild is picked up. */
  stamp: string;
}

/**
 * The player site's index.html and route-preloads.json, read and prepared once (not on every page
 * request); outside production the files' modification times are checked on each request so a rebuild
 * (vite build --watch, a test writing its own folder) is served without a restart.
 */
function webIndex(dir: string, preconnect: string[], production: boolean): () => Promise<WebIndex> {
  let cached: Promise<WebIndex> | null = null;
  const stampOf = async () => {
    const times = await Promise.all(
      ['index.html', 'route-preloads.json'].map((f) =>
        stat(join(dir, f)).then(
          (s) => String(s.mtimeMs),
          () => '-',
        ),
      ),
    );
    return times.join('/');
  };
  const load = async (): Promise<WebIndex> => {
    const stamp = await stampOf();
    const html = await readFile(join(dir, 'index.html'), 'utf8');
    const pre = preconnect.map((o) => `<link rel="preconnect" href="${attr(o)}">`);
    const tagsOf = (links: string[]) => (links.length ? `    ${links.join('\n    ')}\n  ` : '');
    let list: RoutePreload[];
    try {
      list = JSON.parse(await readFile(join(dir, 'route-preloads.json'), 'utf8')) as RoutePreload[];
    } catch {
      // a build without the file (an older one, a test's folder): the page as built
      return { html, routes: null, fallback: '', stamp };
    }
    const routes = list.map((route) => {
      const hint = route.page ? ' data-route-hint' : '';
      return {
        re: new RegExp(route.path),
        tags: tagsOf([
          ...pre,
          // data-route-hint: the page waits for its named page chunks before the first render (apps/web/src/app/router.tsx).
          ...route.css.map((f) => `<link rel="preload" as="style" crossorigin href="${attr(f)}"${hint}>`),
          ...route.js.map((f) => `<link rel="modulepreload" crossorigin href="${attr(f)}"${hint}>`),
        ]),
      };
    });
    return { html, routes, fallback: tagsOf(pre), stamp };
  };
  return async () => {
    if (cached && !production) {
      const current = await cached.catch(() => null);
      if (!current || current.stamp !== (await stampOf())) cached = null;
    }
    cached ??= load();
    // A failed read is not kept: the next request tries again.
    return cached.catch((err: unknown) => {
      cached = null;
      throw err;
    });
  };
}

/**
 * The player site's index.html for a client route, with what that route's first screen needs next
 * named in its head: a preconnect to the artwork's origin and the route's chunks from the build's
 * route-preloads.json (apps/web/vite.config.ts), so they load beside the entry, not one round trip
 * after it. Without the file the page is sent as built.
 * The <html> element also says whether the request can belong to a signed-in player
 * (data-session="visitor|player", Sessions.presence): a visitor's page renders its first screen without
 * waiting for session.current (apps/web/src/lib/auth.tsx). It carries nothing else of the session (no id,
 * no token), and as the page now differs by cookie it is private to the browser (no shared cache keeps it).
 * On the pages whose first screen the gateway can prepare (routes/first-screen.ts) the head also preloads
 * their largest pictures and carries the answers of their first calls. Returns the page (its headers set
 * on the reply); a signed-in player's answers are added as it is sent (routes/player-first-screen.ts).
 */
function webIndexPage(
  reply: FastifyReply,
  index: WebIndex,
  path: string,
  presence: 'visitor' | 'player' | null,
  first: FirstScreenHints,
  origin: string,
) {
  let html = withPageHead(index.html, path, origin);
  if (index.routes) {
    const tags = index.routes.find((r) => r.re.test(path))?.tags ?? index.fallback;
    // After the entry's own script and preloads, so those keep their place in the browser's queue.
    if (tags) html = html.replace('</head>', `${tags}</head>`);
  }
  // The page's largest pictures (routes/first-screen.ts), byte for byte its <img src>, at the image's
  // own high priority: they load beside the scripts instead of after them and the page's data.
  const pictures = first.images.map(
    (src) => `  <link rel="preload" as="image" href="${attr(src)}" fetchpriority="high">\n`,
  );
  if (pictures.length) html = html.replace('</head>', `${pictures.join('')}  </head>`);
  // The answers of the page's first calls (public, per language), which the page renders at once. A
  // data block, never run: the script-src policy does not apply to it, and its JSON cannot close it.
  if (first.answers.length) {
    const data = `  <script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${firstScreenJson(first.answers)}</script>\n`;
    html = html.replace('</head>', `${data}  </head>`);
  }
  if (presence) html = html.replace(/<html\b/i, `<html data-session="${presence}"`);
  reply
    .type('text/html')
    .header('cache-control', 'private, no-cache')
    .header('vary', 'cookie, accept-encoding');
  return html;
}

/**
 * The scripts and styles of the route at `path` (its modulepreload and style links, without the
 * preconnects and without data-route-hint: the page showing them does not wait for them).
 */
function routeScripts(index: WebIndex, path: string): string {
  const tags = index.routes?.find((r) => r.re.test(path))?.tags ?? '';
  return tags
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^<link rel="(modulepreload|preload)"/.test(line))
    .map((line) => `  ${line.replace(' data-route-hint', '')}\n`)
    .join('');
}

/**
 * The page's own head in its language (rules/page-head.ts, i18n/seo.ts): <html lang>, <title>, the
 * meta description, the canonical address and the page in each language (hreflang). A crawler reads
 * them in the HTML without running the page's scripts.
 */
export function withPageHead(html: string, path: string, origin: string): string {
  const head = pageHead(path);
  const text = seo[head.lng].pages[head.page];
  const links = [
    `<link rel="canonical" href="${attr(origin + head.canonical)}">`,
    ...head.alternates.map(
      ([hreflang, href]) => `<link rel="alternate" hreflang="${hreflang}" href="${attr(origin + href)}">`,
    ),
  ];
  const description = `<meta name="description" content="${attr(text.description)}">`;
  let out = html
    .replace(/<html\b([^>]*?)\slang="[^"]*"/i, `<html$1 lang="${head.lng}"`)
    .replace(
      /<title>[^<]*<\/title>/i,
      () => `<title>${text.title.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</title>`,
    );
  const meta = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/i;
  out = meta.test(out)
    ? out.replace(meta, () => description)
    : out.replace('</head>', () => `  ${description}\n  </head>`);
  return out.replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`);
}

async function sendIndex(reply: FastifyReply, dir: string) {
  return reply
    .type('text/html')
    .header('cache-control', 'no-cache')
    .send(await readFile(join(dir, 'index.html')));
}
