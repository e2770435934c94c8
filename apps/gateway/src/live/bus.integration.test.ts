/**
 * The live bus's hashes (the orders the poll follows): writers of different fields at the same moment
 * never undo each other, a removal deletes only its fields, and the hash lives its time after its last
 * change. Both twins: Redis and memory (the development fallback).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteByPrefix, testRedis, uniquePrefix, type TestRedis } from '@casino/testkit/redis';
import { MemoryLiveBus, RedisLiveBus, type LiveBus } from './bus';

const PREFIX = uniquePrefix('livebus');
const OPTS = { logMax: 100, logMs: 60_000 };
let redis: TestRedis;
const buses: LiveBus[] = [];

beforeAll(async () => {
  redis = await testRedis();
});
afterAll(async () => {
  for (const b of buses) await b.close();
  await deleteByPrefix(redis.url, PREFIX);
  await redis.stop();
});

const twins: [string, () => Promise<LiveBus>][] = [
  ['memory', async () => new MemoryLiveBus(OPTS)],
  [
    'redis',
    async () => {
      const bus = new RedisLiveBus({ kind: 'single', url: redis.url }, PREFIX, OPTS);
      await bus.connect();
      return bus;
    },
  ],
];

describe.each(twins)('live bus hashes (%s)', (_name, make) => {
  it('keeps every field written at the same moment and deletes only the fields removed', async () => {
    const bus = await make();
    buses.push(bus);
    const key = `h:${randomBytes(6).toString('hex')}`;
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => bus.hashChange(key, { [`f${i}`]: `v${i}` }, [], 60_000)),
    );
    expect((await bus.hashValues(key)).sort()).toEqual(Array.from({ length: 20 }, (_, i) => `v${i}`).sort());
    await Promise.all([
      bus.hashChange(key, {}, ['f0', 'f1'], 60_000),
      bus.hashChange(key, { f2: 'w2', f20: 'v20' }, [], 60_000),
    ]);
    const values = await bus.hashValues(key);
    expect(values).toHaveLength(19);
    expect(values).not.toContain('v0');
    expect(values).toContain('w2');
    expect(values).toContain('v20');
  });

  it('forgets a hash its time after the last change', async () => {
    const bus = await make();
    buses.push(bus);
    const key = `h:${randomBytes(6).toString('hex')}`;
    await bus.hashChange(key, { a: '1' }, [], 150);
    expect(await bus.hashValues(key)).toEqual(['1']);
    await new Promise((r) => setTimeout(r, 400));
    expect(await bus.hashValues(key)).toEqual([]);
  });
});
