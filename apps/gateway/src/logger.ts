/**
 * pino options: JSON lines, pretty only on a TTY is left to the operator's pipe; every secret is
 * redacted: cookies (session and device ids), authorization, signatures, upstream tokens, passwords and
 * every RSA-encrypted field name wherever it sits, Set-Cookie on responses.
 */
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { SENSITIVE_FIELDS } from '@casino/shared/protocol/wire';

const SECRET_KEYS = [
  ...SENSITIVE_FIELDS,
  'access_token',
  'refresh_token',
  'accessToken',
  'refreshToken',
  'token',
  'tok',
  'ticket',
  'captchaTicket',
  'sid',
  'sessionId',
  'merchantSecret',
  'clientSecret',
];

export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-signature"]',
  'req.headers["x-dev-key"]',
  'res.headers["set-cookie"]',
  // Request and response bodies are never logged; these catch a secret passed to a log call by mistake,
  // at the top level or one level down (deeper wildcards cost time on every line).
  ...SECRET_KEYS.flatMap((k) => [k, `*.${k}`]),
];

export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      // tRPC queries carry their input in the query string (emails, phone numbers): log the path only.
      req: (req: { method: string; url: string; hostname?: string; ip?: string }) => ({
        method: req.method,
        url: req.url.split('?')[0],
        remoteAddress: req.ip,
      }),
    },
    ...(stream ? { stream } : {}),
  } as FastifyServerOptions['logger'];
}

/**
 * One log line per request instead of two (logging is the largest CPU cost of a proxied call): the
 * "incoming request" line is dropped and "request completed" carries the method and path.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest() {}
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = {
      req: request,
      res: reply,
      responseTime: reply.elapsedTime,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
