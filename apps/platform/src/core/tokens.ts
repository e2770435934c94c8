/**
 * Opaque OAuth tokens. Access tokens expire after the configured lifetime (1008 afterwards). Refresh
 * tokens rotate: each refresh returns a new pair and invalidates the old refresh token; presenting an
 * already-used refresh token is treated as theft (RFC 6819 5.2.2.3): the whole token family is revoked,
 * so the player is logged out, and the caller gets 1018.
 */
import { randomBytes } from 'node:crypto';

interface AccessRecord {
  playerId: string;
  family: string;
  expiresAt: number;
}

interface RefreshRecord {
  playerId: string;
  family: string;
  expiresAt: number;
  used: boolean;
}

export interface TokenPair {
  access_token: string;
  refresh_token: string;
  token_type: 'bearer';
  /** Seconds, as OAuth has it. */
  expires_in: number;
}

export type AccessCheck = { ok: true; playerId: string } | { ok: false; reason: 'expired' | 'invalid' };
export type RefreshResult =
  { ok: true; playerId: string; pair: TokenPair } | { ok: false; reason: 'expired' | 'invalid' | 'reused' };

const newToken = () => randomBytes(32).toString('base64url');

export class TokenStore {
  private readonly access = new Map<string, AccessRecord>();
  private readonly refresh = new Map<string, RefreshRecord>();
  private readonly revokedFamilies = new Set<string>();

  issue(
    playerId: string,
    ttl: { accessMs: number; refreshMs: number },
    now = Date.now(),
    family = newToken(),
  ): TokenPair {
    const access_token = newToken();
    const refresh_token = newToken();
    this.access.set(access_token, { playerId, family, expiresAt: now + ttl.accessMs });
    this.refresh.set(refresh_token, { playerId, family, expiresAt: now + ttl.refreshMs, used: false });
    this.prune(now);
    return { access_token, refresh_token, token_type: 'bearer', expires_in: Math.round(ttl.accessMs / 1000) };
  }

  verifyAccess(token: string, now = Date.now()): AccessCheck {
    const rec = this.access.get(token);
    if (!rec || this.revokedFamilies.has(rec.family)) return { ok: false, reason: 'invalid' };
    if (rec.expiresAt <= now) return { ok: false, reason: 'expired' };
    return { ok: true, playerId: rec.playerId };
  }

  rotate(
    refreshToken: string,
    ttl: { accessMs: number; refreshMs: number },
    now = Date.now(),
  ): RefreshResult {
    const rec = this.refresh.get(refreshToken);
    if (!rec || this.revokedFamilies.has(rec.family)) return { ok: false, reason: 'invalid' };
    if (rec.used) {
      this.revokedFamilies.add(rec.family);
      return { ok: false, reason: 'reused' };
    }
    if (rec.expiresAt <= now) return { ok: false, reason: 'expired' };
    rec.used = true;
    return { ok: true, playerId: rec.playerId, pair: this.issue(rec.playerId, ttl, now, rec.family) };
  }

  /** Logout: revokes the family of the given access token. */
  revokeByAccess(token: string): void {
    const rec = this.access.get(token);
    if (rec) this.revokedFamilies.add(rec.family);
  }

  /** Password reset, lock, self-exclusion: every session of the player ends. */
  revokePlayer(playerId: string): void {
    for (const rec of this.access.values())
      if (rec.playerId === playerId) this.revokedFamilies.add(rec.family);
  }

  /** Password change: every other session of the player ends; the one that changed it stays. */
  revokePlayerExcept(playerId: string, keepAccessToken: string | undefined): void {
    const keep = keepAccessToken ? this.access.get(keepAccessToken)?.family : undefined;
    for (const rec of this.access.values())
      if (rec.playerId === playerId && rec.family !== keep) this.revokedFamilies.add(rec.family);
  }

  /**
   * Test hook (the /_dev/tokens/expire endpoint): every access token of the player expires now, and its
   * refresh tokens too when `refresh` is set, as if their lifetimes had run out.
   */
  expirePlayer(playerId: string, opts: { refresh: boolean }, now = Date.now()): number {
    let n = 0;
    for (const rec of this.access.values())
      if (rec.playerId === playerId && rec.expiresAt > now) {
        rec.expiresAt = now;
        n++;
      }
    if (opts.refresh)
      for (const rec of this.refresh.values())
        if (rec.playerId === playerId && rec.expiresAt > now) rec.expiresAt = now;
    return n;
  }

  private prune(now: number): void {
    if (this.access.size < 10000) return;
    for (const [k, v] of this.access) if (v.expiresAt < now - 3600_000) this.access.delete(k);
    for (const [k, v] of this.refresh) if (v.expiresAt < now) this.refresh.delete(k);
  }
}
