/**
 * Rate limits in the store (fixed windows, shared by all instances), per client IP and per target
 * account. Which calls are limited, in which bucket and against which input fields is the catalog
 * entry's `rateLimit` flag; this file only holds the buckets' windows and limits (settings). A store
 * outage refuses the call (503): a limit that cannot be counted is not skipped.
 */
import { createHash } from 'node:crypto';
import type { RateLimitFlag } from '@casino/shared/catalog/define';
import type { GatewayConfig } from '../../config';
import { CODES } from '@casino/shared/protocol/codes';
import { GatewayError } from '../../lib/gateway-error';
import type { Store } from '../../store/store';

interface Bucket {
  windowMs: number;
  limit: number;
}

const digest = (v: unknown) =>
  createHash('sha256').update(String(v).toLowerCase()).digest('base64url').slice(0, 22);

/** The first of `fields` present in the input (undefined and null count as absent). */
function targetOf(flag: RateLimitFlag, input: Record<string, unknown>): unknown {
  for (const f of flag.target ?? []) if (input[f] !== undefined && input[f] !== null) return input[f];
  return undefined;
}

export class RateLimits {
  private readonly buckets: Record<Exclude<RateLimitFlag['bucket'], 'captcha'>, Bucket>;
  private readonly captchaPerMin: number;

  constructor(
    config: GatewayConfig,
    private readonly store: Store,
  ) {
    this.buckets = {
      login: { windowMs: 60_000, limit: config.rate.loginPerMin },
      register: { windowMs: 3600_000, limit: config.rate.registerPerHour },
      code: { windowMs: 600_000, limit: config.rate.codePer10Min },
    };
    this.captchaPerMin = config.rate.captchaPerMin;
  }

  /**
   * A login attempt (RATE_LOGIN_PER_MIN per window each): per client address and per account and
   * address pair, over the limit is 429 with the time left; per account (any address) over the limit
   * the attempt needs proof that it is not one of many guessers: a solved slider captcha or a device
   * that signed in to this account before (`trusted`), else it is answered like the platform's
   * "captcha required" (100701). Guesses from many addresses never lock the owner out.
   */
  async login(ip: string, account: string, trusted: () => Promise<boolean>): Promise<void> {
    const bucket = this.buckets.login;
    const [byIp, byPair, byAccount] = await Promise.all([
      this.store.hit(`rl:login:ip:${digest(ip)}`, bucket.windowMs),
      this.store.hit(`rl:login:p:${digest(`${account.toLowerCase()}\n${ip}`)}`, bucket.windowMs),
      this.store.hit(`rl:login:t:${digest(account)}`, bucket.windowMs),
    ]);
    const over = [byIp, byPair].find((h) => h.count > bucket.limit);
    if (over)
      throw new GatewayError('TOO_MANY_REQUESTS', 'Too many attempts, try again later', {
        messageKey: 'errors.rateLimited',
        retryAfterMs: over.resetMs,
      });
    if (byAccount.count > bucket.limit && !(await trusted()))
      throw new GatewayError('UNPROCESSABLE_CONTENT', 'Please complete the slider captcha', {
        upstreamCode: CODES.CAPTCHA_REQUIRED,
        messageKey: 'errors.code.captchaRequired',
      });
  }

  /** Slider captchas: RATE_CAPTCHA_PER_MIN per client address and per device, 429 beyond. */
  async captcha(ip: string, deviceId: string): Promise<void> {
    const limit = this.captchaPerMin;
    const hits = await Promise.all([
      this.store.hit(`rl:captcha:ip:${digest(ip)}`, 60_000),
      this.store.hit(`rl:captcha:d:${digest(deviceId)}`, 60_000),
    ]);
    const over = hits.find((h) => h.count > limit);
    if (over)
      throw new GatewayError('TOO_MANY_REQUESTS', 'Too many attempts, try again later', {
        messageKey: 'errors.rateLimited',
        retryAfterMs: over.resetMs,
      });
  }

  /** Counts one call against the flag's bucket; throws TOO_MANY_REQUESTS when over the limit. */
  async check(flag: RateLimitFlag, ip: string, input: unknown): Promise<void> {
    if (flag.bucket === 'captcha') return this.captcha(ip, ip);
    const bucket = this.buckets[flag.bucket];
    const keys = [`rl:${flag.bucket}:ip:${digest(ip)}`];
    const target = targetOf(flag, (input ?? {}) as Record<string, unknown>);
    if (typeof target === 'string' && target !== '') keys.push(`rl:${flag.bucket}:t:${digest(target)}`);
    const hits = await Promise.all(keys.map((k) => this.store.hit(k, bucket.windowMs)));
    const over = hits.find((h) => h.count > bucket.limit);
    if (over) {
      throw new GatewayError('TOO_MANY_REQUESTS', 'Too many attempts, try again later', {
        messageKey: 'errors.rateLimited',
        retryAfterMs: over.resetMs,
      });
    }
  }
}
