/**
 * What the gateway sends compressed: the front ends' pre-compressed twins (.br/.gz written at build
 * time) with the right Content-Encoding, a run-time fallback for whatever has no twin (other static
 * files, the client-side-route index.html, tRPC answers), `Vary: accept-encoding` on every variant,
 * and the bytes decode to the file.
 */
import { describe, expect, it } from 'vitest';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { request } from 'undici';
import { useBuiltSite, useStack } from './helper';

const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];\n`;
const plain = `export const other = [${Array.from({ length: 400 }, (_, i) => `"other ${i}"`).join(',')}];\n`;
const indexHtml = `<!doctype html><html lang="ja"><head><title>x</title></head><body>${'<div></div>'.repeat(200)}</body></html>`;
// The twins differ from the file by a comment, so a test can tell a twin was sent, not a run-time copy.
const brTwin = `${script}/* br twin */`;
const gzTwin = `${script}/* gz twin */`;

const dist = useBuiltSite('compress', {
  'index.html': indexHtml,
  'assets/app-1.js': script,
  'assets/app-1.js.br': brotliCompressSync(brTwin),
  'assets/app-1.js.gz': gzipSync(gzTwin),
  'assets/plain-1.js': plain,
});
const stack = useStack('compress', { gatewayEnv: { GATEWAY_WEB_DIST: dist } });

async function get(path: string, headers: Record<string, string>) {
  const r = await request(`${stack().gateways[0]!.url}${path}`, { headers });
  const body = Buffer.from(await r.body.arrayBuffer());
  const encoding = String(r.headers['content-encoding'] ?? '');
  const text =
    encoding === 'br'
      ? brotliDecompressSync(body).toString()
      : encoding === 'gzip'
        ? gunzipSync(body).toString()
        : body.toString();
  return { status: r.statusCode, headers: r.headers, encoding, bytes: body.length, text };
}

/** The answer came with `encoding` (none: ''), decodes to `text`, and says it varies by Accept-Encoding. */
function expectSent(r: Awaited<ReturnType<typeof get>>, encoding: string, text: string) {
  expect(r.encoding).toBe(encoding);
  expect(r.text).toBe(text);
  expect(String(r.headers.vary)).toMatch(/accept-encoding/i);
}

describe('pre-compressed front-end assets', () => {
  it('sends the brotli twin to a browser that accepts brotli, with its type and Vary', async () => {
    const r = await get('/assets/app-1.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(r.status).toBe(200);
    expect(r.encoding).toBe('br');
    expect(r.text).toBe(brTwin);
    expect(String(r.headers['content-type'])).toMatch(/javascript/);
    expect(String(r.headers.vary)).toMatch(/accept-encoding/i);
    expect(String(r.headers['cache-control'])).toContain('immutable');
    expect(r.bytes).toBeLessThan(script.length / 3);
  });

  it('sends the gzip twin when brotli is not accepted', async () => {
    const r = await get('/assets/app-1.js', { 'accept-encoding': 'gzip' });
    expectSent(r, 'gzip', gzTwin);
  });

  it('sends the file itself to a client that accepts no encoding, still saying Vary', async () => {
    const r = await get('/assets/app-1.js', { 'accept-encoding': 'identity' });
    expectSent(r, '', script);
  });
});

describe('headers of a built asset', () => {
  it('carries only what a script needs (no document policies), while the page keeps every security header', async () => {
    const asset = await get('/assets/app-1.js', { 'accept-encoding': 'br' });
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const name of [
      'content-security-policy',
      'x-frame-options',
      'cross-origin-opener-policy',
      'referrer-policy',
    ])
      expect(asset.headers[name], name).toBeUndefined();
    const page = await get('/ja/', { accept: 'text/html', 'accept-encoding': 'br' });
    expect(String(page.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    // A path that only looks like an asset outside /assets/ keeps every header.
    const api = await get('/trpc/games.providers?input=%7B%7D', { 'x-casino-client': 'web' });
    expect(String(api.headers['content-security-policy'])).toContain("default-src 'self'");
  });
});

describe('run-time compression of the rest', () => {
  it('compresses a static file that has no twin', async () => {
    const r = await get('/assets/plain-1.js', { 'accept-encoding': 'br' });
    expectSent(r, 'br', plain);
  });

  it('compresses index.html sent for a client-side route', async () => {
    // A page that names no picture (routes/first-screen.ts prepares the lobby and the promotions).
    const r = await get('/en/videoList', { accept: 'text/html', 'accept-encoding': 'gzip' });
    expect(r.status).toBe(200);
    expect(r.encoding).toBe('gzip');
    // As built, with the visitor's session hint on <html> and the page's own head (routes/static.ts).
    expect(r.text).toContain('<html data-session="visitor" lang="en">');
    expect(r.text).toContain('<link rel="canonical"');
    expect(r.text).toContain(indexHtml.slice(indexHtml.indexOf('<body>')));
    expect(String(r.headers.vary)).toMatch(/accept-encoding/i);
  });

  it('compresses a tRPC answer, which decodes to the same JSON', async () => {
    const headers = { 'x-casino-client': 'web' };
    const path = '/trpc/games.providers?input=%7B%7D';
    const raw = await get(path, { ...headers, 'accept-encoding': 'identity' });
    const r = await get(path, { ...headers, 'accept-encoding': 'br' });
    expect(r.status).toBe(200);
    expect(r.encoding).toBe('br');
    expect(JSON.parse(r.text)).toEqual(JSON.parse(raw.text));
    expect(r.bytes).toBeLessThan(raw.bytes);
  });
});
