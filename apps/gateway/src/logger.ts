/**
 * pino options: JSON lines, pretty only on a TTY is left to the operator's pipe; every secret is
 * redacted: cookies (session and device ids), authorization, signatures, upstream tokens, passwords and
 * every RSA-encrypted field name wherever it sits, Set-Cookie on responses.
 */
import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { SENSITIVE_FIELDS } from '@casino/shared/protocol/wire';
import { traceMixin } from '@casino/observability/trace-log';

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
    ...(traceMixin ? { mixin: traceMixin } : {}),
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

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * The per-request logger, lazily: the child logger (with its request id binding) is created the first
 * time something is logged at an enabled level, not for every request. Below the configured level a
 * call costs one level check and creates nothing. A class, so a request costs one small object and no
 * closures.
 */
class LazyChildLogger {
  private made: FastifyBaseLogger | undefined;
  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Record<string, unknown>,
    private readonly opts: object,
  ) {}

  private get(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.opts));
  }

  isLevelEnabled(level: string): boolean {
    // pino has isLevelEnabled; Fastify's no-op logger (logger: false) does not, and logs nothing anyway.
    const l = (this.made ?? this.parent) as { isLevelEnabled?: (level: string) => boolean };
    return typeof l.isLevelEnabled === 'function' ? l.isLevelEnabled(level) : true;
  }

  private log(level: Level, args: unknown[]) {
    if (!this.isLevelEnabled(level)) return;
    (this.get()[level] as (...a: unknown[]) => void)(...args);
  }

  fatal(...args: unknown[]) {
    this.log('fatal', args);
  }
  error(...args: unknown[]) {
    this.log('error', args);
  }
  warn(...args: unknown[]) {
    this.log('warn', args);
  }
  info(...args: unknown[]) {
    this.log('info', args);
  }
  debug(...args: unknown[]) {
    this.log('debug', args);
  }
  trace(...args: unknown[]) {
    this.log('trace', args);
  }
  child(bindings: Record<string, unknown>, opts?: object) {
    return this.get().child(bindings, opts);
  }
  silent() {}

  get level(): string {
    return (this.made ?? this.parent).level;
  }
  set level(v: string) {
    this.get().level = v;
  }
}

/** Fastify's childLoggerFactory: a LazyChildLogger per request. */
export function lazyChildLogger(
  parent: FastifyBaseLogger,
  bindings: Record<string, unknown>,
  opts: object,
): FastifyBaseLogger {
  return new LazyChildLogger(parent, bindings, opts) as unknown as FastifyBaseLogger;
}
