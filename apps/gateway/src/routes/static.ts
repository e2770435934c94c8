/**
 * The built front ends from the same origin as /trpc: web at /, kiosk at /kiosk/, each falling back to
 * its index.html for client-side routes. Registered only for the dist folders that exist.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';

export default async function staticRoutes(app: FastifyInstance) {
  const { webDist, kioskDist } = app.gateway.config;
  const web = existsSync(join(webDist, 'index.html'));
  const kiosk = existsSync(join(kioskDist, 'index.html'));
  if (kiosk) {
    await app.register(fastifyStatic, {
      root: kioskDist,
      prefix: '/kiosk/',
      decorateReply: false,
      index: 'index.html',
      cacheControl: false,
      setHeaders: cacheHeaders,
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
      setHeaders: cacheHeaders,
    });
  }
  const api = /^\/(trpc|blob|healthz|readyz)(\/|$)/;
  app.setNotFoundHandler((req, reply) => {
    const accepts = String(req.headers.accept ?? '').includes('text/html');
    if (req.method === 'GET' && accepts && !api.test(req.url)) {
      if (kiosk && req.url.startsWith('/kiosk')) return sendIndex(reply, kioskDist);
      if (web) return sendIndex(reply, webDist);
    }
    return reply.status(404).send({ error: 'not found' });
  });
  app.log.info({ web, kiosk }, 'front ends served');
}

/** Vite's hashed assets never change under their name; everything else is revalidated. */
function cacheHeaders(res: { setHeader(name: string, value: string): void }, path: string) {
  res.setHeader(
    'cache-control',
    /[/\\]assets[/\\]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
}

async function sendIndex(reply: FastifyReply, dir: string) {
  return reply
    .type('text/html')
    .header('cache-control', 'no-cache')
    .send(await readFile(join(dir, 'index.html')));
}
