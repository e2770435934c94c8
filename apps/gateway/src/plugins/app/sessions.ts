/**
 * Sessions: the opaque cookie, the device id cookie, and the session record in the store (see
 * lib/secrets.ts for the key and sealing design). A session exists only for a logged-in player; language
 * and currency of a visitor live in plain cookies. The id is rotated at every login (the old session, if
 * any, is deleted), and a session that cannot be read back (expired, unsealable) is cleared at once.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { CURRENCIES, type Currency } from '@casino/shared/schemas/money';
import type { GatewayConfig } from '../../config';
import type { SessionRecord, Store } from '../../store/store';
import {
  isSessionId,
  newSessionId,
  randomId,
  sealTokens,
  sessionKey,
  unsealTokens,
  type TokenPair,
} from '../../lib/secrets';
import { LANGUAGES, type Language } from '../../trpc/gateway-catalog';

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

const DEVICE_RE = /^[A-Za-z0-9_-]{16,64}$/;
const YEAR_S = 365 * 24 * 3600;

export class Sessions {
  readonly sidCookie: string;
  readonly didCookie: string;
  private readonly base: CookieSerializeOptions;

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

  async load(req: FastifyRequest, res: FastifyReply): Promise<LoadedSession | null> {
    const id = req.cookies[this.sidCookie];
    if (id === undefined) return null;
    if (!isSessionId(id)) {
      this.clearCookie(res);
      return null;
    }
    const key = sessionKey(id);
    const rec = await this.store.sessionTouch(key, Date.now());
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
    return { id, key, rec, tokens };
  }

  /** Starts a session for a login: always a fresh id, and the session of the old cookie is deleted. */
  async create(req: FastifyRequest, res: FastifyReply, s: NewSession): Promise<LoadedSession> {
    const old = req.cookies[this.sidCookie];
    if (isSessionId(old)) await this.store.sessionDelete(sessionKey(old));
    const kiosk = s.terminalId !== undefined;
    const now = Date.now();
    const id = newSessionId();
    const key = sessionKey(id);
    const absoluteMs = kiosk ? this.config.session.kioskAbsoluteMs : this.config.session.absoluteMs;
    const rec: SessionRecord = {
      v: 0,
      tok: sealTokens(id, s.tokens),
      cl: -1,
      ln: s.loginName,
      did: this.deviceId(req, res),
      lang: this.language(req, null),
      cur: this.currency(req, null),
      kind: kiosk ? 'kiosk' : 'web',
      tid: s.terminalId ?? '',
      ca: now,
      abs: now + absoluteMs,
      idle: kiosk ? this.config.session.kioskIdleMs : this.config.session.idleMs,
    };
    await this.store.sessionCreate(key, rec);
    res.setCookie(this.sidCookie, id, { ...this.base, maxAge: Math.floor(absoluteMs / 1000) });
    req.cookies[this.sidCookie] = id;
    return { id, key, rec, tokens: s.tokens };
  }

  async destroy(req: FastifyRequest, res: FastifyReply, session: LoadedSession | null): Promise<void> {
    if (session) await this.store.sessionDelete(session.key);
    this.clearCookie(res);
    delete req.cookies[this.sidCookie];
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

  language(req: FastifyRequest, session: LoadedSession | null): Language {
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
