/**
 * Venue terminals (apps/kiosk): terminal registration, the guard that refuses kiosk calls from unknown
 * or disabled terminals, the per-terminal rate limit, the heartbeat kept in the store, and the
 * operator's read of every terminal's status.
 *
 * - POST /kiosk-api/register  { terminalId, secret } -> sets the terminal cookie (see terminals.ts)
 * - GET  /kiosk-api/terminal  -> who this terminal is, and the timings the kiosk build runs with
 * - register and who-am-I also return, at once, the money of this terminal's last visit when the page
 *   comes back without that visit's session (a power cut, a killed browser); the owner gets the
 *   statement, the screen only a neutral notice (`notice`)
 * - POST /kiosk-api/heartbeat { version, uptimeMs, openGames, screen, signedIn, customer, inGames,
 *   lastError } -> kept in the store; the answer carries the staff's commands (paused, reload)
 * - the staff view's API, with `Authorization: Bearer <credential>` (KIOSK_OPERATOR_TOKEN for every
 *   venue, a KIOSK_STAFF credential for its own venue; never a cookie, never the player session):
 *   GET  /kiosk-api/ops/me, GET /kiosk-api/ops/terminals,
 *   POST /kiosk-api/ops/terminals/:id/lock | unlock | reload | return (the money of the terminal's
 *   visit back to its owner now, audited), GET /kiosk-api/ops/audit
 * - /trpc calls with `x-casino-client: kiosk` need a valid terminal cookie and count against the
 *   terminal's own limit; a login that names a terminal (kiosk session time-outs) must come from it.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { StaffReturnAudit, TerminalStatusView } from '@casino/shared/live/events';
import { isOwnerOnly } from '@casino/shared/schemas/statement';
import { timingSafeEqual, createHash, randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { GatewayConfig } from '../config';
import { CLIENT_HEADER, csrfGuard } from '../routes/csrf';
import { parseKioskConfig, type KioskConfig, type TerminalConfig } from './kiosk-config';
import { TerminalRegistry, type TerminalCheck } from './terminals';
import { endSessionOfRequest } from '../game-wallets/plugin';
import { statementView } from '../game-wallets/owner';
import type { StatementView } from '../game-wallets/catalog';
import { isSessionId, sessionKey } from '../lib/secrets';

export const KIOSK_CLIENT = 'kiosk';
const HEARTBEAT_KEEP_MS = 24 * 3600_000;
/** A pause lasts until staff resume the terminal (a month bounds a forgotten one). */
const LOCK_KEEP_MS = 30 * 24 * 3600_000;
/** A reload not picked up in this time (the terminal was off) is dropped. */
const RELOAD_KEEP_MS = 10 * 60_000;
/** A staff action as the terminal's live stream says it. */
const LIVE_COMMAND = { lock: 'pause', unlock: 'resume', reload: 'reload' } as const;

/** The venue side as the live channel sees it (app.kioskLive). */
export interface KioskLive {
  terminalOf(req: FastifyRequest): Promise<string | undefined>;
  staffScope(req: FastifyRequest): StaffScope | null;
  terminalStatuses(scope: StaffScope, now: number): Promise<TerminalStatus[]>;
  heartbeatMs: number;
  venueOf(terminalId: string): string | undefined;
  paused(terminalId: string): Promise<boolean>;
}
/** Staff returns of money are kept this long in the audit list. */
const AUDIT_KEEP_MS = 90 * 24 * 3600_000;

declare module 'fastify' {
  interface FastifyInstance {
    kioskLive: KioskLive;
  }
  interface FastifyRequest {
    /** The verified terminal of a kiosk call, if any. */
    kioskTerminal?: string;
    /** Whose staff credential a /kiosk-api/ops call carries. */
    staffScope?: { all: true } | { all: false; venue: string };
  }
}

const registerSchema = z.object({
  terminalId: z.string().max(64),
  secret: z.string().max(256),
});

const amountSchema = z.string().regex(/^\d{1,20}(\.\d{1,8})?$/);
const heartbeatSchema = z.object({
  version: z.string().max(40),
  uptimeMs: z.number().int().min(0),
  openGames: z
    .array(
      z.object({
        platformCode: z.string().max(32),
        gameId: z.string().max(64),
        name: z.string().max(120).optional(),
        amount: amountSchema.optional(),
      }),
    )
    .max(8),
  screen: z.enum(['attract', 'signin', 'play', 'cashout', 'offline', 'refused', 'locked']),
  signedIn: z.boolean(),
  customer: z.string().max(64).nullable().default(null),
  inGames: z
    .object({ amount: amountSchema, currency: z.string().max(8) })
    .nullable()
    .default(null),
  lastError: z.string().max(200).nullable().default(null),
});
export type KioskHeartbeat = z.infer<typeof heartbeatSchema>;

/** A terminal as the staff view sees it (the staff stream and GET /kiosk-api/ops/terminals). */
export type TerminalStatus = TerminalStatusView;

/** Who called the staff API: the operator (every venue) or one venue's staff. */
export type StaffScope = { all: true } | { all: false; venue: string };

function refuse(
  reply: FastifyReply,
  status: number,
  reason: string,
  messageKey: string,
  statement: StatementView | null = null,
  devTerminal: { id: string; command: string } | null = null,
) {
  return reply.status(status).send({
    error: {
      message: reason,
      code: status === 429 ? -32029 : -32003,
      data: {
        code: status === 429 ? 'TOO_MANY_REQUESTS' : 'FORBIDDEN',
        httpStatus: status,
        messageKey,
        terminalRefused: status === 403,
        ...(statement ? { statement } : {}),
        ...(devTerminal ? { devTerminal } : {}),
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
  // The sweeper names a return from a visit on a terminal taken out of service for what it is.
  app.gameWallets.terminalStopped = (id) => registry.all().some((t) => t.id === id && !t.enabled);
  const { store, config } = app.gateway;
  const cookieName = config.secureCookies ? '__Host-kt' : 'kt';
  const cookieBase = {
    path: '/',
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: config.secureCookies,
  };
  const hbKey = (id: string) => `kiosk:hb:${id}`;
  const lockKey = (id: string) => `kiosk:lock:${id}`;
  const reloadKey = (id: string) => `kiosk:reload:${id}`;
  /** When the terminal last registered (started): its cookies issued before are refused. */
  const bootKey = (id: string) => `kiosk:boot:${id}`;
  const { rotateMs, maxAgeMs } = kiosk.terminalCookie;

  /** The terminal cookie's check, including its age and the terminal's last start (store: best effort). */
  const checkTerminal = async (req: FastifyRequest): Promise<TerminalCheck> => {
    const check = registry.verify(req.cookies[cookieName], maxAgeMs);
    if (!check.ok) return check;
    const since = Number((await store.get(bootKey(check.terminal.id)).catch(() => null)) ?? 0);
    return check.issuedAt >= since ? check : { ok: false, reason: 'expired' };
  };
  const issueCookie = (reply: FastifyReply, t: TerminalConfig, at = Date.now()) =>
    reply.setCookie(cookieName, registry.cookieFor(t, at), {
      ...cookieBase,
      maxAge: Math.floor(maxAgeMs / 1000),
    });
  /** A cookie older than KIOSK_TERMINAL_COOKIE_ROTATE_MS is replaced on this answer. */
  const rotateIfDue = (reply: FastifyReply, check: TerminalCheck) => {
    if (check.ok && Date.now() - check.issuedAt >= rotateMs) issueCookie(reply, check.terminal);
  };
  // A kiosk session belongs to the terminal it was opened on (sessions.ts asks here): it is refused
  // without that terminal's credential, and it ends (its money returned first) once staff paused the
  // terminal or it was taken out of service.
  app.gateway.sessions.kioskGate = async (req, terminalId) => {
    const check = await checkTerminal(req);
    if (!check.ok) return check.reason === 'disabled' && check.terminalId === terminalId ? 'end' : 'refuse';
    if (check.terminal.id !== terminalId) return 'refuse';
    const locked = await store.get(lockKey(terminalId)).catch(() => null);
    return locked ? 'end' : 'ok';
  };
  const errKey = (id: string) => `kiosk:err:${id}`;
  /** Keeps what the gateway saw go wrong on a terminal, and tells the staff views at once. */
  const noteError = async (id: string, code: 'recovered' | 'refused' | 'returned', detail = '') => {
    await store
      .set(errKey(id), JSON.stringify({ code, detail, at: Date.now() }), HEARTBEAT_KEEP_MS)
      .catch(() => undefined);
    const t = registry.all().find((x) => x.id === id);
    if (t) publishStatus(t);
  };
  if (kiosk.devTerminal)
    app.log.warn(
      { terminalId: kiosk.terminals[0]?.id, secretFile: kiosk.devTerminalSecretFile },
      'KIOSK_TERMINALS not set: using the development terminal, its secret is in this file (see apps/kiosk/README.md)',
    );
  else if (kiosk.terminals.length === 0)
    app.log.info('no kiosk terminals configured: kiosk calls are refused');
  if (kiosk.operatorTokenFile)
    app.log.warn(
      { file: kiosk.operatorTokenFile },
      'KIOSK_OPERATOR_TOKEN not set: the staff view (/kiosk/staff/) takes the generated development credential in this file',
    );

  const terminalView = (t: TerminalConfig) => ({
    terminalId: t.id,
    name: t.name,
    heartbeatMs: kiosk.heartbeatMs,
    idleMs: kiosk.uiIdleMs,
    warnMs: kiosk.uiWarnMs,
    registerUrl: kiosk.registerUrl ?? null,
    realityCheckMs: kiosk.realityCheckMs,
    helpLine: kiosk.helpLine,
  });

  const refuseTerminal = async (req: FastifyRequest, reply: FastifyReply, check: TerminalCheck) => {
    const reason = check.ok ? 'ok' : check.reason;
    req.log.info({ reason }, 'kiosk terminal refused');
    if (!check.ok && check.terminalId) await noteError(check.terminalId, 'refused', reason);
    // A visit still open on a refused terminal ends here: its game wallets go back to cash, and the
    // statement travels with the refusal (the customer cannot reach anything else any more).
    // Only a terminal that proved itself (disabled, not unknown) gets its kept statement.
    const statement = await endSessionOfRequest(
      app,
      req,
      reply,
      'terminal-refused',
      check.ok ? undefined : check.terminalId,
    );
    reply.clearCookie(cookieName, cookieBase);
    // Development only: a plain browser on /kiosk/ (no terminal credential at all) is told how to open
    // the kiosk as the development terminal. The hint names a command, never the secret.
    const devHint =
      kiosk.devTerminal && !check.ok && check.reason === 'missing'
        ? { id: kiosk.terminals[0]?.id ?? 'DEV-01', command: 'pnpm kiosk:url' }
        : null;
    return refuse(reply, 403, `terminal refused (${reason})`, 'kiosk.refused.body', statement, devHint);
  };

  // ---- the guard on /trpc
  app.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith('/trpc')) return;
    if (req.headers[CLIENT_HEADER] !== KIOSK_CLIENT) return;
    const check = await checkTerminal(req);
    if (!check.ok) return refuseTerminal(req, reply, check);
    req.kioskTerminal = check.terminal.id;
    rotateIfDue(reply, check);
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
    if (!req.url.startsWith('/trpc/')) return;
    let path = req.url.split('?')[0]!;
    try {
      path = decodeURIComponent(path);
    } catch {
      // an undecodable path reaches no procedure anyway
    }
    if (!path.includes('session.login')) return;
    // A terminal paused by staff signs nobody in (its customer was cashed out).
    if (req.kioskTerminal) {
      let locked: string | null;
      try {
        locked = await store.get(lockKey(req.kioskTerminal));
      } catch {
        locked = null;
      }
      // 423: the terminal itself stays known and registered; only nobody signs in on it for now.
      if (locked) return refuse(reply, 423, 'terminal paused by staff', 'floor.locked.title');
    }
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

  /**
   * The terminal proved who it is (register or who-am-I): when its last visit's money is still in
   * games and this page does not hold that visit's session (the browser was killed and started on a
   * fresh profile), the money goes back to the owner now, and that session ends.
   */
  const recoverVisit = async (req: FastifyRequest, terminalId: string) => {
    const sid = req.cookies[app.gateway.sessions.sidCookie];
    const own = isSessionId(sid) ? sessionKey(sid) : undefined;
    try {
      const r = await app.gameWallets.recoverTerminal(terminalId, 'recovered', { exceptSessionKey: own });
      if (!r) return;
      await store.sessionDelete(r.sessionKey).catch(() => undefined);
      await noteError(terminalId, 'recovered');
      req.log.info(
        { terminalId, lines: r.statement?.lines.length ?? 0 },
        'kiosk visit recovered: its game wallets went back to the owner',
      );
    } catch (err) {
      // The sweeper stays the backstop.
      req.log.warn({ err: (err as Error).message, terminalId }, 'kiosk visit recovery failed');
    }
  };

  /** The terminal's kept statement as the screen may show it: in full, or only a neutral notice. */
  const keptForScreen = async (terminalId: string) => {
    const kept = await app.gameWallets.registry.terminalStatement(terminalId).catch(() => null);
    if (!kept) return { statement: null, notice: null };
    if (isOwnerOnly(kept)) return { statement: null, notice: { id: kept.id, at: kept.at } };
    return { statement: statementView(kept), notice: null };
  };

  // ---- terminal routes
  await app.register(async (scope) => {
    scope.addHook('onRequest', csrfGuard([...config.allowedOrigins, ...config.publicOrigins]));
    // Answers name the terminal and carry the kept statement of a customer's cash: never stored.
    scope.addHook('onSend', async (_req, reply) => {
      reply.header('cache-control', 'no-store');
    });

    scope.post('/kiosk-api/register', async (req, reply) => {
      const body = registerSchema.safeParse(req.body);
      const check = body.success
        ? registry.authenticate(body.data.terminalId, body.data.secret)
        : ({ ok: false, reason: 'missing' } as const);
      if (!check.ok) return refuseTerminal(req, reply, check);
      // Every start registers: the new cookie replaces every older one of this terminal.
      const at = Date.now();
      await store.set(bootKey(check.terminal.id), String(at), maxAgeMs).catch(() => undefined);
      issueCookie(reply, check.terminal, at);
      req.log.info({ terminalId: check.terminal.id }, 'kiosk terminal registered');
      await recoverVisit(req, check.terminal.id);
      return { ...terminalView(check.terminal), ...(await keptForScreen(check.terminal.id)) };
    });

    scope.get('/kiosk-api/terminal', async (req, reply) => {
      const check = await checkTerminal(req);
      if (!check.ok) return refuseTerminal(req, reply, check);
      rotateIfDue(reply, check);
      await recoverVisit(req, check.terminal.id);
      // The last statement of money returned on this terminal that nobody has acknowledged yet (a
      // cash-out whose answer was lost, a restart): the kiosk shows it before anything else; one the
      // owner did not ask for here (a sweep, a crashed visit) only as a neutral notice.
      return { ...terminalView(check.terminal), ...(await keptForScreen(check.terminal.id)) };
    });

    scope.post('/kiosk-api/statement-ack', async (req, reply) => {
      const check = await checkTerminal(req);
      if (!check.ok) return refuseTerminal(req, reply, check);
      rotateIfDue(reply, check);
      const body = z.object({ id: z.string().max(64) }).safeParse(req.body);
      if (!body.success) return reply.status(400).send({ error: { message: 'Invalid body' } });
      await app.gameWallets.registry.ackTerminal(check.terminal.id, body.data.id);
      const kept = await app.gameWallets.registry.terminalStatement(check.terminal.id).catch(() => null);
      void app.live.terminalStatement(check.terminal.id, kept ? statementView(kept) : null);
      return { ok: true };
    });

    scope.post('/kiosk-api/heartbeat', async (req, reply) => {
      const check = await checkTerminal(req);
      if (!check.ok) return refuseTerminal(req, reply, check);
      rotateIfDue(reply, check);
      const body = heartbeatSchema.safeParse(req.body);
      if (!body.success) return reply.status(400).send({ error: { message: 'Invalid heartbeat' } });
      const now = Date.now();
      const id = check.terminal.id;
      let locked: string | null;
      let reload: string | null;
      try {
        [, locked, reload] = await Promise.all([
          store.set(hbKey(id), JSON.stringify({ ...body.data, at: now }), HEARTBEAT_KEEP_MS),
          store.get(lockKey(id)),
          store.get(reloadKey(id)),
        ]);
        // A reload is handed out once: the first heartbeat that removes it carries it.
        if (reload) await store.delIfEquals(reloadKey(id), reload);
      } catch {
        return reply.status(503).send({ error: { message: 'Service temporarily unavailable' } });
      }
      reply.header('cache-control', 'no-store');
      publishStatus(check.terminal);
      return { ok: true, serverTime: now, locked: Boolean(locked), reload: reload ?? null };
    });
  });

  // The staff view is its own page of the kiosk build (/kiosk/staff/index.html).
  app.get('/kiosk/staff', async (_req, reply) => reply.redirect('/kiosk/staff/', 302));

  // ---- the staff view's API (bearer credentials, no cookie: so no CSRF guard is needed)
  const staffScope = (req: FastifyRequest): StaffScope | null => {
    const auth = String(req.headers.authorization ?? '');
    const given = digest(auth.startsWith('Bearer ') ? auth.slice(7) : '');
    // Every credential is compared, in constant time, whichever matches.
    let scope: StaffScope | null = null;
    if (kiosk.operatorToken && timingSafeEqual(given, digest(kiosk.operatorToken))) scope = { all: true };
    for (const s of kiosk.staff)
      if (timingSafeEqual(given, digest(s.token)) && !scope) scope = { all: false, venue: s.venue };
    return scope;
  };
  const staffConfigured = () => Boolean(kiosk.operatorToken) || kiosk.staff.length > 0;
  const inScope = (scope: StaffScope, t: TerminalConfig) => scope.all || t.venue === scope.venue;

  /** A terminal as the staff view shows it (rejects when the store cannot answer). */
  const statusOf = async (t: TerminalConfig, now: number): Promise<TerminalStatus> => {
    const [raw, locked, errRaw, visit] = await Promise.all([
      store.get(hbKey(t.id)),
      store.get(lockKey(t.id)),
      store.get(errKey(t.id)).catch(() => null),
      // The money column is read-only extra: a registry that does not answer hides it only.
      app.gameWallets.registry.terminalVisit(t.id).catch(() => null),
    ]);
    const hb = raw ? (JSON.parse(raw) as KioskHeartbeat & { at: number }) : null;
    const gatewayError = errRaw ? (JSON.parse(errRaw) as TerminalStatus['gatewayError']) : null;
    return {
      id: t.id,
      name: t.name,
      venue: t.venue,
      enabled: t.enabled,
      online: !!hb && t.enabled && now - hb.at < kiosk.heartbeatMs * 3,
      locked: Boolean(locked),
      lastSeenAt: hb?.at ?? null,
      version: hb?.version ?? null,
      uptimeMs: hb?.uptimeMs ?? null,
      openGames: hb?.openGames ?? [],
      screen: hb?.screen ?? null,
      signedIn: hb?.signedIn ?? false,
      customer: hb?.signedIn ? (hb.customer ?? null) : null,
      inGames: hb?.inGames ?? null,
      lastError: hb?.lastError ?? null,
      moneyInGames: visit
        ? {
            customer: visit.loginName,
            since: visit.since,
            amount: hb?.inGames && hb.at >= visit.since ? hb.inGames.amount : null,
            currency: hb?.inGames && hb.at >= visit.since ? hb.inGames.currency : null,
          }
        : null,
      gatewayError,
    };
  };
  const terminalStatuses = (scope: StaffScope, now: number) =>
    Promise.all(
      registry
        .all()
        .filter((t) => inScope(scope, t))
        .map((t) => statusOf(t, now)),
    );
  /** The staff views see a terminal's new status (best effort: their next look shows it anyway). */
  const publishStatus = (t: TerminalConfig) =>
    void statusOf(t, Date.now())
      .then((status) => app.live.terminalStatus(status))
      .catch(() => undefined);
  // What the live channel (live/) needs of the venue side: who a request's terminal is (its cookie,
  // verified), the staff credential of a request, the terminals a credential sees, a pause in force.
  app.decorate('kioskLive', {
    terminalOf: async (req: FastifyRequest) => {
      const check = await checkTerminal(req);
      return check.ok ? check.terminal.id : undefined;
    },
    staffScope: (req: FastifyRequest) => (staffConfigured() ? staffScope(req) : null),
    terminalStatuses,
    heartbeatMs: kiosk.heartbeatMs,
    venueOf: (id: string) => registry.all().find((t) => t.id === id)?.venue,
    paused: async (id: string) => Boolean(await store.get(lockKey(id))),
  } satisfies KioskLive);

  await app.register(async (ops) => {
    ops.addHook('onRequest', async (req, reply) => {
      reply.header('cache-control', 'no-store');
      if (!staffConfigured())
        return reply.status(404).send({ error: { message: 'staff view not configured' } });
      // Wrong credentials are counted per client address: past the limit every credential from it is
      // refused until the window ends, the right one too, so guessing costs a minute per few tries.
      const failKey = `kiosk:staff-fail:${createHash('sha256').update(req.ip).digest('base64url').slice(0, 22)}`;
      let failures: number;
      try {
        failures = Number((await store.get(failKey)) ?? 0);
      } catch {
        return reply.status(503).send({ error: { message: 'Service temporarily unavailable' } });
      }
      if (failures >= kiosk.staffAttemptsPerMin) {
        reply.header('retry-after', '60');
        return reply.status(429).send({ error: { message: 'too many wrong staff credentials' } });
      }
      const scope = staffScope(req);
      if (!scope) {
        await store.hit(failKey, 60_000).catch(() => undefined);
        req.log.info('kiosk staff credential refused');
        reply.header('www-authenticate', 'Bearer');
        return reply.status(401).send({ error: { message: 'staff credential required' } });
      }
      req.staffScope = scope;
    });

    ops.get('/kiosk-api/ops/me', async (req) => {
      const scope = req.staffScope!;
      return { venue: scope.all ? null : scope.venue, heartbeatMs: kiosk.heartbeatMs };
    });

    ops.get('/kiosk-api/ops/terminals', async (req, reply) => {
      const now = Date.now();
      let terminals: TerminalStatus[];
      try {
        terminals = await terminalStatuses(req.staffScope!, now);
      } catch {
        return reply.status(503).send({ error: { message: 'Service temporarily unavailable' } });
      }
      return { terminals, at: now, heartbeatMs: kiosk.heartbeatMs };
    });

    const actionParams = z.object({
      id: z.string().max(64),
      action: z.enum(['lock', 'unlock', 'reload', 'return']),
    });
    const auditIndex = (venue: string) => `kiosk:audit:${venue}`;

    ops.get('/kiosk-api/ops/audit', async (req, reply) => {
      const scope = req.staffScope!;
      const venues = scope.all ? [...new Set(registry.all().map((t) => t.venue))] : [scope.venue];
      try {
        const lists = await Promise.all(venues.map((v) => store.indexList(auditIndex(v), Date.now())));
        const entries = lists
          .flat()
          .map((m) => JSON.parse(m) as StaffReturnAudit)
          .sort((a, b) => b.at - a.at)
          .slice(0, 100);
        return { entries };
      } catch {
        return reply.status(503).send({ error: { message: 'Service temporarily unavailable' } });
      }
    });
    ops.post('/kiosk-api/ops/terminals/:id/:action', async (req, reply) => {
      const scope = req.staffScope!;
      const params = actionParams.safeParse(req.params);
      const terminal = params.success ? registry.all().find((t) => t.id === params.data.id) : undefined;
      // A terminal of another venue is as unknown as one that does not exist.
      if (!params.success || !terminal || !inScope(scope, terminal))
        return reply.status(404).send({ error: { message: 'no such terminal' } });
      const { action } = params.data;
      // A disabled terminal runs nothing: there is nothing to pause or reload.
      if (!terminal.enabled && (action === 'lock' || action === 'reload'))
        return reply.status(409).send({ error: { message: 'terminal disabled' } });
      if (action === 'return') {
        const who = scope.all ? 'operator' : `staff:${scope.venue}`;
        // A customer playing there now keeps their games: pausing cashes them out with a statement.
        const raw = await store.get(hbKey(terminal.id)).catch(() => null);
        const hb = raw ? (JSON.parse(raw) as KioskHeartbeat & { at: number }) : null;
        const visit = await app.gameWallets.registry.terminalVisit(terminal.id).catch(() => null);
        if (
          visit &&
          hb &&
          hb.signedIn &&
          hb.customer === visit.loginName &&
          Date.now() - hb.at < kiosk.heartbeatMs * 3
        )
          return reply.status(409).send({ error: { message: 'customer playing', code: 'playing' } });
        let result: Awaited<ReturnType<typeof app.gameWallets.recoverTerminal>>;
        try {
          result = await app.gameWallets.recoverTerminal(terminal.id, 'staff-return');
        } catch {
          return reply.status(503).send({ error: { message: 'Service temporarily unavailable' } });
        }
        const wallets = (result?.statement?.lines ?? []).map((l) => ({
          platformCode: l.platformCode,
          currency: l.currency,
          amount: l.amount,
        }));
        if (result) {
          await store.sessionDelete(result.sessionKey).catch(() => undefined);
          const entry: StaffReturnAudit = {
            at: Date.now(),
            who,
            terminalId: terminal.id,
            customer: result.loginName,
            wallets,
            statementId: result.statement?.id ?? null,
          };
          await store
            .indexAdd(auditIndex(terminal.venue), JSON.stringify(entry), entry.at + AUDIT_KEEP_MS)
            .catch(() => undefined);
          await noteError(terminal.id, 'returned');
        }
        req.log.info(
          { terminalId: terminal.id, action, who, wallets: wallets.length },
          'kiosk staff returned the money in games',
        );
        publishStatus(terminal);
        return { ok: true, id: terminal.id, action, wallets };
      }
      try {
        if (action === 'lock')
          await store.set(lockKey(terminal.id), JSON.stringify({ at: Date.now() }), LOCK_KEEP_MS);
        else if (action === 'unlock') await store.del(lockKey(terminal.id));
        else await store.set(reloadKey(terminal.id), randomUUID(), RELOAD_KEEP_MS);
      } catch {
        return reply.status(503).send({ error: { message: 'Service temporarily unavailable' } });
      }
      req.log.info(
        { terminalId: terminal.id, action, venue: scope.all ? '*' : scope.venue },
        'kiosk staff action',
      );
      // The terminal hears it at once over its live stream (the heartbeat's answer carries it too).
      await app.live.terminalCommand(terminal.id, LIVE_COMMAND[action]);
      publishStatus(terminal);
      return { ok: true, id: terminal.id, action };
    });
  });
}

export default fp(kioskPlugin, { name: 'gateway-kiosk', dependencies: ['gateway'] });
