/**
 * One upstream call on behalf of a tRPC procedure: the request facts (device id, language, time zone,
 * client IP), loginName for player calls, the entry-specific additions (guess-game app id, CMS theme
 * code), the bearer token, and "refresh once, then retry" on an expired token. Upstream refusals
 * become GatewayErrors carrying the upstream code; 1018 clears the session.
 */
import type { CacheFlag, EndpointDef, PayloadFlag } from '@casino/shared/catalog/define';
import { entryByProcedure, type ProcedureName } from '@casino/shared/catalog/index';
import { CODES } from '@casino/shared/protocol/codes';
import { canonicalJson } from '@casino/shared/protocol/wire';
import { GatewayError, unauthorized } from '../lib/gateway-error';
import type { UpstreamRequest, UpstreamResult } from '../lib/upstream';
import { msUntilEndOfDayJst } from '../plugins/app/caches';
import type { LoadedSession } from '../plugins/app/sessions';
import { ownerOf } from '../game-wallets/owner';
import type { GatewayContext } from './init';

const MAX_REFRESH_CYCLES = 2;
/** How long a passed captcha's ticket is remembered for the device's next login (flag remembersCaptchaTicket). */
const CAPTCHA_TICKET_MS = 5 * 60_000;
const TZ_RE = /^[A-Za-z0-9_+\-/:]{1,64}$/;

export function requestFacts(ctx: GatewayContext, session: LoadedSession | null) {
  const { req, res, gw } = ctx;
  const tz = req.headers['x-timezone'];
  return {
    deviceId: gw.sessions.deviceId(req, res),
    language: gw.sessions.language(req, session),
    timezone: typeof tz === 'string' && TZ_RE.test(tz) ? tz : gw.config.upstream.timezone,
    clientIp: req.ip,
    log: req.log,
  };
}

type Payload = Record<string, unknown>;

/** The first of `names` the data has (not empty). */
function pick(data: unknown, ...names: string[]): unknown {
  const d = data as Record<string, unknown> | null;
  for (const n of names) if (d && d[n] !== undefined && d[n] !== null && d[n] !== '') return d[n];
  return undefined;
}

/** Turns an upstream refusal into the client's error (and clears the session on 1018). */
export async function refusal(
  ctx: GatewayContext,
  session: LoadedSession | null,
  r: Extract<UpstreamResult, { ok: false; tokenExpired: false }>,
): Promise<GatewayError> {
  const code = Number(r.code);
  const info = { upstreamCode: r.code, upstreamMessage: r.msg };
  switch (code) {
    case CODES.SESSION_INVALID:
      await ctx.gw.sessions.destroy(ctx.req, ctx.res, session, 'session-invalid');
      return unauthorized(true);
    case CODES.UNAUTHORIZED:
      return unauthorized(false);
    case CODES.VALIDATION: {
      const fields = (r.data as { fields?: Record<string, unknown> } | null)?.fields ?? {};
      const fieldErrors = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, [String(v)]]));
      return new GatewayError('BAD_REQUEST', r.msg ?? 'Invalid input', { ...info, fieldErrors });
    }
    case CODES.NOT_FOUND:
      return new GatewayError('NOT_FOUND', r.msg ?? 'Not found', info);
    case CODES.RATE_LIMITED:
      return new GatewayError('TOO_MANY_REQUESTS', r.msg ?? 'Too many requests', info);
    case CODES.NOT_IMPLEMENTED:
      return new GatewayError('NOT_IMPLEMENTED', r.msg ?? 'Not implemented', info);
    case CODES.BAD_SIGNATURE:
    case CODES.STALE_TIMESTAMP:
    case CODES.REPLAYED_REQUEST:
    case CODES.BAD_CIPHERTEXT:
    case CODES.BAD_CLIENT:
    case CODES.INTERNAL:
      ctx.req.log.error({ upstreamCode: r.code }, 'upstream refused the gateway itself');
      return new GatewayError('BAD_GATEWAY', 'Bad gateway', {
        upstreamCode: r.code,
        messageKey: 'errors.generic',
      });
    default:
      return new GatewayError('UNPROCESSABLE_CONTENT', r.msg ?? 'Refused', info);
  }
}

/**
 * Calls the platform for `entry`. Returns the successful result; throws GatewayError otherwise.
 * `session` is the caller's session (required for player entries, optional for public ones).
 */
export async function callUpstream(
  ctx: GatewayContext,
  entry: Pick<EndpointDef, 'path' | 'client' | 'access' | 'flags' | 'procedure'>,
  input: unknown,
  session: LoadedSession | null,
  extra: Partial<UpstreamRequest> = {},
): Promise<Extract<UpstreamResult, { ok: true }>> {
  const facts = requestFacts(ctx, session);
  const payload: Payload = input && typeof input === 'object' ? { ...(input as Payload) } : {};
  if (entry.access === 'player' && session) payload.loginName = session.rec.loginName;
  // A binary answer (flags.blob: the KYC picture, routes/blob.ts) is read as bytes, not as an envelope.
  const base = {
    path: entry.path,
    client: entry.client,
    payload,
    ...facts,
    blob: entry.flags.blob,
    ...extra,
  };
  const upstream = ctx.gw.upstream;

  let result = await upstream.call({
    ...base,
    auth: extra.auth !== undefined ? extra.auth : session ? { bearer: session.tokens.accessToken } : null,
  });
  // Refresh once, then retry. A token obtained from another request's refresh may itself have expired
  // by the time it is used (short-lived tokens, a slow burst): then one more cycle, never more.
  for (let cycle = 0; !result.ok && result.tokenExpired; cycle++) {
    if (!session) throw unauthorized(false);
    if (cycle === MAX_REFRESH_CYCLES) {
      await ctx.gw.sessions.destroy(ctx.req, ctx.res, session);
      throw unauthorized(true);
    }
    const { tokens, version } = await ctx.gw.refresher.refresh(session, facts);
    session.tokens = tokens;
    session.rec.v = version;
    result = await upstream.call({ ...base, auth: { bearer: tokens.accessToken } });
  }
  if (entry.flags.resetsCaptcha) await ctx.gw.store.del(`cap:${facts.deviceId}`);
  if (!result.ok) throw await refusal(ctx, session, result);
  if (entry.flags.remembersCaptchaTicket) {
    const ticket = pick('data' in result ? result.data : null, 'ticket');
    if (typeof ticket === 'string')
      await ctx.gw.store.set(`cap:${facts.deviceId}`, ticket, CAPTCHA_TICKET_MS);
  }
  return result;
}

/** callUpstream's data (null when the platform answered none). */
export async function callForData(...args: Parameters<typeof callUpstream>): Promise<unknown> {
  const r = await callUpstream(...args);
  return 'data' in r ? r.data : null;
}

// ------------------------------------------------------------ entry-specific behaviour

type Handler = (
  ctx: GatewayContext,
  entry: EndpointDef,
  input: unknown,
  session: LoadedSession | null,
) => Promise<unknown>;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The cache key of a call flagged `cache`: procedure, what it is `per`, and the input (canonical JSON). */
function cacheKey(
  ctx: GatewayContext,
  entry: EndpointDef,
  cache: CacheFlag,
  input: unknown,
  session: LoadedSession | null,
) {
  const { gw, req, res } = ctx;
  const per =
    cache.per === 'language'
      ? gw.sessions.language(req, session)
      : cache.per === 'ip'
        ? req.ip
        : cache.per === 'device'
          ? gw.sessions.deviceId(req, res)
          : '';
  return `${entry.procedure}:${per}:${canonicalJson(input ?? {})}`;
}

function cacheTtlMs(ctx: GatewayContext, cache: CacheFlag): number {
  const c = ctx.gw.config.cache;
  switch (cache.ttl) {
    case 'config':
      return c.configTtlMs;
    case 'rates':
      return c.ratesTtlMs;
    case 'checkIp':
      return c.checkIpTtlMs;
    case 'public':
      return c.publicTtlMs;
    case 'endOfDayJst':
      return msUntilEndOfDayJst();
  }
}

/**
 * One catalog call as the router makes it: the entry's special handler or the plain upstream call,
 * through the shared cache when the entry's flags say so (without the player's token unless the cache
 * is per device, so a shared answer never depends on a player).
 */
export function callEntry(
  ctx: GatewayContext,
  entry: EndpointDef,
  input: unknown,
  session: LoadedSession | null,
): Promise<unknown> {
  const special = SPECIAL[entry.procedure as ProcedureName];
  const added = entry.flags.payload;
  const run = async (s: LoadedSession | null) => {
    const payload = added ? await withPayloadFlags(ctx, added, input, s) : input;
    return special ? special(ctx, entry, payload, s) : callForData(ctx, entry, payload, s);
  };
  const cache = entry.flags.cache;
  const ttl = cache ? cacheTtlMs(ctx, cache) : 0;
  // A player's call that changed something: the live channel tells the player's open pages.
  if (entry.kind === 'mutation' && entry.access === 'player' && session)
    return run(session).then((data) => {
      ctx.req.server.live?.afterMutation(entry.procedure, session.rec.loginName, data);
      return data;
    });
  if (!cache || ttl <= 0) return run(session);
  return ctx.gw.cache.get(cacheKey(ctx, entry, cache, input, session), ttl, () =>
    run(cache.per === 'device' ? session : null),
  );
}

const COMMON_CONFIG = entryByProcedure('common.config')!;

/** The common config, from the same cache entry as common.config itself (one upstream call per expiry). */
export function commonConfig(ctx: GatewayContext, session: LoadedSession | null): Promise<unknown> {
  return callEntry(ctx, COMMON_CONFIG, {}, session);
}

/**
 * The behaviour a few entries add to their upstream call that no flag describes, keyed by the typed
 * procedure name (a typo does not compile). Caching, rate limits, access checks, payload additions,
 * the captcha ticket and the guards (guards.ts) are not here: they are the entry's flags.
 */
const SPECIAL: Readonly<Partial<Record<ProcedureName, Handler>>> = {
  // The gateway's own public setting: the forms say whether letters in a password count.
  'common.config': async (ctx, entry, input, session) => ({
    ...((await callForData(ctx, entry, input, session)) as Payload),
    passwordCase: ctx.gw.config.passwordCase,
  }),
  'risk.saveFingerprint': async (ctx, entry, input, session) => {
    const did = ctx.gw.sessions.deviceId(ctx.req, ctx.res);
    const key = `fpsave:${did}`;
    const saved = await ctx.gw.store.get(key);
    if (saved !== null) return JSON.parse(saved) as unknown;
    const { retries, retryDelayMs } = ctx.gw.config.fingerprint;
    for (let attempt = 0; ; attempt++) {
      try {
        const data = await callForData(ctx, entry, input, session);
        await ctx.gw.store.set(key, JSON.stringify(data), msUntilEndOfDayJst());
        return data;
      } catch (err) {
        const retriable =
          !(err instanceof GatewayError) || err.code === 'BAD_GATEWAY' || err.code === 'GATEWAY_TIMEOUT';
        if (attempt >= retries || !retriable) throw err;
        await sleep(retryDelayMs);
      }
    }
  },
  // Money moves into a game only under the wallet's mutex, and only into a recorded wallet.
  'games.transferIn': async (ctx, entry, input, session) => {
    if (!session) return callForData(ctx, entry, input, session);
    const platformCode = String((input as { platformCode: string }).platformCode).toUpperCase();
    return ctx.req.server.gameWallets.moveIn(ownerOf(session), platformCode, () =>
      callForData(ctx, entry, input, session),
    );
  },
};

/** The input with the fields the entry's `payload` flag adds (from the gateway's settings or common config). */
async function withPayloadFlags(
  ctx: GatewayContext,
  added: PayloadFlag,
  input: unknown,
  session: LoadedSession | null,
): Promise<Payload> {
  const payload = { ...(input as Payload) };
  if (added.appId) {
    const config = await commonConfig(ctx, session);
    const screen = ctx.req.headers['x-screen-class'] === 'mobile' ? 'mobile' : 'pc';
    const appId =
      screen === 'pc'
        ? pick(config, 'pcAppId', 'appIdPc', 'pcAppid')
        : pick(config, 'generalAppId', 'appId', 'h5AppId', 'appid');
    if (appId !== undefined) payload.appId = String(appId);
  }
  if (added.themeCode && payload.themeCode === undefined) {
    const theme = ctx.gw.config.upstream.themeCode ?? pick(await commonConfig(ctx, session), 'themeCode');
    if (theme !== undefined) payload.themeCode = String(theme);
  }
  return payload;
}
