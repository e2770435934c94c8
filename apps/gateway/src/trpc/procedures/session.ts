/**
 * The gateway's own procedures (gateway-catalog.ts): login and logout, the current session, language
 * and currency, the kiosk heartbeat, and the browser-facing replacements of auth.token, auth.logout and
 * the KYC picture download. Upstream tokens never leave the gateway: a login answers the session view.
 */
import { createHash } from 'node:crypto';
import { entryByProcedure } from '@casino/shared/catalog/index';
import type { EndpointDef } from '@casino/shared/catalog/define';
import { stripChinese } from '@casino/shared/rules/validation';
import { isFlagSet, type Flag } from '@casino/shared/rules/kyc';
import type { TRPCRouterRecord } from '@trpc/server';
import type { z } from 'zod';
import { GatewayError } from '../../lib/gateway-error';
import { rateSubject } from '../../kiosk/rate-subject';
import { LOGIN_TYPE_WIRE, readTokenPair } from '../../lib/auth-wire';
import { randomId } from '../../lib/secrets';
import { buildSessionView, loggedOutView } from '../session-view';
import type { LoadedSession } from '../../plugins/app/sessions';
import { callEntry, callForData, callUpstream } from '../call';
import { gatewayCatalog, type GatewayCatalogEntry, type SessionView } from '../gateway-catalog';
import { guarded, playerProcedure, publicProcedure, syncParser, type GatewayContext } from '../init';
import { withSensitiveLimit } from '../sensitive-limit';

const entry = (p: string): EndpointDef => {
  const e = entryByProcedure(p);
  if (!e) throw new Error(`catalog entry ${p} missing`);
  return e;
};
const TOKEN = entry('auth.token');
const LOGOUT = entry('auth.logout');
const PLAYER_INFO = entry('account.playerInfo');
const KYC_INFO = entry('kyc.queryPlayerInfo');
const CHECK_IP = entry('common.checkIp');
const BLOB_TTL_MS = 60_000;
/** How long a device that signed in to an account counts as the owner's past the per-account limit. */
const KNOWN_DEVICE_MS = 180 * 24 * 3600_000;

/** The store key saying this device signed in to this account (digests: no name or id in the key). */
function knownDeviceKey(account: string, device: string): string {
  const h = createHash('sha256').update(`${account.toLowerCase()}\n${device}`).digest('base64url');
  return `kd:${h.slice(0, 32)}`;
}

interface PasswordGrant {
  grantType: 'web_password';
  loginType: number;
  username: string;
  password: string;
  ticket?: string;
}

/** accessLimit from checkIp: login and registration are refused; access type 2 sends the client to /403. */
export async function assertAccessAllowed(ctx: GatewayContext): Promise<void> {
  let data: unknown;
  try {
    data = await callEntry(ctx, CHECK_IP, {}, null);
  } catch (err) {
    // Fail open on a checkIp outage: the platform enforces its own region rules on login and registration.
    ctx.req.log.warn({ err: (err as Error).message }, 'checkIp failed; not enforcing accessLimit');
    return;
  }
  const d = (data ?? {}) as { accessLimit?: Flag; accessType?: unknown };
  if (Number(d.accessType) === 2)
    throw new GatewayError('FORBIDDEN', 'Access denied', {
      action: 'forbidden403',
      messageKey: 'errors.limitLogin.body',
    });
  if (isFlagSet(d.accessLimit))
    throw new GatewayError('FORBIDDEN', 'Not available in your region', {
      action: 'limitLogin',
      messageKey: 'errors.limitLogin.body',
    });
}

async function sessionView(ctx: GatewayContext, session: LoadedSession): Promise<SessionView> {
  const { sessions } = ctx.gw;
  const [u, kyc] = await Promise.all([
    callForData(ctx, PLAYER_INFO, {}, session),
    callForData(ctx, KYC_INFO, {}, session).catch((err: unknown) => {
      if (err instanceof GatewayError && err.info.sessionCleared) throw err;
      return null;
    }),
  ]);
  return buildSessionView({
    language: sessions.preferredLanguage(ctx.req, session),
    currency: sessions.currency(ctx.req, session),
    kind: session.rec.kind,
    terminalId: session.rec.terminalId || null,
    idleTimeoutMs: sessions.idleLeft(session),
    loginName: session.rec.loginName,
    user: u,
    kyc,
  });
}

async function login(
  ctx: GatewayContext,
  grant: PasswordGrant,
  terminalId: string | undefined,
): Promise<SessionView> {
  const { gw, req, res } = ctx;
  // Both login entries (session.login, auth.token) carry the same flags: limits count the account
  // name as the gateway normalised it.
  const { rateLimit, accessCheck } = def('session.login').flags;
  const device = gw.sessions.deviceId(req, res);
  const stored = await gw.store.get(`cap:${device}`);
  const knownKey = knownDeviceKey(grant.username, device);
  if (rateLimit)
    await gw.limits.login(rateSubject(req), grant.username, async () => {
      // A slider this device solved (the platform gave it the ticket), or a device that signed in here.
      if (stored && (!grant.ticket || grant.ticket === stored)) return true;
      return (await gw.store.get(knownKey)) !== null;
    });
  if (accessCheck) await assertAccessAllowed(ctx);
  if (!grant.ticket && stored) grant.ticket = stored;
  const r = await callUpstream(ctx, TOKEN, grant, null, { auth: 'basic' });
  const data = 'data' in r ? r.data : null;
  const tokens = readTokenPair(data);
  if (!tokens) throw new GatewayError('BAD_GATEWAY', 'Bad gateway', { messageKey: 'errors.generic' });
  const loginName = (data as { loginName?: unknown }).loginName;
  await gw.store.set(knownKey, '1', KNOWN_DEVICE_MS);
  // The session exists from here on, so the first user-info call already enjoys refresh-and-retry.
  const session = await gw.sessions.create(req, res, {
    tokens,
    loginName: typeof loginName === 'string' && loginName ? loginName : grant.username,
    terminalId,
  });
  try {
    return await sessionView(ctx, session);
  } catch (err) {
    if (!(err instanceof GatewayError && err.info.sessionCleared)) {
      await callUpstream(ctx, LOGOUT, {}, session).catch(() => undefined);
      await gw.sessions.destroy(req, res, session);
    }
    throw err;
  }
}

/** A display preference (language, currency): kept in the session when there is one, and in its cookie. */
async function setPreference(ctx: GatewayContext, name: 'lang' | 'cur', value: string) {
  const session = await ctx.session();
  if (session) await ctx.gw.store.sessionPatch(session.key, { [name]: value });
  ctx.gw.sessions.setPreferenceCookie(ctx.res, name, value);
}

async function logout(ctx: GatewayContext): Promise<{ loggedOut: true }> {
  const session = await ctx.session();
  if (session) {
    try {
      await callUpstream(ctx, LOGOUT, {}, session);
    } catch (err) {
      ctx.req.log.info(
        { err: (err as Error).message },
        'upstream logout failed; the session is deleted anyway',
      );
    }
  }
  await ctx.gw.sessions.destroy(ctx.req, ctx.res, session, 'logout');
  return { loggedOut: true };
}

type Def<P extends GatewayCatalogEntry['procedure']> = Extract<GatewayCatalogEntry, { procedure: P }>;
const def = <P extends GatewayCatalogEntry['procedure']>(p: P) =>
  gatewayCatalog.find((e) => e.procedure === p) as Def<P>;

/**
 * The gateway's own procedures, by group: the `session` group, and the replacements of catalog
 * procedures (router.ts puts them over the catalog's of the same name). Their types are inferred.
 */
export function gatewayProcedures(maxBytes: number) {
  type Schemas<I, O> = { input: I; output: O };
  const pub = <I extends z.ZodType, O extends z.ZodType>(d: Schemas<I, O>) =>
    publicProcedure.input(syncParser(withSensitiveLimit(d.input, maxBytes))).output(syncParser(d.output));
  const player = <I extends z.ZodType, O extends z.ZodType>(d: Schemas<I, O>) =>
    playerProcedure.input(syncParser(d.input)).output(syncParser(d.output));
  const session = {
    login: pub(def('session.login')).mutation(
      guarded(({ ctx, input: i }) => {
        // Kiosk-ness comes from the terminal's verified credential (kiosk-plugin.ts sets kioskTerminal
        // from the terminal cookie), never from the URL or the body: a named terminal must be this one.
        const terminal = ctx.req.kioskTerminal;
        if (i.terminalId !== undefined && i.terminalId !== terminal)
          throw new GatewayError('FORBIDDEN', 'terminal refused (not this terminal)', {
            messageKey: 'kiosk.refused.body',
          });
        const account = stripChinese(i.account).trim();
        return login(
          ctx,
          {
            grantType: 'web_password',
            loginType: LOGIN_TYPE_WIRE[i.loginType],
            username: i.loginType === 'username' ? account.toLowerCase() : account,
            password: i.password,
            ...(i.captchaTicket ? { ticket: i.captchaTicket } : {}),
          },
          terminal,
        );
      }),
    ),
    logout: pub(def('session.logout')).mutation(guarded(({ ctx }) => logout(ctx))),
    current: pub(def('session.current')).query(
      guarded(async ({ ctx }) => {
        const session = await ctx.session();
        const { sessions } = ctx.gw;
        if (!session)
          return loggedOutView(sessions.preferredLanguage(ctx.req, null), sessions.currency(ctx.req, null));
        return sessionView(ctx, session);
      }),
    ),
    setLanguage: pub(def('session.setLanguage')).mutation(
      guarded(async ({ ctx, input }) => {
        await setPreference(ctx, 'lang', input.language);
        return { language: input.language };
      }),
    ),
    setCurrency: pub(def('session.setCurrency')).mutation(
      guarded(async ({ ctx, input }) => {
        await setPreference(ctx, 'cur', input.currency);
        return { currency: input.currency };
      }),
    ),
    heartbeat: player(def('session.heartbeat')).mutation(
      guarded(({ ctx }) => ({ idleTimeoutMs: ctx.gw.sessions.idleLeft(ctx.player) })),
    ),
    signOutOthers: player(def('session.signOutOthers')).mutation(
      guarded(async ({ ctx }) => ({
        ended: await ctx.gw.sessions.endOthers(ctx.player.rec.loginName, ctx.player.key),
      })),
    ),
  };
  const auth = {
    token: pub(def('auth.token')).mutation(
      guarded(({ ctx, input }) => {
        if (input.grantType !== 'web_password')
          throw new GatewayError('FORBIDDEN', 'Tokens are refreshed by the gateway', {
            messageKey: 'errors.generic',
          });
        return login(ctx, { ...input }, ctx.req.kioskTerminal);
      }),
    ),
    logout: player(def('auth.logout')).mutation(guarded(({ ctx }) => logout(ctx))),
  };
  const kyc = {
    downloadPlayerPicture: player(def('kyc.downloadPlayerPicture')).query(
      guarded(async ({ ctx, input }) => {
        const ticket = randomId(24);
        await ctx.gw.store.set(
          `blob:${ticket}`,
          JSON.stringify({ k: ctx.player.key, i: input }),
          BLOB_TTL_MS,
        );
        return { url: `/blob/${ticket}` };
      }),
    ),
  };
  return { session, auth, kyc } satisfies Record<string, TRPCRouterRecord>;
}
