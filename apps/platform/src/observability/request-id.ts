/**
 * The platform's request ids: the gateway's id of the browser's request (x-correlation-id) when it
 * sends one, so both services' log lines of one request carry the same reqId; else the call's own
 * one-time x-request-id; else a random UUID.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { HEADERS } from '@casino/shared/protocol/wire';

const REQUEST_ID = /^[A-Za-z0-9._:+=/@-]{8,128}$/;

export function genReqId(req: IncomingMessage): string {
  for (const name of [HEADERS.correlationId, HEADERS.requestId]) {
    const given = req.headers[name];
    if (typeof given === 'string' && REQUEST_ID.test(given)) return given;
  }
  return randomUUID();
}
