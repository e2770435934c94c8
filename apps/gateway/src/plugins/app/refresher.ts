/**
 * Refresh once, then retry, across any number of gateway processes.
 *
 * 1. In a process, concurrent requests of one session share one refresh (single flight per session and
 *    token version).
 * 2. Across processes, the store's refresh claim (a SET NX PX lock with an owner token, plus the
 *    claimed version recorded in the session itself) elects one refresher per token version.
 * 3. A refresh token is sent to the platform at most once, by construction: the claim for a version is
 *    written into the session before the refresh token leaves, and nobody can claim that version again.
 *    If the claimant vanishes without a result (crash, lock expired), the token may already be spent,
 *    so the session is cleared rather than the token reused (the platform rotates refresh tokens and a
 *    reuse would log the player out everywhere anyway).
 * 4. Everyone else waits for the version to change: woken by the store's pub/sub, polling every 300 ms
 *    as a fallback, for at most 60 s.
 */
import type { FastifyBaseLogger } from 'fastify';
import { GatewayError, unauthorized, upstreamFailure } from '../../lib/gateway-error';
import { randomId, sealTokens, unsealTokens, type TokenPair } from '../../lib/secrets';
import { readTokenPair, refreshGrant } from '../../lib/auth-wire';
import { UpstreamError, type UpstreamClient } from '../../lib/upstream';
import type { Store } from '../../store/store';
import type { LoadedSession } from './sessions';

export interface RefreshOptions {
  lockMs: number;
  pollMs: number;
  waitMs: number;
}

export interface RefreshContext {
  deviceId: string;
  language: string;
  timezone: string;
  clientIp: string;
  log: FastifyBaseLogger;
  /** The browser request's id, sent upstream with the refresh. */
  requestId?: string;
}

export interface Refreshed {
  tokens: TokenPair;
  version: number;
}

export class Refresher {
  private readonly inflight = new Map<string, Promise<Refreshed>>();
  private readonly waiters = new Map<string, Set<() => void>>();
  private readonly unsubscribe: () => void;
  /** Upstream refresh grants this process made (for tests and metrics). */
  grants = 0;

  constructor(
    private readonly store: Store,
    private readonly upstream: UpstreamClient,
    private readonly opts: RefreshOptions,
  ) {
    this.unsubscribe = store.onSessionEvent((e) => {
      const set = this.waiters.get(e.key);
      if (set) for (const wake of set) wake();
    });
  }

  /** New tokens for a session whose access token (of version `seen`) expired. */
  refresh(session: LoadedSession, ctx: RefreshContext): Promise<Refreshed> {
    const flightKey = `${session.key}:${session.rec.v}`;
    let p = this.inflight.get(flightKey);
    if (!p) {
      p = this.run(session, session.rec.v, ctx).finally(() => this.inflight.delete(flightKey));
      this.inflight.set(flightKey, p);
    }
    return p;
  }

  private async run(s: LoadedSession, seen: number, ctx: RefreshContext): Promise<Refreshed> {
    const deadline = Date.now() + this.opts.waitMs;
    const owner = randomId();
    for (;;) {
      const claim = await this.store.refreshClaim(s.key, seen, owner, this.opts.lockMs);
      switch (claim) {
        case 'acquired':
          return this.grant(s, seen, owner, ctx);
        case 'changed': {
          const cur = await this.store.sessionVersion(s.key);
          const tokens = cur && unsealTokens(s.id, cur.tok);
          if (!tokens) throw unauthorized(true);
          return { tokens, version: cur.v };
        }
        case 'gone':
          throw unauthorized(true);
        case 'orphaned':
          ctx.log.warn(
            'refresh claimant vanished; clearing the session instead of reusing its refresh token',
          );
          await this.store.sessionDelete(s.key);
          throw unauthorized(true);
        case 'busy':
          break;
      }
      const left = deadline - Date.now();
      if (left <= 0)
        throw new GatewayError('GATEWAY_TIMEOUT', 'Request timed out', {
          messageKey: 'errors.network.timeout',
        });
      await this.waitForEvent(s.key, Math.min(this.opts.pollMs, left));
    }
  }

  private waitForEvent(key: string, ms: number): Promise<void> {
    return new Promise((resolve) => {
      let set = this.waiters.get(key);
      if (!set) this.waiters.set(key, (set = new Set()));
      const done = () => {
        clearTimeout(timer);
        set.delete(done);
        if (set.size === 0) this.waiters.delete(key);
        resolve();
      };
      const timer = setTimeout(done, ms);
      set.add(done);
    });
  }

  private async grant(
    s: LoadedSession,
    seen: number,
    owner: string,
    ctx: RefreshContext,
  ): Promise<Refreshed> {
    let result;
    try {
      this.grants++;
      result = await this.upstream.call({
        path: '/auth/oauth/token',
        client: 'main',
        payload: refreshGrant(s.tokens.refreshToken),
        auth: 'basic',
        deviceId: ctx.deviceId,
        language: ctx.language,
        timezone: ctx.timezone,
        clientIp: ctx.clientIp,
        requestId: ctx.requestId,
        log: ctx.log,
      });
    } catch (err) {
      if (err instanceof UpstreamError && !err.sent) {
        // The refresh token never left: give the claim back, the next request may try again.
        await this.store.refreshRelease(s.key, owner);
        throw upstreamFailure(err);
      }
      ctx.log.warn(
        { failure: (err as UpstreamError).failure },
        'refresh outcome unknown; clearing the session',
      );
      await this.store.sessionDelete(s.key);
      throw unauthorized(true);
    }
    const pair = result.ok && 'data' in result ? readTokenPair(result.data) : null;
    if (!pair) {
      ctx.log.info(
        { upstreamCode: result.ok ? undefined : (result as { code?: unknown }).code },
        'refresh refused',
      );
      await this.store.sessionDelete(s.key);
      throw unauthorized(true);
    }
    const stored = await this.store.refreshComplete(s.key, seen, owner, sealTokens(s.id, pair));
    if (!stored) throw unauthorized(true);
    return { tokens: pair, version: seen + 1 };
  }

  close() {
    this.unsubscribe();
    for (const set of this.waiters.values()) for (const wake of set) wake();
  }
}
