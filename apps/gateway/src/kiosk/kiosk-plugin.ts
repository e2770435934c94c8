/**
 * Venue terminals (apps/kiosk): terminal registration, the guard that refuses kiosk calls from unknown
 * or disabled terminals, the per-terminal rate limit, the heartbeat kept in the store, and the
 * operator's read of every terminal's status.
 *
 * - POST /kiosk-api/register  { terminalId, secret } -> sets the terminal cookie (see terminals.ts)
 * - GET  /kiosk-api/terminal  -> who this terminal is, and the timings the kiosk build runs with
 * - POST /kiosk-api/heartbeat { version, uptimeMs, openGames, screen, signedIn } -> kept in the store
 * - GET  /kiosk-api/ops/terminals with `Authorization: Bearer <KIOSK_OPERATOR_TOKEN>`
 * - /trpc calls with `x-casino-client: kiosk` need a valid terminal cookie and count against the
 *   terminal's own limit; a login that names a terminal (kiosk session time-outs) must come from it.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { timingSafeEqual, createHash } from 'node:crypto';
import { z } from 'zod';
import type { GatewayConfig } from '../config';
import { CLIENT_HEADER, csrfGuard } from '../routes/csrf';
import { parseKioskConfig, type KioskConfig, type TerminalConfig } from './kiosk-config';
import { TerminalRegistry, type TerminalCheck } from './terminals';

export const KIOSK_CLIENT = 'kiosk';
const HEARTBEAT_KEEP_MS = 24 * 3600_000;
const YEAR_S = 365 * 24 * 3600;

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified terminal of a kiosk call, if any. */
    kioskTerminal?: string;
  }
}

const registerSchema = z.object({
  terminalId: z.string().max(64),
  secret: z.string().max(256),
});

const heartbeatSchema = z.object({
  version: z.string().max(40),
  uptimeMs: z.number().int().min(0),
  openGames: z.array(z.object({ platformCode: z.string().max(32), gameId: z.string().max(64) })).max(8),
  screen: z.enum(['attract', 'signin', 'play', 'cashout', 'offline', 'refused']),
  signedIn: z.boolean(),
});
export type KioskHeartbeat = z.infer<typeof heartbeatSchema>;

export interface TerminalStatus {
  id: string;
  name: string;
  enabled: boolean;
  online: boolean;
  lastSeenAt: number | null;
  version: string | null;
  uptimeMs: number | null;
  openGames: { platformCode: string; gameId: string }[];
  screen: string | null;
  signedIn: boolean;
}

function refuse(reply: FastifyReply, status: number, reason: string, messageKey: string) {
  return reply.status(status).send({
    error: {
      message: reason,
      code: status === 429 ? -32029 : -32003,
      data: {
        code: status === 429 ? 'TOO_MANY_REQUESTS' : 'FORBIDDEN',
        httpStatus: status,
        messageKey,
        terminalRefused: status === 403,
      },
    },
  });
}

const digest = (v: string) => createHash('sha256').update(v).digest();

/** Every terminalId found in a login body (single call or tRPC batch). */
function terminalIdsIn(body: unknown, depth = 0): string[] {
  if (depth > 3 || body === null || typeof body !== 'object') return [];
  const out: string[] = [];
  for (const [k, v] of Object.entries(body as Record<string, unknown>)) {
    if (k === 'terminalId') out.push(String(v));
    else out.push(...terminalIdsIn(v, depth + 1));
  }
  return out;
}

export interface KioskPluginOptions {
  config: GatewayConfig;
  /** Given by tests; otherwise parsed from the environment. */
  kiosk?: KioskConfig;
}

async function kioskPlugin(app: FastifyInstance, opts: KioskPluginOptions) {
  const kiosk = opts.kiosk ?? parseKioskConfig();
  const registry = new TerminalRegistry(kiosk);
  const { store, config } = app.gateway;
  const cookieName = config.secureCookies ? '__Host-kt' : 'kt';
  const cookieBase = {
    path: '/',
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: config.secureCookies,
  };
  const hbKey = (id: string) => `kiosk:hb:${id}`;
  if (kiosk.devTerminal)
    app.log.warn(
      { terminalId: kiosk.terminals[0]?.id },
      'KIOSK_TERMINALS not set: using the development terminal (see apps/kiosk/README.md)',
    );
  else if (kiosk.terminals.length === 0)
    app.log.info('no kiosk terminals configured: kiosk calls are refused');

  const terminalView = (t: TerminalConfig) => ({
    terminalId: t.id,
    name: t.name,
    heartbeatMs: kiosk.heartbeatMs,
    idleMs: kiosk.uiIdleMs,
    warnMs: kiosk.uiWarnMs,
    registerUrl: kiosk.registerUrl ?? null,
  });

  const refuseTerminal = (req: FastifyRequest, reply: FastifyReply, check: TerminalCheck) => {
    const reason = check.ok ? 'ok' : check.reason;
    req.log.info({ reason }, 'kiosk terminal refused');
    reply.clearCookie(cookieName, cookieBase);
    return refuse(reply, 403, `terminal refused (${reason})`, 'kiosk.refused.body');
  };

  // ---- the guard on /trpc
  app.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith('/trpc')) return;
    if (req.headers[CLIENT_HEADER] !== KIOSK_CLIENT) return;
    const check = registry.verify(req.cookies[cookieName]);
    if (!check.ok) return refuseTerminal(req, reply, check);
    req.kioskTerminal = check.terminal.id;
    let count: number;
    try {
      count = (await store.hit(`kiosk:rl:${check.terminal.id}`, 60_000)).count;
    } catch {
      return reply.status(503).send({
        error: {
          message: 'Service temporarily unavailable',
          code: -32603,
          data: { code: 'SERVICE_UNAVAILABLE', httpStatus: 503, messageKey: 'errors.network.badResponse' },
        },
      });
    }
    if (count > kiosk.ratePerMin) return refuse(reply, 429, 'Too many requests', 'errors.rateLimited');
  });
  app.addHook('preHandler', async (req, reply) => {
    if (!req.url.startsWith('/trpc/') || !req.url.includes('session.login')) return;
    // The tRPC adapter parses JSON bodies as strings.
    let body: unknown = req.body;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        return;
      }
    }
    const claimed = terminalIdsIn(body);
    if (claimed.length === 0) return;
    if (claimed.some((id) => id !== req.kioskTerminal))
      return refuse(reply, 403, 'terminal refused (not this terminal)', 'kiosk.refused.body');
  });

  // ---- terminal routes
  await app.register(async (scope) => {
    scope.addHook('onRequest', csrfGuard(config.allowedOrigins));

    scope.post('/kiosk-api/register', async (req, reply) => {
      const body = registerSchema.safeParse(req.body);
      const check = body.success
        ? registry.authenticate(body.data.terminalId, body.data.secret)
        : ({ ok: false, reason: 'missing' } as const);
      if (!check.ok) return refuseTerminal(req, reply, check);
      reply.setCookie(cookieName, registry.cookieFor(check.terminal), { ...cookieBase, maxAge: YEAR_S });
      req.log.info({ terminalId: check.terminal.id }, 'kiosk terminal registered');
      return terminalView(check.terminal);
    });

    scope.get('/kiosk-api/terminal', async (req, reply) => {
      const check = registry.verify(req.cookies[cookieName]);
      if (!check.ok) return refuseTerminal(req, reply, check);
      return terminalView(check.terminal);
    });

    scope.post('/kiosk-api/heartbeat', async (req, reply) => {
      const check = registry.verify(req.cookies[cookieName]);
      if (!check.ok) return refuseTerminal(req, reply, check);
      const body = heartbeatSchema.safeParse(req.body);
      if (!body.success) return reply.status(400).send({ error: { message: 'Invalid heartbeat' } });
      const now = Date.now();
      try {
        await store.set(
          hbKey(check.terminal.id),
          JSON.stringify({ ...body.data, at: now }),
          HEARTBEAT_KEEP_MS,
        );
      } catch {
        return reply.status(503).send({ error: { message: 'Service temporarily unavailable' } });
      }
      return { ok: true, serverTime: now };
    });
  });

  // ---- the operator's read (no cookie: a bearer credential, so no CSRF guard is needed)
  app.get('/kiosk-api/ops/terminals', async (req, reply) => {
    if (!kiosk.operatorToken)
      return reply.status(404).send({ error: { message: 'operator read not configured' } });
    const auth = String(req.headers.authorization ?? '');
    const given = auth.startsWith('Bearer ') ? auth.slice(7) : '';
    if (!timingSafeEqual(digest(given), digest(kiosk.operatorToken))) {
      reply.header('www-authenticate', 'Bearer');
      return reply.status(401).send({ error: { message: 'operator credential required' } });
    }
    const now = Date.now();
    let terminals: TerminalStatus[];
    try {
      terminals = await Promise.all(
        registry.all().map(async (t): Promise<TerminalStatus> => {
          const raw = await store.get(hbKey(t.id));
          const hb = raw ? (JSON.parse(raw) as KioskHeartbeat & { at: number }) : null;
          return {
            id: t.id,
            name: t.name,
            enabled: t.enabled,
            online: !!hb && t.enabled && now - hb.at < kiosk.heartbeatMs * 3,
            lastSeenAt: hb?.at ?? null,
            version: hb?.version ?? null,
            uptimeMs: hb?.uptimeMs ?? null,
            openGames: hb?.openGames ?? [],
            screen: hb?.screen ?? null,
            signedIn: hb?.signedIn ?? false,
          };
        }),
      );
    } catch {
      return reply.status(503).send({ error: { message: 'Service temporarily unavailable' } });
    }
    reply.header('cache-control', 'no-store');
    return { terminals, at: now };
  });
}

export default fp(kioskPlugin, { name: 'gateway-kiosk', dependencies: ['gateway'] });
