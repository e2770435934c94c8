/**
 * CSRF defence for the JSON API: every /trpc call must carry the custom header `x-casino-client`
 * (a cross-site form or image cannot set it, and a cross-site fetch that sets it needs a CORS
 * preflight the gateway never grants), POST bodies must be application/json, and a request whose
 * Origin (or Sec-Fetch-Site) says it comes from another site is refused unless that origin is on
 * the allow-list. Combined with SameSite=Lax cookies.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export const CLIENT_HEADER = 'x-casino-client';
const CLIENT_VALUE = /^[a-z][a-z0-9-]{0,31}$/;
/**
 * The live channel's event streams (live/): opened by the browser's EventSource, which cannot set a
 * header. They are GETs that change nothing, read only with the page's own cookies (SameSite=Lax keeps
 * them off cross-site requests), and still pass the Origin / Sec-Fetch-Site checks below.
 */
const EVENT_STREAM = /^\/trpc\/live\.(events|staff)(\?|$)/;

function refuse(reply: FastifyReply, status: number, message: string) {
  return reply.status(status).send({
    error: {
      message,
      code: -32003,
      data: { code: 'FORBIDDEN', httpStatus: status, messageKey: 'errors.generic' },
    },
  });
}

export function csrfGuard(allowedOrigins: readonly string[]) {
  const allowed = new Set(allowedOrigins);
  return async function csrf(req: FastifyRequest, reply: FastifyReply) {
    const client = req.headers[CLIENT_HEADER];
    if (
      (typeof client !== 'string' || !CLIENT_VALUE.test(client)) &&
      !(req.method === 'GET' && EVENT_STREAM.test(req.url))
    )
      return refuse(reply, 403, `missing ${CLIENT_HEADER} header`);
    if (req.method === 'POST') {
      const type = String(req.headers['content-type'] ?? '')
        .split(';')[0]!
        .trim()
        .toLowerCase();
      if (type !== 'application/json') return refuse(reply, 415, 'JSON only');
    } else if (req.method !== 'GET') {
      return refuse(reply, 405, 'method not allowed');
    }
    const origin = req.headers.origin;
    if (origin !== undefined) {
      const own = `${req.protocol}://${req.host}`;
      if (origin !== own && !allowed.has(origin)) return refuse(reply, 403, 'origin not allowed');
    } else if (req.headers['sec-fetch-site'] === 'cross-site') {
      return refuse(reply, 403, 'cross-site request');
    }
  };
}
