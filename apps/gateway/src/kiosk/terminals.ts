/**
 * Terminal identity. A terminal proves itself with its id and secret (from its launcher's configuration,
 * at every start) and gets an httpOnly cookie `<id>.<issued>.<mac>`, where issued is the issue time and
 * mac = HMAC-SHA256(secret, id and issued). The cookie is checked against the configuration on every
 * kiosk call, so disabling a terminal or rotating its secret refuses it at once, on every gateway
 * instance. A cookie is a short-lived credential, not a year-long bearer: the plugin replaces it when it
 * is older than KIOSK_TERMINAL_COOKIE_ROTATE_MS and refuses it after KIOSK_TERMINAL_COOKIE_MAX_AGE_MS,
 * and a new registration (a terminal's start) makes every older cookie of that terminal invalid.
 * Comparisons are constant-time; an unknown id costs the same as a wrong secret.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { KioskConfig, TerminalConfig } from './kiosk-config';

export type TerminalCheck =
  | { ok: true; terminal: TerminalConfig; issuedAt: number }
  | { ok: false; reason: 'missing' | 'unknown' | 'expired'; terminalId?: undefined }
  /** A terminal that proved itself (right secret) but is disabled: its id is known. */
  | { ok: false; reason: 'disabled'; terminalId: string };

const DUMMY_SECRET = 'kiosk-terminal-dummy-secret-for-timing';

function mac(secret: string, id: string, issued = ''): string {
  return createHmac('sha256', secret).update(`kiosk-terminal:${id}:${issued}`).digest('base64url');
}

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export class TerminalRegistry {
  private readonly byId: Map<string, TerminalConfig>;

  constructor(config: Pick<KioskConfig, 'terminals'>) {
    this.byId = new Map(config.terminals.map((t) => [t.id, t]));
  }

  all(): TerminalConfig[] {
    return [...this.byId.values()];
  }

  /** Checks the id and secret the terminal presents at registration. */
  authenticate(id: unknown, secret: unknown): TerminalCheck {
    if (typeof id !== 'string' || typeof secret !== 'string' || !id || !secret)
      return { ok: false, reason: 'missing' };
    const t = this.byId.get(id);
    const good = same(mac(t?.secret ?? DUMMY_SECRET, id), mac(secret, id));
    if (!t || !good) return { ok: false, reason: 'unknown' };
    if (!t.enabled) return { ok: false, reason: 'disabled', terminalId: t.id };
    return { ok: true, terminal: t, issuedAt: Date.now() };
  }

  /** A new cookie for the terminal, issued at `at` (milliseconds). */
  cookieFor(t: TerminalConfig, at: number): string {
    const issued = at.toString(36);
    return `${t.id}.${issued}.${mac(t.secret, t.id, issued)}`;
  }

  /**
   * Checks a terminal cookie: the mac, then its age (older than `maxAgeMs`, or issued before
   * `notBefore`, the terminal's last registration: expired).
   */
  verify(cookie: string | undefined, maxAgeMs: number, notBefore = 0, now = Date.now()): TerminalCheck {
    if (!cookie) return { ok: false, reason: 'missing' };
    const m = /^(.+)\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]+)$/.exec(cookie);
    if (!m) return { ok: false, reason: 'unknown' };
    const [, id = '', issued = '', given = ''] = m;
    const t = this.byId.get(id);
    const good = same(mac(t?.secret ?? DUMMY_SECRET, id, issued), given);
    if (!t || !good) return { ok: false, reason: 'unknown' };
    if (!t.enabled) return { ok: false, reason: 'disabled', terminalId: t.id };
    const at = parseInt(issued, 36);
    if (!(at >= notBefore && at <= now + 60_000 && now - at <= maxAgeMs))
      return { ok: false, reason: 'expired' };
    return { ok: true, terminal: t, issuedAt: at };
  }
}
