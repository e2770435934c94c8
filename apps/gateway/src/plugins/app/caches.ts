/**
 * Caches shared by every gateway instance through the store. A miss is loaded once per expiry however
 * many requests ask: in a process by a single flight, across processes by a short store lock whose
 * losers poll the cache for the winner's value. Only successful answers are cached.
 */
import { randomId } from '../../lib/secrets';
import type { Store } from '../../store/store';

const LOCK_MS = 5000;
const POLL_MS = 50;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class SharedCache {
  private readonly inflight = new Map<string, Promise<unknown>>();

  constructor(private readonly store: Store) {}

  async get<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
    const hit = await this.store.get(`c:${key}`);
    if (hit !== null) return JSON.parse(hit) as T;
    let p = this.inflight.get(key) as Promise<T> | undefined;
    if (!p) {
      p = this.fill(key, ttlMs, load).finally(() => this.inflight.delete(key));
      this.inflight.set(key, p);
    }
    return p;
  }

  private async fill<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
    const owner = randomId();
    const deadline = Date.now() + LOCK_MS;
    while (Date.now() < deadline) {
      if (await this.store.setNx(`cl:${key}`, owner, LOCK_MS)) {
        try {
          const again = await this.store.get(`c:${key}`);
          if (again !== null) return JSON.parse(again) as T;
          const value = await load();
          await this.store.set(`c:${key}`, JSON.stringify(value), ttlMs);
          return value;
        } finally {
          await this.store.delIfEquals(`cl:${key}`, owner);
        }
      }
      await sleep(POLL_MS);
      const hit = await this.store.get(`c:${key}`);
      if (hit !== null) return JSON.parse(hit) as T;
    }
    return load();
  }
}

/** Milliseconds until the end of the current day in Japan (UTC+9, no daylight saving). */
export function msUntilEndOfDayJst(now = Date.now()): number {
  const day = 24 * 3600_000;
  const offset = 9 * 3600_000;
  return day - ((now + offset) % day);
}
