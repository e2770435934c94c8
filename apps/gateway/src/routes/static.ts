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
import { readFile } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';

/** A source map (with or without its compressed twin's suffix): built for error reporting, never served in production. */
const SOURCE_MAP = /\.map(\.br|\.gz)?$/i;

export default async function staticRoutes(app: FastifyInstance) {
  const { webDist, kioskDist, production } = app.gateway.config;
  // Source maps carry the full sources: in production they are refused (404), whatever the folder.
  const allowedPath = (path: string) => !(production && SOURCE_MAP.test(path.split('?')[0] ?? ''));
  const web = existsSync(join(webDist, 'index.html'));
  const kiosk = existsSync(join(kioskDist, 'index.html'));
  if (kiosk) {
    await app.register(fastifyStatic, {
      root: kioskDist,
      prefix: '/kiosk/',
      decorateReply: false,
      index: 'index.html',
      cacheControl: false,
      preCompressed: true,
      setHeaders: cacheHeaders,
      allowedPath,
    });
  }
  if (web) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      decorateReply: false,
      index: 'index.html',
      wildcard: true,
      cacheControl: false,
      preCompressed: true,
      setHeaders: cacheHeaders,
      allowedPath,
    });
  }
  const preconnect = preconnectOrigins(
    app.gateway.config.gameOrigins,
    production ? null : app.gateway.config.upstream.url,
  );
  const api = /^\/(trpc|blob|healthz|readyz)(\/|$)/;
  app.setNotFoundHandler((req, reply) => {
    const accepts = String(req.headers.accept ?? '').includes('text/html');
    const map = production && SOURCE_MAP.test(req.url.split('?')[0] ?? '');
    if (req.method === 'GET' && accepts && !api.test(req.url) && !map) {
      if (kiosk && req.url.startsWith('/kiosk')) return sendIndex(reply, kioskPage(kioskDist, req.url));
      if (web) return sendWebIndex(reply, webDist, req.url, preconnect);
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

/**
 * The player site's index.html for a client route, with what that route's first screen needs next
 * named in its head: a preconnect to the artwork's origin and the route's chunks from the build's
 * route-preloads.json (apps/web/vite.config.ts), so they load beside the entry, not one round trip
 * after it. Without the file the page is sent as built.
 */
async function sendWebIndex(reply: FastifyReply, dir: string, url: string, preconnect: string[]) {
  let html = await readFile(join(dir, 'index.html'), 'utf8');
  let routes: RoutePreload[];
  try {
    routes = JSON.parse(await readFile(join(dir, 'route-preloads.json'), 'utf8')) as RoutePreload[];
  } catch {
    // a build without the file (an older one, a test's folder): the page as built
    return reply.type('text/html').header('cache-control', 'no-cache').send(html);
  }
  const path = url.split(/[?#]/)[0] ?? '/';
  const route = routes.find((r) => new RegExp(r.path).test(path));
  const hint = route?.page ? ' data-route-hint' : '';
  const links = [
    ...preconnect.map((o) => `<link rel="preconnect" href="${attr(o)}">`),
    // data-route-hint: the page waits for its named page chunks before the first render (apps/web/src/app/router.tsx).
    ...(route?.css ?? []).map((f) => `<link rel="preload" as="style" crossorigin href="${attr(f)}"${hint}>`),
    ...(route?.js ?? []).map((f) => `<link rel="modulepreload" crossorigin href="${attr(f)}"${hint}>`),
  ];
  // After the entry's own script and preloads, so those keep their place in the browser's queue.
  if (links.length) html = html.replace('</head>', `    ${links.join('\n    ')}\n  </head>`);
  return reply.type('text/html').header('cache-control', 'no-cache').send(html);
}

async function sendIndex(reply: FastifyReply, dir: string) {
  return reply
    .type('text/html')
    .header('cache-control', 'no-cache')
    .send(await readFile(join(dir, 'index.html')));
}
