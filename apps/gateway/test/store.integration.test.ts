/**
 * The Store contract, run against Redis (the real thing) and the in-memory development fallback: the
 * refresh claim that lets a refresh token leave at most once, version changes, orphaned claims, sliding
 * and absolute time-outs, rate windows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteByPrefix, testRedis, uniquePrefix, type TestRedis } from '@casino/testkit/redis';
import { sleep } from '@casino/testkit/repo';
import { MemoryStore } from '../src/store/memory-store';
import { RedisStore } from '../src/store/redis-store';
import type { SessionEvent, SessionRecord, Store } from '../src/store/store';

let redis: TestRedis;
const prefix = uniquePrefix('store');
const stores: Record<string, Store> = {};

beforeAll(async () => {
  redis = await testRedis();
  stores.redis = await RedisStore.connect(redis.url, prefix);
  stores.memory = new MemoryStore();
});
afterAll(async () => {
  await stores.redis?.close();
  await deleteByPrefix(redis.url, prefix);
  await redis.stop();
});

const record = (over: Partial<SessionRecord> = {}): SessionRecord => ({
  v: 0,
  tok: 'sealed',
  claimedVersion: -1,
  loginName: 'jcplayer',
  did: 'device',
  lang: 'ja-JP',
  cur: 'JPY',
  kind: 'web',
  terminalId: '',
  createdAt: Date.now(),
  abs: Date.now() + 60_000,
  idle: 60_000,
  ...over,
});

describe.each(['redis', 'memory'])('%s store', (name) => {
  const store = () => stores[name]!;
  let n = 0;
  const key = () => `k${++n}${Math.random().toString(36).slice(2, 8)}`;

  it('lets exactly one of many concurrent claimants refresh a version', async () => {
    const k = key();
    await store().sessionCreate(k, record());
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => store().refreshClaim(k, 0, `o${i}`, 5000)),
    );
    expect(results.filter((r) => r === 'acquired')).toHaveLength(1);
    expect(results.filter((r) => r === 'busy')).toHaveLength(19);
  });

  it('stores the new pair as the next version, publishes it, and answers later claimants "changed"', async () => {
    const k = key();
    await store().sessionCreate(k, record());
    const events: SessionEvent[] = [];
    const off = store().onSessionEvent((e) => e.key === k && events.push(e));
    expect(await store().refreshClaim(k, 0, 'owner', 5000)).toBe('acquired');
    expect(await store().refreshComplete(k, 0, 'other-owner-cannot-matter', 'sealed-2')).toBe(true);
    expect(await store().sessionVersion(k)).toEqual({ v: 1, tok: 'sealed-2' });
    expect(await store().refreshClaim(k, 0, 'late', 5000)).toBe('changed');
    expect(await store().refreshComplete(k, 0, 'owner', 'sealed-3')).toBe(false);
    await sleep(50);
    off();
    expect(events).toContainEqual({ key: k, version: 1 });
  });

  it('never hands out a claimed version again; a vanished claimant leaves it orphaned', async () => {
    const k = key();
    await store().sessionCreate(k, record());
    expect(await store().refreshClaim(k, 0, 'crashes', 100)).toBe('acquired');
    expect(await store().refreshClaim(k, 0, 'second', 100)).toBe('busy');
    await sleep(150); // the lock expired, the claim stays
    expect(await store().refreshClaim(k, 0, 'third', 100)).toBe('orphaned');
  });

  it('gives a claim back when the refresh token certainly never left', async () => {
    const k = key();
    await store().sessionCreate(k, record());
    expect(await store().refreshClaim(k, 0, 'a', 5000)).toBe('acquired');
    await store().refreshRelease(k, 'not-the-owner');
    expect(await store().refreshClaim(k, 0, 'b', 5000)).toBe('busy');
    await store().refreshRelease(k, 'a');
    expect(await store().refreshClaim(k, 0, 'b', 5000)).toBe('acquired');
  });

  it('answers "gone" for a deleted session and publishes the deletion', async () => {
    const k = key();
    await store().sessionCreate(k, record());
    const events: SessionEvent[] = [];
    const off = store().onSessionEvent((e) => e.key === k && events.push(e));
    await store().sessionDelete(k);
    expect(await store().refreshClaim(k, 0, 'x', 5000)).toBe('gone');
    expect(await store().sessionTouch(k, Date.now())).toBeNull();
    await sleep(50);
    off();
    expect(events).toContainEqual({ key: k, version: null });
  });

  it('slides the idle time-out but never past the absolute deadline', async () => {
    const k = key();
    // The store is told the time of each touch: the test walks the clock instead of waiting.
    const now = Date.now();
    await store().sessionCreate(k, record({ idle: 300, abs: now + 600 }));
    expect(await store().sessionTouch(k, now + 200)).not.toBeNull();
    expect(await store().sessionTouch(k, now + 400)).not.toBeNull(); // 400 ms > idle, but touched
    expect(await store().sessionTouch(k, now + 650)).toBeNull(); // past the absolute deadline
  });

  it('counts hits in a fixed window', async () => {
    const k = key();
    const a = await store().hit(k, 200);
    const b = await store().hit(k, 200);
    expect([a.count, b.count]).toEqual([1, 2]);
    expect(b.resetMs).toBeGreaterThan(0);
    await sleep(250);
    expect((await store().hit(k, 200)).count).toBe(1);
  });
});

describe('the session hash in Redis', () => {
  it('keeps its wire field names, so sessions of an older gateway stay readable', async () => {
    const { Redis } = await import('ioredis');
    const raw = new Redis(redis.url);
    try {
      const store = stores.redis!;
      // Written by this gateway: the short, stable field names.
      await store.sessionCreate('wire1', record({ terminalId: 't1', claimedVersion: -1 }));
      const h = await raw.hgetall(`${prefix}s:{wire1}`);
      expect(Object.keys(h).sort()).toEqual(
        ['abs', 'ca', 'cl', 'cur', 'did', 'idle', 'kind', 'lang', 'ln', 'tid', 'tok', 'v'].sort(),
      );
      expect(h).toMatchObject({ ln: 'jcplayer', tid: 't1', cl: '-1' });
      // Written before the fields had long names in the code: read into the long names.
      const now = Date.now();
      await raw.hset(`${prefix}s:{wire2}`, {
        v: 3,
        tok: 'sealed',
        cl: 2,
        ln: 'jcold',
        did: 'd',
        lang: 'en-US',
        cur: 'USD',
        kind: 'kiosk',
        tid: 'term9',
        ca: now - 1000,
        abs: now + 60_000,
        idle: 60_000,
      });
      await raw.pexpire(`${prefix}s:{wire2}`, 60_000);
      expect(await store.sessionTouch('wire2', now)).toMatchObject({
        v: 3,
        claimedVersion: 2,
        loginName: 'jcold',
        terminalId: 'term9',
        createdAt: now - 1000,
        kind: 'kiosk',
      });
    } finally {
      raw.disconnect();
    }
  });

  it('reads a session hash without the claim, terminal or preference fields with their defaults', async () => {
    const { Redis } = await import('ioredis');
    const raw = new Redis(redis.url);
    try {
      const now = Date.now();
      await raw.hset(`${prefix}s:{wire3}`, {
        v: 0,
        tok: 'sealed',
        ln: 'jcbare',
        did: 'd',
        kind: 'web',
        ca: now,
        abs: now + 60_000,
        idle: 60_000,
      });
      await raw.pexpire(`${prefix}s:{wire3}`, 60_000);
      expect(await stores.redis!.sessionTouch('wire3', now)).toEqual({
        v: 0,
        tok: 'sealed',
        claimedVersion: -1,
        loginName: 'jcbare',
        did: 'd',
        lang: 'ja-JP',
        cur: 'JPY',
        kind: 'web',
        terminalId: '',
        createdAt: now,
        abs: now + 60_000,
        idle: 60_000,
      });
    } finally {
      raw.disconnect();
    }
  });
});
