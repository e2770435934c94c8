/**
 * The live channel's fan-out across gateway instances: per topic (a player, a kiosk terminal, the staff
 * view) a bounded event log and a pub/sub channel. Appending is one Lua script (XADD to the topic's
 * stream, trimmed to `logMax` entries and kept `logMs` after the last event, then PUBLISH, or SPUBLISH
 * on a Cluster so the message travels only within the topic's shard), so every instance receives a
 * topic's events in log order. The log is what a reconnecting client resumes from (`since`): its ids
 * are the event ids the client sees. The memory twin serves the single-process development fallback.
 *
 * Besides events, a topic carries pokes: "the player's money may have changed" (not logged), which
 * wake the instance that polls that player (poller.ts).
 */
import { EventEmitter } from 'node:events';
import { Cluster, type Redis } from 'ioredis';
import type { RedisTopology } from '../config';
import { REDIS_OPTIONS, redisClient } from '../store/redis-store';

/** A logged entry: its id in the topic's log and the event (JSON). */
export type Entry = [id: string, event: string];

export type BusMessage =
  { kind: 'event'; topic: string; id: string; event: string } | { kind: 'poke'; topic: string };

export interface BusOptions {
  logMax: number;
  logMs: number;
}

export interface LiveBus {
  readonly kind: 'redis' | 'memory';
  /** Appends an event to the topic's log and publishes it; answers its id. */
  append(topic: string, event: string): Promise<string>;
  /** A message to the topic's listeners that is not logged. */
  poke(topic: string): Promise<void>;
  /** The id of the topic's newest entry, creating a first (mark) entry when the log is empty. */
  head(topic: string): Promise<string>;
  /** The entries after `id`, or null when `id` is no longer in the log (too old: the caller sends a snapshot). */
  since(topic: string, id: string): Promise<Entry[] | null>;
  /** Starts receiving a topic's messages (counted: the last `leave` stops it). */
  join(topic: string): Promise<void>;
  leave(topic: string): void;
  onMessage(listener: (m: BusMessage) => void): void;
  /** Redis lost (true) or back (false): streams end on loss. */
  onDown(listener: (down: boolean) => void): void;
  isUp(): boolean;
  /** A short-lived key with a value, set only when absent or when it holds `value` (the poll lease). */
  lease(key: string, value: string, ms: number): Promise<boolean>;
  release(key: string, value: string): Promise<void>;
  /** Registers a member (an open stream) in a counted set until `until`; answers the live count. */
  countAdd(key: string, member: string, until: number, now: number): Promise<number>;
  countRemove(key: string, member: string): Promise<void>;
  getJson(key: string): Promise<string | null>;
  setJson(key: string, value: string, ms: number): Promise<void>;
  /**
   * A hash of values by field, kept `ms` after its last change: writes the fields of `set` and deletes
   * those of `remove` in one step, so writers of different fields never undo each other.
   */
  hashChange(key: string, set: Record<string, string>, remove: string[], ms: number): Promise<void>;
  hashValues(key: string): Promise<string[]>;
  close(): Promise<void>;
}

/** The event of a mark entry (a log's first entry, so every position is a real id); never sent. */
export const MARK = '{"type":"mark"}';

const APPEND = `
local id = redis.call('XADD', KEYS[1], 'MAXLEN', '~', ARGV[1], '*', 'e', ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
redis.call(ARGV[4], KEYS[2], 'e ' .. id .. ' ' .. ARGV[2])
return id`;

const HEAD = `
local last = redis.call('XREVRANGE', KEYS[1], '+', '-', 'COUNT', 1)
if #last > 0 then redis.call('PEXPIRE', KEYS[1], ARGV[3]) return last[1][1] end
local id = redis.call('XADD', KEYS[1], 'MAXLEN', '~', ARGV[1], '*', 'e', ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return id`;

const LEASE = `
local cur = redis.call('GET', KEYS[1])
if cur == false then redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]) return 1 end
if cur == ARGV[1] then redis.call('PEXPIRE', KEYS[1], ARGV[2]) return 1 end
return 0`;

const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
return 1`;

const COUNT_ADD = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[3])
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[1])
local last = redis.call('ZRANGE', KEYS[1], -1, -1, 'WITHSCORES')
redis.call('PEXPIREAT', KEYS[1], last[2])
return redis.call('ZCARD', KEYS[1])`;

interface Scripts {
  liveAppend(
    log: string,
    channel: string,
    max: number,
    event: string,
    ms: number,
    cmd: string,
  ): Promise<string>;
  liveHead(log: string, max: number, event: string, ms: number): Promise<string>;
  liveLease(key: string, value: string, ms: number): Promise<number>;
  liveRelease(key: string, value: string): Promise<number>;
  liveCountAdd(key: string, member: string, until: number, now: number): Promise<number>;
}

/** The next id after a stream id, for an exclusive XRANGE start that also works before Redis 6.2. */
function after(id: string): string {
  const [ms, seq] = id.split('-');
  return `${ms}-${BigInt(seq ?? '0') + 1n}`;
}

export class RedisLiveBus implements LiveBus {
  readonly kind = 'redis' as const;
  private readonly redis: (Redis | Cluster) & Scripts;
  private readonly sub: Redis | Cluster;
  private readonly cluster: boolean;
  private readonly counts = new Map<string, number>();
  private readonly emitter = new EventEmitter();
  private down = false;

  constructor(
    topology: RedisTopology,
    private readonly prefix: string,
    private readonly opts: BusOptions,
  ) {
    this.cluster = topology.kind === 'cluster';
    this.emitter.setMaxListeners(0);
    this.redis = redisClient(topology, REDIS_OPTIONS) as (Redis | Cluster) & Scripts;
    const subOptions = {
      ...REDIS_OPTIONS,
      enableAutoPipelining: false,
      enableOfflineQueue: true,
      maxRetriesPerRequest: null,
    };
    this.sub =
      topology.kind === 'cluster'
        ? // Sharded pub/sub: one subscriber connection per shard, on the node that owns its channels.
          new Cluster(topology.nodes, {
            lazyConnect: true,
            enableOfflineQueue: true,
            shardedSubscribers: true,
            clusterRetryStrategy: (times) => Math.min(100 + times * 100, 1000),
            redisOptions: { ...subOptions, ...(topology.password ? { password: topology.password } : {}) },
          })
        : redisClient(topology, subOptions);
    const defs: Record<keyof Scripts, [number, string]> = {
      liveAppend: [2, APPEND],
      liveHead: [1, HEAD],
      liveLease: [1, LEASE],
      liveRelease: [1, RELEASE],
      liveCountAdd: [1, COUNT_ADD],
    };
    for (const [name, [numberOfKeys, lua]] of Object.entries(defs))
      this.redis.defineCommand(name, { numberOfKeys, lua });
    this.redis.on('error', () => {});
    this.sub.on('error', () => {});
    const onMessage = (channel: string, message: string) => {
      const topic = this.topicOf(channel);
      if (topic === null) return;
      if (message === 'p') this.emitter.emit('message', { kind: 'poke', topic } satisfies BusMessage);
      else if (message.startsWith('e ')) {
        const space = message.indexOf(' ', 2);
        this.emitter.emit('message', {
          kind: 'event',
          topic,
          id: message.slice(2, space),
          event: message.slice(space + 1),
        } satisfies BusMessage);
      }
    };
    this.sub.on(this.cluster ? 'smessage' : 'message', onMessage);
    const setDown = (down: boolean) => {
      if (this.down === down) return;
      this.down = down;
      this.emitter.emit('down', down);
    };
    for (const c of [this.sub, this.redis]) {
      c.on('close', () => setDown(true));
      c.on('end', () => setDown(true));
      c.on('ready', () => {
        if (this.sub.status === 'ready' && this.redis.status === 'ready') setDown(false);
      });
    }
  }

  async connect(): Promise<void> {
    await Promise.all([this.redis.connect(), this.sub.connect()]);
  }

  private log(topic: string) {
    return `${this.prefix}live:{${topic}}:log`;
  }
  private channel(topic: string) {
    return `${this.prefix}live:{${topic}}`;
  }
  private topicOf(channel: string): string | null {
    const head = `${this.prefix}live:{`;
    if (!channel.startsWith(head) || !channel.endsWith('}')) return null;
    return channel.slice(head.length, -1);
  }

  isUp() {
    return !this.down && this.redis.status === 'ready' && this.sub.status === 'ready';
  }

  async append(topic: string, event: string) {
    return this.redis.liveAppend(
      this.log(topic),
      this.channel(topic),
      this.opts.logMax,
      event,
      this.opts.logMs,
      this.cluster ? 'SPUBLISH' : 'PUBLISH',
    );
  }

  async poke(topic: string) {
    if (this.cluster) await this.redis.spublish(this.channel(topic), 'p');
    else await this.redis.publish(this.channel(topic), 'p');
  }

  async head(topic: string) {
    return this.redis.liveHead(this.log(topic), this.opts.logMax, MARK, this.opts.logMs);
  }

  async since(topic: string, id: string): Promise<Entry[] | null> {
    const key = this.log(topic);
    const found = await this.redis.xrange(key, id, id);
    if (found.length === 0) return null;
    const rows = await this.redis.xrange(key, after(id), '+');
    return rows.map(([rid, fields]) => [rid, fields[1] ?? MARK]);
  }

  async join(topic: string) {
    const n = this.counts.get(topic) ?? 0;
    this.counts.set(topic, n + 1);
    if (n > 0) return;
    const ch = this.channel(topic);
    await (this.cluster ? this.sub.ssubscribe(ch) : this.sub.subscribe(ch));
  }

  leave(topic: string) {
    const n = (this.counts.get(topic) ?? 0) - 1;
    if (n > 0) {
      this.counts.set(topic, n);
      return;
    }
    this.counts.delete(topic);
    const ch = this.channel(topic);
    void (this.cluster ? this.sub.sunsubscribe(ch) : this.sub.unsubscribe(ch)).catch(() => undefined);
  }

  onMessage(listener: (m: BusMessage) => void) {
    this.emitter.on('message', listener);
  }
  onDown(listener: (down: boolean) => void) {
    this.emitter.on('down', listener);
  }

  async lease(key: string, value: string, ms: number) {
    return (await this.redis.liveLease(`${this.prefix}${key}`, value, ms)) === 1;
  }
  async release(key: string, value: string) {
    await this.redis.liveRelease(`${this.prefix}${key}`, value);
  }
  async countAdd(key: string, member: string, until: number, now: number) {
    return this.redis.liveCountAdd(`${this.prefix}${key}`, member, until, now);
  }
  async countRemove(key: string, member: string) {
    await this.redis.zrem(`${this.prefix}${key}`, member);
  }
  async getJson(key: string) {
    return this.redis.get(`${this.prefix}${key}`);
  }
  async setJson(key: string, value: string, ms: number) {
    await this.redis.set(`${this.prefix}${key}`, value, 'PX', ms);
  }
  async hashChange(key: string, set: Record<string, string>, remove: string[], ms: number) {
    const k = `${this.prefix}${key}`;
    const step = this.redis.multi();
    if (Object.keys(set).length > 0) step.hset(k, set);
    if (remove.length > 0) step.hdel(k, ...remove);
    step.pexpire(k, ms);
    const results = await step.exec();
    const failed = results?.find(([err]) => err);
    if (!results || failed) throw failed?.[0] ?? new Error('live hash change not applied');
  }
  async hashValues(key: string) {
    return this.redis.hvals(`${this.prefix}${key}`);
  }

  async close() {
    this.emitter.removeAllListeners();
    await Promise.allSettled([this.sub.quit(), this.redis.quit()]);
    this.sub.disconnect();
    this.redis.disconnect();
  }
}

/** The single-process twin (development fallback without Redis). */
export class MemoryLiveBus implements LiveBus {
  readonly kind = 'memory' as const;
  private readonly logs = new Map<string, Entry[]>();
  private readonly kv = new Map<string, { v: string; until: number }>();
  private readonly sets = new Map<string, Map<string, number>>();
  private readonly hashes = new Map<string, { fields: Map<string, string>; until: number }>();
  private readonly emitter = new EventEmitter();
  private seq = 0;

  constructor(private readonly opts: BusOptions) {
    this.emitter.setMaxListeners(0);
  }

  private nextId() {
    return `${Date.now()}-${++this.seq}`;
  }
  private add(topic: string, event: string): string {
    const log = this.logs.get(topic) ?? [];
    const id = this.nextId();
    log.push([id, event]);
    if (log.length > this.opts.logMax) log.splice(0, log.length - this.opts.logMax);
    this.logs.set(topic, log);
    return id;
  }
  async append(topic: string, event: string) {
    const id = this.add(topic, event);
    queueMicrotask(() =>
      this.emitter.emit('message', { kind: 'event', topic, id, event } satisfies BusMessage),
    );
    return id;
  }
  async poke(topic: string) {
    queueMicrotask(() => this.emitter.emit('message', { kind: 'poke', topic } satisfies BusMessage));
  }
  async head(topic: string) {
    const log = this.logs.get(topic);
    return log?.length ? log[log.length - 1]![0] : this.add(topic, MARK);
  }
  async since(topic: string, id: string) {
    const log = this.logs.get(topic) ?? [];
    const i = log.findIndex(([eid]) => eid === id);
    return i < 0 ? null : log.slice(i + 1);
  }
  async join() {}
  leave() {}
  onMessage(listener: (m: BusMessage) => void) {
    this.emitter.on('message', listener);
  }
  onDown() {}
  isUp() {
    return true;
  }
  private live(key: string) {
    const e = this.kv.get(key);
    if (e && e.until <= Date.now()) this.kv.delete(key);
    return this.kv.get(key);
  }
  async lease(key: string, value: string, ms: number) {
    const cur = this.live(key);
    if (cur && cur.v !== value) return false;
    this.kv.set(key, { v: value, until: Date.now() + ms });
    return true;
  }
  async release(key: string, value: string) {
    if (this.live(key)?.v === value) this.kv.delete(key);
  }
  async countAdd(key: string, member: string, until: number, now: number) {
    const set = this.sets.get(key) ?? new Map<string, number>();
    for (const [m, u] of set) if (u <= now) set.delete(m);
    set.set(member, until);
    this.sets.set(key, set);
    return set.size;
  }
  async countRemove(key: string, member: string) {
    this.sets.get(key)?.delete(member);
  }
  async getJson(key: string) {
    return this.live(key)?.v ?? null;
  }
  async setJson(key: string, value: string, ms: number) {
    this.kv.set(key, { v: value, until: Date.now() + ms });
  }
  private liveHash(key: string) {
    const h = this.hashes.get(key);
    if (h && h.until <= Date.now()) this.hashes.delete(key);
    return this.hashes.get(key);
  }
  async hashChange(key: string, set: Record<string, string>, remove: string[], ms: number) {
    const fields = this.liveHash(key)?.fields ?? new Map<string, string>();
    for (const [f, v] of Object.entries(set)) fields.set(f, v);
    for (const f of remove) fields.delete(f);
    if (fields.size === 0) this.hashes.delete(key);
    else this.hashes.set(key, { fields, until: Date.now() + ms });
  }
  async hashValues(key: string) {
    return [...(this.liveHash(key)?.fields.values() ?? [])];
  }
  async close() {
    this.emitter.removeAllListeners();
  }
}
