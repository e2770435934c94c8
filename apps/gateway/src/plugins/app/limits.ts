/**
 * Rate limits in the store (fixed windows, shared by all instances), per client IP and per target
 * account. Which calls are limited, in which bucket and against which input fields is the catalog
 * entry's `rateLimit` flag; this file only holds the buckets' windows and limits (settings). A store
 * outage refuses the call (503): a limit that cannot be counted is not skipped.
 */
import { createHash } from 'node:crypto';
import type { RateLimitFlag } from '@casino/shared/catalog/define';
import type { GatewayConfig } from '../../config';
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
  private readonly buckets: Record<RateLimitFlag['bucket'], Bucket>;

  constructor(
    config: GatewayConfig,
    private readonly store: Store,
  ) {
    this.buckets = {
      login: { windowMs: 60_000, limit: config.rate.loginPerMin },
      register: { windowMs: 3600_000, limit: config.rate.registerPerHour },
      code: { windowMs: 600_000, limit: config.rate.codePer10Min },
    };
  }

  /** Counts one call against the flag's bucket; throws TOO_MANY_REQUESTS when over the limit. */
  async check(flag: RateLimitFlag, ip: string, input: unknown): Promise<void> {
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
