/**
 * The Store in process memory: only for `pnpm start` when no Redis answers. It holds one process's
 * sessions, so it must never back more than one gateway instance (the launcher says so loudly).
 * Same semantics as the Lua scripts of redis-store.ts, without durability.
 */
import type { ClaimResult, SessionEvent, SessionRecord, Store } from './store';

interface Entry {
  value: string;
  expiresAt: number;
}

/** The map's value under `key`, unless it has expired (then it is dropped). */
function unexpired<T extends { expiresAt: number }>(
  map: Map<string, T>,
  key: string,
  now: number,
): T | undefined {
  const v = map.get(key);
  if (v && v.expiresAt <= now) {
    map.delete(key);
    return undefined;
  }
  return v;
}

export class MemoryStore implements Store {
  readonly kind = 'memory' as const;
  private readonly sessions = new Map<string, { rec: SessionRecord; expiresAt: number }>();
  private readonly kv = new Map<string, Entry>();
  private readonly listeners = new Set<(e: SessionEvent) => void>();
  private readonly indexes = new Map<string, Map<string, number>>();

  isReady() {
    return true;
  }
  async ping() {}

  private session(key: string, now = Date.now()) {
    return unexpired(this.sessions, key, now);
  }
  private entry(key: string, now = Date.now()) {
    return unexpired(this.kv, key, now);
  }
  private emit(e: SessionEvent) {
    queueMicrotask(() => {
      for (const l of this.listeners) l(e);
    });
  }

  async sessionCreate(key: string, rec: SessionRecord) {
    const now = Date.now();
    this.sessions.set(key, { rec: { ...rec }, expiresAt: now + Math.min(rec.idle, rec.abs - now) });
  }
  async sessionTouch(key: string, now: number, slide = true) {
    const s = this.session(key, now);
    if (!s) return null;
    const ttl = Math.min(s.rec.idle, s.rec.abs - now);
    if (ttl <= 0) {
      this.sessions.delete(key);
      return null;
    }
    if (slide) s.expiresAt = now + ttl;
    return { ...s.rec };
  }
  async sessionPatch(key: string, fields: Partial<Pick<SessionRecord, 'lang' | 'cur'>>) {
    const s = this.session(key);
    if (s) Object.assign(s.rec, fields);
  }
  async sessionDelete(key: string) {
    this.sessions.delete(key);
    this.emit({ key, version: null });
  }
  async sessionTtl(key: string) {
    const s = this.session(key);
    return s ? Math.max(0, s.expiresAt - Date.now()) : null;
  }
  async sessionVersion(key: string) {
    const s = this.session(key);
    return s ? { v: s.rec.v, tok: s.rec.tok } : null;
  }
  async refreshClaim(key: string, seen: number, owner: string, lockMs: number): Promise<ClaimResult> {
    const s = this.session(key);
    if (!s) return 'gone';
    if (s.rec.v !== seen) return 'changed';
    const lock = this.entry(`rl:${key}`);
    if (s.rec.claimedVersion === seen) return lock ? 'busy' : 'orphaned';
    if (lock) return 'busy';
    this.kv.set(`rl:${key}`, { value: owner, expiresAt: Date.now() + lockMs });
    s.rec.claimedVersion = seen;
    return 'acquired';
  }
  async refreshComplete(key: string, seen: number, owner: string, tok: string) {
    const s = this.session(key);
    const ok = !!s && s.rec.v === seen && s.rec.claimedVersion === seen;
    if (ok) Object.assign(s.rec, { tok, v: seen + 1, claimedVersion: -1 });
    if (this.entry(`rl:${key}`)?.value === owner) this.kv.delete(`rl:${key}`);
    if (ok) this.emit({ key, version: seen + 1 });
    return ok;
  }
  async refreshRelease(key: string, owner: string) {
    if (this.entry(`rl:${key}`)?.value !== owner) return;
    this.kv.delete(`rl:${key}`);
    const s = this.session(key);
    if (s) s.rec.claimedVersion = -1;
  }
  onSessionEvent(listener: (e: SessionEvent) => void) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }
  async get(key: string) {
    return this.entry(key)?.value ?? null;
  }
  async set(key: string, value: string, ttlMs: number) {
    this.kv.set(key, { value, expiresAt: Date.now() + ttlMs });
  }
  async setNx(key: string, value: string, ttlMs: number) {
    if (this.entry(key)) return false;
    this.kv.set(key, { value, expiresAt: Date.now() + ttlMs });
    return true;
  }
  async del(key: string) {
    this.kv.delete(key);
  }
  async delIfEquals(key: string, value: string) {
    if (this.entry(key)?.value === value) this.kv.delete(key);
  }
  async hit(key: string, windowMs: number) {
    const now = Date.now();
    const e = this.entry(key, now);
    const count = e ? Number(e.value) + 1 : 1;
    const expiresAt = e ? e.expiresAt : now + windowMs;
    this.kv.set(key, { value: String(count), expiresAt });
    return { count, resetMs: expiresAt - now };
  }
  async indexAdd(index: string, member: string, until: number) {
    let m = this.indexes.get(index);
    if (!m) this.indexes.set(index, (m = new Map()));
    m.set(member, until);
  }
  async indexRemove(index: string, member: string) {
    this.indexes.get(index)?.delete(member);
  }
  async indexList(index: string, now: number) {
    const m = this.indexes.get(index);
    if (!m) return [];
    for (const [k, until] of m) if (until <= now) m.delete(k);
    return [...m].sort((a, b) => a[1] - b[1]).map(([k]) => k);
  }
  async sessionCount() {
    const now = Date.now();
    let n = 0;
    for (const s of this.sessions.values()) if (s.expiresAt > now) n += 1;
    return n;
  }

  async close() {
    this.listeners.clear();
  }
}
