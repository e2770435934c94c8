/**
 * Sessions: the opaque cookie, the device id cookie, and the session record in the store (see
 * lib/secrets.ts for the key and sealing design). A session exists only for a logged-in player; language
 * and currency of a visitor live in plain cookies. The id is rotated at every login (the old session, if
 * any, is deleted), and a session that cannot be read back (expired, unsealable) is cleared at once.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { API_LANGUAGES as LANGUAGES, type ApiLanguage as Language } from '@casino/shared/rules/constants';
import { CURRENCIES, type Currency } from '@casino/shared/schemas/money';
import type { GatewayConfig } from '../../config';
import type { SessionRecord, Store } from '../../store/store';
import {
  SESSION_END_REASONS,
  type SessionEndReason as LiveEndReason,
} from '@casino/shared/live/session-end-reasons';
import {
  isSessionId,
  newSessionId,
  randomId,
  sealTokens,
  sessionKey,
  unsealTokens,
  type TokenPair,
} from '../../lib/secrets';

/** Sent by the player site with every call: the language of the page ('ja-JP' or 'en-US'). */
export const PAGE_LANGUAGE_HEADER = 'x-casino-language';

export interface LoadedSession {
  id: string;
  key: string;
  rec: SessionRecord;
  tokens: TokenPair;
}

export interface NewSession {
  tokens: TokenPair;
  loginName: string;
  terminalId: string | undefined;
}

/** Why a session ended (the game wallets' statement says so); null: the caller already handled it. */
export type SessionEndReason = 'logout' | 'session-ended' | 'session-invalid' | 'terminal-refused' | null;
type EndListener = (session: LoadedSession, reason: SessionEndReason) => Promise<void>;

/** Set by the front ends' tRPC link on polling queries (apps/web/src/lib/trpc.ts). */
export const BACKGROUND_HEADER = 'x-casino-background';
export const isBackground = (req: FastifyRequest) => req.headers[BACKGROUND_HEADER] === '1';

const DEVICE_RE = /^[A-Za-z0-9_-]{16,64}$/;
/** The store index of a player's sessions (keyed by a digest of the login name). */
const playerIndex = (loginName: string) =>
  `ps:${createHash('sha256').update(loginName.toLowerCase()).digest('base64url').slice(0, 22)}`;
const YEAR_S = 365 * 24 * 3600;
/** How long the reason a session ended stays readable (a live stream reconnecting after the end says why). */
const END_REASON_MS = 10 * 60_000;
/** The store key of the reason a session ended (live/ reads it). */
export const endReasonKey = (key: string) => `se:${key}`;
/** What a live stream tells the page for each way the gateway ends a session. */
const LIVE_REASON: Record<NonNullable<SessionEndReason>, LiveEndReason> = {
  logout: 'logout',
  'session-ended': 'session-invalid',
  'session-invalid': 'player-disabled',
  'terminal-refused': 'terminal-refused',
};

/**
 * Whether a kiosk session may serve this request (set by the kiosk plugin): 'ok', 'refuse' (not from
 * its terminal: the request is served as a visitor) or 'end' (its terminal was paused or taken out of
 * service: the session ends, its game money going back first).
 */
export type KioskGate = (req: FastifyRequest, terminalId: string) => Promise<'ok' | 'refuse' | 'end'>;

export class Sessions {
  readonly sidCookie: string;
  /** Without a kiosk plugin no kiosk session is served. */
  kioskGate: KioskGate = async () => 'refuse';
  readonly didCookie: string;
  private readonly base: CookieSerializeOptions;
  private readonly endListeners = new Set<EndListener>();

  constructor(
    private readonly config: GatewayConfig,
    private readonly store: Store,
  ) {
    const secure = config.secureCookies;
    // __Host- cookies must be Secure, Path=/ and carry no Domain: the browser then refuses them from
    // any other host or over http.
    this.sidCookie = secure ? '__Host-sid' : 'sid';
    this.didCookie = secure ? '__Host-did' : 'did';
    this.base = { path: '/', httpOnly: true, sameSite: 'lax', secure };
  }

  /**
   * `slide` false: read without extending the idle time-out (a background call, a live stream).
   * `gate` false: the caller is ending the session of a refused terminal itself (kiosk-plugin.ts).
   */
  async load(
    req: FastifyRequest,
    res: FastifyReply,
    opts: { slide?: boolean; gate?: boolean } = {},
  ): Promise<LoadedSession | null> {
    const id = req.cookies[this.sidCookie];
    if (id === undefined) return null;
    if (!isSessionId(id)) {
      this.clearCookie(res);
      return null;
    }
    const key = sessionKey(id);
    // Only the player's own actions extend the idle time-out: a call the client marks as background
    // (a poll) reads the session without sliding it.
    const rec = await this.store.sessionTouch(key, Date.now(), opts.slide ?? !isBackground(req));
    if (!rec) {
      this.clearCookie(res);
      return null;
    }
    const tokens = unsealTokens(id, rec.tok);
    if (!tokens) {
      await this.store.sessionDelete(key);
      this.clearCookie(res);
      return null;
    }
    const session = { id, key, rec, tokens };
    if (rec.kind === 'kiosk' && opts.gate !== false) {
      const gate = await this.kioskGate(req, rec.terminalId);
      if (gate === 'refuse') return null;
      if (gate === 'end') {
        await this.destroy(req, res, session, 'terminal-refused');
        return null;
      }
    }
    return session;
  }

  /**
   * Whether this request may belong to a signed-in player, for the page's first render (routes/static.ts):
   * 'visitor' only when it certainly does not (no session cookie, a malformed one, or no session record
   * under it), 'player' when a record exists (session.current then decides; an idle-expired record still
   * says 'player': the page waits as it always did). Read-only: nothing is slid, cleared or refreshed.
   * null when the store cannot answer.
   */
  async presence(req: FastifyRequest): Promise<'visitor' | 'player' | null> {
    const id = req.cookies[this.sidCookie];
    if (id === undefined || !isSessionId(id)) return 'visitor';
    try {
      return (await this.store.sessionVersion(sessionKey(id))) ? 'player' : 'visitor';
    } catch {
      return null;
    }
  }

  /** Starts a session for a login: always a fresh id, and the session of the old cookie is deleted. */
  async create(req: FastifyRequest, res: FastifyReply, s: NewSession): Promise<LoadedSession> {
    const old = req.cookies[this.sidCookie];
    if (isSessionId(old)) await this.end(sessionKey(old), 'logout');
    const kiosk = s.terminalId !== undefined;
    const now = Date.now();
    const id = newSessionId();
    const key = sessionKey(id);
    const absoluteMs = kiosk ? this.config.session.kioskAbsoluteMs : this.config.session.absoluteMs;
    const rec: SessionRecord = {
      v: 0,
      tok: sealTokens(id, s.tokens),
      claimedVersion: -1,
      loginName: s.loginName,
      did: this.deviceId(req, res),
      lang: this.language(req, null),
      cur: this.currency(req, null),
      kind: kiosk ? 'kiosk' : 'web',
      terminalId: s.terminalId ?? '',
      createdAt: now,
      abs: now + absoluteMs,
      idle: kiosk ? this.config.session.kioskIdleMs : this.config.session.idleMs,
    };
    await this.store.sessionCreate(key, rec);
    await this.store.indexAdd(playerIndex(rec.loginName), key, rec.abs);
    await this.enforceLimit(rec.loginName, key);
    // A session cookie (no Max-Age): it ends with the browser; the store enforces the idle and
    // absolute time-outs.
    res.setCookie(this.sidCookie, id, this.base);
    req.cookies[this.sidCookie] = id;
    return { id, key, rec, tokens: s.tokens };
  }

  /** The player's live sessions (index keys), oldest first; ended ones are dropped from the index. */
  async listFor(loginName: string): Promise<string[]> {
    const index = playerIndex(loginName);
    const keys = await this.store.indexList(index, Date.now());
    const live: string[] = [];
    for (const key of keys) {
      if (await this.store.sessionVersion(key)) live.push(key);
      else await this.store.indexRemove(index, key);
    }
    return live;
  }

  /**
   * Ends every other session of the player (password change, "sign out other sessions"); their next
   * request finds no session. Answers how many ended.
   */
  async endOthers(
    loginName: string,
    keepKey: string,
    reason: LiveEndReason = 'logged-out-elsewhere',
  ): Promise<number> {
    let ended = 0;
    for (const key of await this.listFor(loginName)) {
      if (key === keepKey) continue;
      await this.end(key, reason);
      await this.store.indexRemove(playerIndex(loginName), key);
      ended++;
    }
    return ended;
  }

  /** SESSION_MAX_PER_PLAYER: a new login ends the player's oldest sessions beyond the limit. */
  private async enforceLimit(loginName: string, newKey: string): Promise<void> {
    const max = this.config.session.maxPerPlayer;
    const live = await this.listFor(loginName);
    const others = live.filter((k) => k !== newKey);
    for (const key of others.slice(0, Math.max(0, others.length - (max - 1)))) {
      await this.end(key, 'too-many-sessions');
      await this.store.indexRemove(playerIndex(loginName), key);
    }
  }

  /** Called before a session is deleted (the game wallets go back to cash then). */
  onEnd(listener: EndListener): () => void {
    this.endListeners.add(listener);
    return () => this.endListeners.delete(listener);
  }

  async destroy(
    req: FastifyRequest,
    res: FastifyReply,
    session: LoadedSession | null,
    reason: SessionEndReason = 'session-ended',
    liveReason?: LiveEndReason,
  ): Promise<void> {
    if (session) {
      for (const listener of this.endListeners) {
        try {
          await listener(session, reason);
        } catch (err) {
          req.log.warn({ err: (err as Error).message }, 'session end listener failed');
        }
      }
      await this.end(session.key, liveReason ?? (reason === null ? 'logout' : LIVE_REASON[reason]));
      await this.store.indexRemove(playerIndex(session.rec.loginName), session.key).catch(() => undefined);
    }
    this.clearCookie(res);
    delete req.cookies[this.sidCookie];
  }

  /**
   * Why this request's session ended, when the gateway ended it in the last minutes (signed out
   * elsewhere, password changed, account disabled...): a refused call then tells the page as precisely as
   * the live channel does. Null for a session that timed out, or was never there.
   */
  async endedReason(req: FastifyRequest): Promise<LiveEndReason | null> {
    const id = req.cookies[this.sidCookie];
    if (!isSessionId(id)) return null;
    const reason = await this.store.get(endReasonKey(sessionKey(id))).catch(() => null);
    return reason !== null && (SESSION_END_REASONS as readonly string[]).includes(reason)
      ? (reason as LiveEndReason)
      : null;
  }

  /** Deletes a session, leaving the reason for its open live streams (they end saying why). */
  private async end(key: string, reason: LiveEndReason): Promise<void> {
    await this.store.set(endReasonKey(key), reason, END_REASON_MS).catch(() => undefined);
    await this.store.sessionDelete(key);
  }

  clearCookie(res: FastifyReply) {
    res.clearCookie(this.sidCookie, this.base);
  }

  /** The browser's device id (a long-lived cookie), created on first sight. */
  deviceId(req: FastifyRequest, res: FastifyReply): string {
    const v = req.cookies[this.didCookie];
    if (v !== undefined && DEVICE_RE.test(v)) return v;
    const id = randomId(18);
    res.setCookie(this.didCookie, id, { ...this.base, maxAge: YEAR_S });
    req.cookies[this.didCookie] = id;
    return id;
  }

  /**
   * The language of this request's upstream calls: the page's own language when the front end sends it
   * (PAGE_LANGUAGE_HEADER, the /{lng}/ prefix of the page making the call, so even the first calls of a
   * first /en/ visit are English), else the session's, the `lang` cookie, then Accept-Language.
   */
  language(req: FastifyRequest, session: LoadedSession | null): Language {
    const page = req.headers[PAGE_LANGUAGE_HEADER];
    if (typeof page === 'string' && (LANGUAGES as readonly string[]).includes(page)) return page as Language;
    return this.preferredLanguage(req, session);
  }

  /** The player's stored preference (session, then cookie, then Accept-Language), what session.current reports. */
  preferredLanguage(req: FastifyRequest, session: LoadedSession | null): Language {
    const fromSession = session?.rec.lang;
    if (fromSession && (LANGUAGES as readonly string[]).includes(fromSession)) return fromSession as Language;
    const cookie = req.cookies.lang;
    if (cookie && (LANGUAGES as readonly string[]).includes(cookie)) return cookie as Language;
    return /^en\b/i.test(String(req.headers['accept-language'] ?? '')) ? 'en-US' : 'ja-JP';
  }

  currency(req: FastifyRequest, session: LoadedSession | null): Currency {
    const v = session?.rec.cur ?? req.cookies.cur;
    return v && (CURRENCIES as readonly string[]).includes(v) ? (v as Currency) : 'JPY';
  }

  setPreferenceCookie(res: FastifyReply, name: 'lang' | 'cur', value: string) {
    res.setCookie(name, value, { ...this.base, maxAge: YEAR_S });
  }

  /** Milliseconds until the idle time-out of a session just touched. */
  idleLeft(session: LoadedSession): number {
    return Math.max(0, Math.min(session.rec.idle, session.rec.abs - Date.now()));
  }
}
