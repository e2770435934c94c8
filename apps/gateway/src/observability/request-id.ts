/**
 * Request ids: a valid `x-request-id` from the load balancer is kept (so its access log and ours name
 * the same request), anything else gets a random UUID, unique across restarts and instances. Fastify
 * puts the id on every log line of the request (reqId); metrics-plugin.ts returns it in the response;
 * the upstream client sends it to the platform (x-correlation-id) and the trace carries it as an attribute.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** What an incoming id may look like: 8 to 128 visible characters of the usual id alphabets. */
export const REQUEST_ID = /^[A-Za-z0-9._:+=/@-]{8,128}$/;

export function genReqId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}
