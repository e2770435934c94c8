/**
 * Generated media of the promotions, CMS and video areas:
 * - `GET /promo/media/art.svg?k=<banner|poster|cover|logo>&t=<title>&s=<subtitle>&h=<hue>`: artwork
 *   drawn by ./art.ts;
 * - `GET /promo/media/video/<clip>.webm`: the generated clips of apps/platform/media/videos (byte
 *   ranges supported, as <video> asks for them).
 */
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { appRoot } from '../../paths';
import { renderArt } from './art';

const VIDEO_DIR = join(appRoot, 'media/videos') + '/';

const cache = new Map<string, Buffer>();

function clip(name: string): Buffer | undefined {
  if (!/^[a-z0-9-]{1,40}$/.test(name)) return undefined;
  const hit = cache.get(name);
  if (hit) return hit;
  const file = `${VIDEO_DIR}${name}.webm`;
  if (!existsSync(file)) return undefined;
  const bytes = readFileSync(file);
  cache.set(name, bytes);
  return bytes;
}

export async function promotionsMediaRoutes(app: FastifyInstance): Promise<void> {
  app.get('/promo/media/art.svg', async (request, reply) => {
    const q = request.query as { k?: string; t?: string; s?: string; h?: string };
    reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return renderArt(q.k ?? 'banner', (q.t ?? '').slice(0, 60), (q.s ?? '').slice(0, 80), Number(q.h ?? 200));
  });

  app.get('/promo/media/video/:file', async (request, reply) => {
    const file = (request.params as { file: string }).file;
    const bytes = file.endsWith('.webm') ? clip(file.slice(0, -5)) : undefined;
    if (!bytes) return reply.status(404).send({ error: 'not found' });
    reply.header('accept-ranges', 'bytes').header('cache-control', 'public, max-age=3600').type('video/webm');
    const range = /^bytes=(\d*)-(\d*)$/.exec(String(request.headers.range ?? ''));
    if (range && (range[1] || range[2])) {
      const size = bytes.length;
      let start = range[1] ? Number(range[1]) : size - Number(range[2]);
      let end = range[1] && range[2] ? Number(range[2]) : size - 1;
      start = Math.max(0, start);
      end = Math.min(size - 1, end);
      if (start > end) return reply.status(416).header('content-range', `bytes */${size}`).send();
      return reply
        .status(206)
        .header('content-range', `bytes ${start}-${end}/${size}`)
        .send(bytes.subarray(start, end + 1));
    }
    return reply.send(bytes);
  });
}
