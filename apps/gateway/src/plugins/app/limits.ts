/**
 * Rate limits in the store (fixed windows, shared by all instances) for login, registration and code
 * sending, per client IP and per target account. A store outage refuses the call (503): a limit that
 * cannot be counted is not skipped.
 */
import { createHash } from 'node:crypto';
import type { GatewayConfig } from '../../config';
import { GatewayError } from '../../lib/gateway-error';
import type { Store } from '../../store/store';

interface Rule {
  name: string;
  windowMs: number;
  limit: number;
  /** Values the call is counted against besides the IP (account, email, phone). */
  targets(input: Record<string, unknown>): unknown[];
}

const digest = (v: unknown) =>
  createHash('sha256').update(String(v).toLowerCase()).digest('base64url').slice(0, 22);

export class RateLimits {
  private readonly rules: Map<string, Rule>;

  constructor(
    config: GatewayConfig,
    private readonly store: Store,
  ) {
    const login: Rule = {
      name: 'login',
      windowMs: 60_000,
      limit: config.rate.loginPerMin,
      targets: (i) => [i.account ?? i.username],
    };
    const register: Rule = {
      name: 'register',
      windowMs: 3600_000,
      limit: config.rate.registerPerHour,
      targets: () => [],
    };
    const code: Rule = {
      name: 'code',
      windowMs: 600_000,
      limit: config.rate.codePer10Min,
      targets: (i) => [i.email ?? i.mobile ?? i.phone ?? i.loginName ?? i.username],
    };
    this.rules = new Map([
      ['session.login', login],
      ['auth.token', login],
      ['account.createAccount', register],
      ['verification.emailSendCodeByName', code],
      ['verification.emailSendCodeByEmail', code],
      ['verification.phoneSendCodeByName', code],
      ['verification.phoneSendCodeByPhone', code],
    ]);
  }

  has(procedure: string) {
    return this.rules.has(procedure);
  }

  async check(procedure: string, ip: string, input: unknown): Promise<void> {
    const rule = this.rules.get(procedure);
    if (!rule) return;
    const keys = [`rl:${rule.name}:ip:${digest(ip)}`];
    for (const t of rule.targets((input ?? {}) as Record<string, unknown>))
      if (typeof t === 'string' && t !== '') keys.push(`rl:${rule.name}:t:${digest(t)}`);
    const hits = await Promise.all(keys.map((k) => this.store.hit(k, rule.windowMs)));
    const over = hits.find((h) => h.count > rule.limit);
    if (over) {
      throw new GatewayError('TOO_MANY_REQUESTS', 'Too many attempts, try again later', {
        messageKey: 'errors.rateLimited',
        retryAfterMs: over.resetMs,
      });
    }
  }
}
