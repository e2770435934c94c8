/**
 * The registry's return step against a page that opens a game of the wallet while it is being
 * returned (a game that failed to load, retried at once): the new page's lease survives the return's
 * finish, under a new generation, so its pings are never answered "gone" and its next return is a new
 * order. Both twins: Redis (the Lua scripts) and memory (the development fallback).
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteByPrefix, testRedis, uniquePrefix, type TestRedis } from '@casino/testkit/redis';
import { MemoryGameWalletRegistry, type GameWalletRegistry } from './registry';
import { RedisGameWalletRegistry } from './redis-registry';

const PREFIX = uniquePrefix('gwreg');
const STALE = 15_000;
const owner = { sessionKey: 's1', kind: 'kiosk' as const, terminalId: 'T-1' };
const gen = () => randomBytes(8).toString('hex');
let redis: TestRedis;
const registries: GameWalletRegistry[] = [];

beforeAll(async () => {
  redis = await testRedis();
});
afterAll(async () => {
  for (const r of registries) await r.close();
  await deleteByPrefix(redis.url, PREFIX);
  await redis.stop();
});

const twins: [string, () => Promise<GameWalletRegistry>][] = [
  ['memory', async () => new MemoryGameWalletRegistry(gen)],
  [
    'redis',
    async () => {
      const client = new Redis(redis.url, { lazyConnect: true });
      await client.connect();
      return new RedisGameWalletRegistry(client, PREFIX, gen);
    },
  ],
];

describe.each(twins)('game-wallet registry (%s)', (_name, make) => {
  /**
   * A wallet of its own on a new registry whose only page (`lease`) opened the game at t0 and left at
   * once (its game failed): the wallet is due, and the return step has claimed it at t0 + 20.
   */
  async function leftAndClaimed(lease: string) {
    const reg = await make();
    registries.push(reg);
    const w = { loginName: `p${gen()}`, platformCode: 'JPT' };
    const t0 = Date.now();
    await reg.open(w, lease, owner, t0, STALE);
    expect(await reg.leave(w, lease, t0 + 10, STALE)).toBe(true);
    const claimed = await reg.claim(w, 'returner', t0 + 20, STALE, 30_000);
    return { reg, w, t0, claimed };
  }

  it('keeps a lease taken while the wallet was being returned, under a new generation', async () => {
    const { reg, w, t0, claimed } = await leftAndClaimed('first');
    expect(claimed).not.toBeNull();
    // The retry's page takes its lease while the platform moves the money.
    await reg.open(w, 'retry', owner, t0 + 30, STALE);
    await reg.finish(w, 'returner', claimed!, t0 + 40, STALE);

    expect(await reg.alive(w, 'retry', t0 + 50, STALE)).toBe('alive');
    const [rec] = await reg.records(w.loginName, t0 + 50, STALE);
    expect(rec).toMatchObject({ platformCode: 'JPT', liveLeases: 1 });
    expect(rec!.gen).not.toBe(claimed);
    // Not due while the retry's page lives; due once it leaves, and claimable under the new generation.
    expect(await reg.claim(w, 'sweeper', t0 + 60, STALE, 30_000)).toBeNull();
    expect(await reg.leave(w, 'retry', t0 + 70, STALE)).toBe(true);
    expect(await reg.claim(w, 'sweeper', t0 + 80, STALE, 30_000)).toBe(rec!.gen);
    await reg.finish(w, 'sweeper', rec!.gen, t0 + 90, STALE);
    expect(await reg.records(w.loginName, t0 + 100, STALE)).toEqual([]);
  });

  it('forgets the record when no page opened the game again', async () => {
    const { reg, w, t0, claimed } = await leftAndClaimed('only');
    await reg.finish(w, 'returner', claimed!, t0 + 30, STALE);
    expect(await reg.records(w.loginName, t0 + 40, STALE)).toEqual([]);
    expect(await reg.alive(w, 'only', t0 + 50, STALE)).toBe('gone');
  });

  it('keeps a wallet left with a hold from every sweeper until the hold ends', async () => {
    const reg = await make();
    registries.push(reg);
    const w = { loginName: `p${gen()}`, platformCode: 'JPT' };
    const t0 = Date.now();
    await reg.open(w, 'page', owner, t0, STALE);
    // The page leaves at t0 + 10; its return is due at t0 + 2010 and claimed for that moment.
    expect(await reg.leave(w, 'page', t0 + 10, STALE, t0 + 2_010)).toBe(true);
    expect((await reg.due(t0 + 2_000, 100)).filter((d) => d.loginName === w.loginName)).toEqual([]);
    expect(await reg.claim(w, 'sweeper', t0 + 20, STALE, 30_000)).toBeNull();
    const claimed = await reg.claim(w, 'returner', t0 + 2_010, STALE, 30_000);
    expect(claimed).not.toBeNull();
    expect(await reg.claim(w, 'sweeper', t0 + 2_020, STALE, 30_000)).toBeNull();
    await reg.finish(w, 'returner', claimed!, t0 + 2_030, STALE);
    expect(await reg.records(w.loginName, t0 + 2_040, STALE)).toEqual([]);
  });
});
