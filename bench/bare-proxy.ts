/**
 * The baseline of the gateway-overhead bench: a bare Fastify + undici reverse proxy with the same
 * server and pool settings as the gateway, but no session, no signing, no encryption, no validation.
 * It forwards POST /_api_/* (already signed by the caller) to the platform and streams the answer back.
 *   BARE_UPSTREAM=http://127.0.0.1:4100 BARE_PORT=4200 node --import tsx bench/bare-proxy.ts
 */
import Fastify from 'fastify';
import { Pool } from 'undici';

const upstream = process.env.BARE_UPSTREAM ?? 'http://127.0.0.1:4100';
const port = Number(process.env.BARE_PORT ?? 4200);
const pool = new Pool(upstream, { connections: 128, pipelining: 1, keepAliveTimeout: 10_000 });
const app = Fastify({ logger: false, keepAliveTimeout: 72_000 });

app.removeAllContentTypeParsers();
app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
app.get('/healthz', async () => ({ ok: true }));
app.post('/_api_/*', async (req, reply) => {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers))
    if (typeof v === 'string' && k !== 'host' && k !== 'connection' && k !== 'content-length') headers[k] = v;
  const res = await pool.request({ method: 'POST', path: req.url, headers, body: req.body as Buffer });
  reply.status(res.statusCode);
  const type = res.headers['content-type'];
  if (typeof type === 'string') reply.header('content-type', type);
  return reply.send(res.body);
});

await app.listen({ host: '127.0.0.1', port });
for (const s of ['SIGINT', 'SIGTERM'] as const)
  process.on(s, () => {
    void app.close().then(() => pool.close().then(() => process.exit(0)));
  });
