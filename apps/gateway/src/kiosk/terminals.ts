/**
 * Terminal identity. A terminal proves itself once with its id and secret (from its launcher's
 * configuration) and gets an httpOnly cookie `<id>.<mac>`, where mac = HMAC-SHA256(secret, id). The
 * cookie is checked statelessly on every kiosk call against the configuration, so disabling a terminal
 * or rotating its secret refuses it at once, on every gateway instance, and a Redis flush logs no
 * terminal out. Comparisons are constant-time; an unknown id costs the same as a wrong secret.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { KioskConfig, TerminalConfig } from './kiosk-config';

export type TerminalCheck =
  | { ok: true; terminal: TerminalConfig }
  | { ok: false; reason: 'missing' | 'unknown'; terminalId?: undefined }
  /** A terminal that proved itself (right secret) but is disabled: its id is known. */
  | { ok: false; reason: 'disabled'; terminalId: string };

const DUMMY_SECRET = 'kiosk-terminal-dummy-secret-for-timing';

function mac(secret: string, id: string): string {
  return createHmac('sha256', secret).update(`kiosk-terminal:${id}`).digest('base64url');
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
    return { ok: true, terminal: t };
  }

  cookieFor(t: TerminalConfig): string {
    return `${t.id}.${mac(t.secret, t.id)}`;
  }

  /** Checks a terminal cookie. */
  verify(cookie: string | undefined): TerminalCheck {
    if (!cookie) return { ok: false, reason: 'missing' };
    const dot = cookie.lastIndexOf('.');
    if (dot <= 0) return { ok: false, reason: 'unknown' };
    const id = cookie.slice(0, dot);
    const t = this.byId.get(id);
    const good = same(mac(t?.secret ?? DUMMY_SECRET, id), cookie.slice(dot + 1));
    if (!t || !good) return { ok: false, reason: 'unknown' };
    if (!t.enabled) return { ok: false, reason: 'disabled', terminalId: t.id };
    return { ok: true, terminal: t };
  }
}
