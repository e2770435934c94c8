/**
 * The Store on Redis: a single server (REDIS_URL), a Sentinel-monitored primary (REDIS_SENTINELS,
 * REDIS_SENTINEL_NAME) or a Cluster (REDIS_CLUSTER_NODES), all through ioredis. Each compound operation
 * is one Lua script, so it is atomic across gateway instances; every script touches only keys of one
 * session, and a session's keys share the hash tag `{<session key>}`, so they live in one Cluster slot.
 * Refresh wake-ups travel by pub/sub (PUBLISH from the scripts; a Cluster forwards it to every node).
 * The offline queue is off: while Redis is down or a Sentinel failover is under way every call fails at
 * once (the gateway answers 503) instead of queueing, and ioredis reconnects (to the new primary) on its
 * own, so the gateway recovers without a restart.
 */
import { Cluster, Redis, type RedisOptions } from 'ioredis';
import { timeRedisCommands } from '../observability/metrics';
import type { RedisTopology } from '../config';
import {
  StoreUnavailableError,
  type ClaimResult,
  type SessionEvent,
  type SessionRecord,
  type Store,
} from './store';

/** The session hash's fields in the order TOUCH answers them (toRecord reads them by position). */
const WIRE_FIELDS = [
  'v',
  'tok',
  'cl',
  'ln',
  'did',
  'lang',
  'cur',
  'kind',
  'tid',
  'ca',
  'abs',
  'idle',
] as const;

// The fields travel back as one JSON array (false for a missing field): one bulk string for the client to
// decode instead of 24 (field names and values), which halves the client's CPU for the read.
const TOUCH = `
local h = redis.call('HMGET', KEYS[1], ${WIRE_FIELDS.map((f) => `'${f}'`).join(', ')})
local found = false
for i = 1, #h do if h[i] then found = true break end end
if not found then return nil end
local abs, idle = tonumber(h[${WIRE_FIELDS.indexOf('abs') + 1}]), tonumber(h[${WIRE_FIELDS.indexOf('idle') + 1}])
local ttl = math.min(idle, abs - tonumber(ARGV[1]))
if ttl <= 0 then redis.call('DEL', KEYS[1]) return nil end
if ARGV[2] ~= '0' then redis.call('PEXPIRE', KEYS[1], ttl) end
return cjson.encode(h)`;

const PATCH = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
redis.call('HSET', KEYS[1], unpack(ARGV))
return 1`;

const CLAIM = `
local st = redis.call('HMGET', KEYS[1], 'v', 'cl')
if not st[1] then return 'gone' end
local seen = tonumber(ARGV[1])
if tonumber(st[1]) ~= seen then return 'changed' end
if tonumber(st[2]) == seen then
  if redis.call('EXISTS', KEYS[2]) == 1 then return 'busy' end
  return 'orphaned'
end
if redis.call('SET', KEYS[2], ARGV[2], 'NX', 'PX', ARGV[3]) then
  redis.call('HSET', KEYS[1], 'cl', seen)
  return 'acquired'
end
return 'busy'`;

const COMPLETE = `
local st = redis.call('HMGET', KEYS[1], 'v', 'cl')
local seen = tonumber(ARGV[1])
local ok = st[1] and tonumber(st[1]) == seen and tonumber(st[2]) == seen
if ok then
  redis.call('HSET', KEYS[1], 'tok', ARGV[3], 'v', seen + 1, 'cl', -1)
  redis.call('PUBLISH', ARGV[4], ARGV[5] .. ' ' .. (seen + 1))
end
if redis.call('GET', KEYS[2]) == ARGV[2] then redis.call('DEL', KEYS[2]) end
if ok then return 1 end
return 0`;

const RELEASE = `
if redis.call('GET', KEYS[2]) == ARGV[1] then
  redis.call('DEL', KEYS[2])
  if redis.call('EXISTS', KEYS[1]) == 1 then redis.call('HSET', KEYS[1], 'cl', -1) end
end
return 1`;

const DELETE = `
redis.call('DEL', KEYS[1])
redis.call('PUBLISH', ARGV[1], ARGV[2] .. ' x')
return 1`;

const DEL_IF_EQUALS = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

const HIT = `
local c = redis.call('INCR', KEYS[1])
local t = redis.call('PTTL', KEYS[1])
if t < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) t = tonumber(ARGV[1]) end
return {c, t}`;

interface Scripts {
  gwTouch(key: string, now: number, slide: string): Promise<string | null>;
  gwPatch(key: string, ...fields: string[]): Promise<number>;
  gwClaim(key: string, lock: string, seen: number, owner: string, lockMs: number): Promise<ClaimResult>;
  gwComplete(
    key: string,
    lock: string,
    seen: number,
    owner: string,
    tok: string,
    channel: string,
    id: string,
  ): Promise<number>;
  gwRelease(key: string, lock: string, owner: string): Promise<number>;
  gwDelete(key: string, channel: string, id: string): Promise<number>;
  gwDelIfEquals(key: string, value: string): Promise<number>;
  gwHit(key: string, windowMs: number): Promise<[number, number]>;
}

type ScriptedRedis = (Redis | Cluster) & Scripts;

export const REDIS_OPTIONS: RedisOptions = {
  lazyConnect: true,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  connectTimeout: 2000,
  commandTimeout: 2000,
  // Commands issued in the same tick go out as one pipeline (one write, one read per tick).
  enableAutoPipelining: true,
  retryStrategy: (times) => Math.min(100 + times * 100, 1000),
};

/** A client for the topology (not connected yet: lazyConnect). */
export function redisClient(topology: RedisTopology | string, options: RedisOptions): Redis | Cluster {
  const t: RedisTopology = typeof topology === 'string' ? { kind: 'single', url: topology } : topology;
  switch (t.kind) {
    case 'single':
      return new Redis(t.url, options);
    case 'sentinel':
      return new Redis({
        ...options,
        sentinels: t.sentinels,
        name: t.name,
        ...(t.password ? { password: t.password } : {}),
        sentinelRetryStrategy: (times) => Math.min(100 + times * 100, 1000),
        // No `failoverDetector`: when its +switch-master message arrives while the client is reconnecting
        // (the usual case after a crash: the client is already asking the sentinel again), ioredis 5 and 6
        // end the client for good (status 'end', no further reconnect), and the gateway answered 503 until a
        // restart. A failover reaches the client anyway: a crashed primary closes the connection, and a
        // demoted one is told by the sentinel to kill its clients (CLIENT KILL); both reconnect through the
        // sentinel to the new primary. A write that still reaches a replica (READONLY) reconnects too.
        reconnectOnError: (err) => (err.message.startsWith('READONLY') ? 1 : false),
      });
    case 'cluster':
      return new Cluster(t.nodes, {
        lazyConnect: true,
        enableOfflineQueue: options.enableOfflineQueue,
        enableAutoPipelining: options.enableAutoPipelining,
        clusterRetryStrategy: (times) => Math.min(100 + times * 100, 1000),
        redisOptions: {
          ...options,
          ...(t.password ? { password: t.password } : {}),
        },
      });
  }
}

/** The session hash as stored (the wire format: short field names, unchanged since the first release). */
function toWire(rec: SessionRecord): Record<string, string | number> {
  return {
    v: rec.v,
    tok: rec.tok,
    cl: rec.claimedVersion,
    ln: rec.loginName,
    did: rec.did,
    lang: rec.lang,
    cur: rec.cur,
    kind: rec.kind,
    tid: rec.terminalId,
    ca: rec.createdAt,
    abs: rec.abs,
    idle: rec.idle,
  };
}

/** The record from TOUCH's answer: the WIRE_FIELDS values in order, false for a missing one. */
function toRecord(json: string): SessionRecord {
  const [v, tok, cl, ln, did, lang, cur, kind, tid, ca, abs, idle] = JSON.parse(json) as (string | false)[];
  const str = (x: string | false | undefined, missing: string) =>
    x === false || x === undefined ? missing : x;
  const num = (x: string | false | undefined) => (x === false || x === undefined ? NaN : Number(x));
  return {
    v: num(v),
    tok: str(tok, ''),
    claimedVersion: Number(str(cl, '-1')),
    loginName: str(ln, ''),
    did: str(did, ''),
    lang: str(lang, 'ja-JP'),
    cur: str(cur, 'JPY'),
    kind: kind === 'kiosk' ? 'kiosk' : 'web',
    terminalId: str(tid, ''),
    createdAt: num(ca),
    abs: num(abs),
    idle: num(idle),
  };
}

export class RedisStore implements Store {
  readonly kind = 'redis' as const;
  private readonly redis: ScriptedRedis;
  private readonly sub: Redis | Cluster;
  private readonly channel: string;
  private readonly listeners = new Set<(e: SessionEvent) => void>();

  private constructor(
    topology: RedisTopology | string,
    private readonly prefix: string,
  ) {
    this.redis = redisClient(topology, REDIS_OPTIONS) as ScriptedRedis;
    timeRedisCommands(this.redis);
    // The subscriber queues its SUBSCRIBE until connected and re-subscribes after every reconnect.
    this.sub = redisClient(topology, {
      ...REDIS_OPTIONS,
      enableAutoPipelining: false,
      enableOfflineQueue: true,
      maxRetriesPerRequest: null,
    });
    this.channel = `${prefix}sev`;
    const defs: Record<keyof Scripts, [number, string]> = {
      gwTouch: [1, TOUCH],
      gwPatch: [1, PATCH],
      gwClaim: [2, CLAIM],
      gwComplete: [2, COMPLETE],
      gwRelease: [2, RELEASE],
      gwDelete: [1, DELETE],
      gwDelIfEquals: [1, DEL_IF_EQUALS],
      gwHit: [1, HIT],
    };
    for (const [name, [numberOfKeys, lua]] of Object.entries(defs))
      this.redis.defineCommand(name, { numberOfKeys, lua });
    // Errors surface on the calls that fail; ioredis keeps reconnecting in the background.
    this.redis.on('error', () => {});
    this.sub.on('error', () => {});
    this.sub.on('message', (_channel: string, message: string) => {
      const [key, v] = message.split(' ');
      if (!key) return;
      const event: SessionEvent = { key, version: v === 'x' || v === undefined ? null : Number(v) };
      for (const l of this.listeners) l(event);
    });
  }

  /**
   * Opens both connections without waiting: until Redis answers, every call fails with
   * StoreUnavailableError (503) and ioredis keeps reconnecting in the background.
   */
  static open(topology: RedisTopology | string, prefix: string): RedisStore {
    const store = new RedisStore(topology, prefix);
    store.redis.connect().catch(() => undefined);
    store.sub.connect().catch(() => undefined);
    store.sub.subscribe(store.channel).catch(() => undefined);
    return store;
  }

  /** Connects both connections; rejects when Redis does not answer. */
  static async connect(topology: RedisTopology | string, prefix: string): Promise<RedisStore> {
    const store = new RedisStore(topology, prefix);
    try {
      await store.redis.connect();
      await store.sub.connect();
      await store.sub.subscribe(store.channel);
    } catch (err) {
      store.redis.disconnect();
      store.sub.disconnect();
      throw err;
    }
    return store;
  }

  private sk(key: string) {
    return `${this.prefix}s:{${key}}`;
  }
  private lk(key: string) {
    return `${this.prefix}rl:{${key}}`;
  }
  private k(key: string) {
    return this.prefix + key;
  }

  private async run<T>(op: () => Promise<T>): Promise<T> {
    try {
      return await op();
    } catch (err) {
      throw new StoreUnavailableError(`redis: ${(err as Error).message}`, { cause: err });
    }
  }

  isReady() {
    return this.redis.status === 'ready';
  }

  async ping() {
    await this.run(() => this.redis.ping());
  }

  async sessionCreate(key: string, rec: SessionRecord) {
    const ttl = Math.max(1, Math.min(rec.idle, rec.abs - Date.now()));
    await this.run(() =>
      this.redis.multi().hset(this.sk(key), toWire(rec)).pexpire(this.sk(key), ttl).exec(),
    );
  }

  async sessionTouch(key: string, now: number, slide = true) {
    const json = await this.run(() => this.redis.gwTouch(this.sk(key), now, slide ? '1' : '0'));
    return json ? toRecord(json) : null;
  }

  async sessionPatch(key: string, fields: Partial<Pick<SessionRecord, 'lang' | 'cur'>>) {
    const args = Object.entries(fields).flatMap(([k, v]) => [k, String(v)]);
    if (args.length) await this.run(() => this.redis.gwPatch(this.sk(key), ...args));
  }

  async sessionDelete(key: string) {
    await this.run(() => this.redis.gwDelete(this.sk(key), this.channel, key));
  }

  async sessionTtl(key: string) {
    const ms = await this.run(() => this.redis.pttl(this.sk(key)));
    return ms < 0 ? null : ms;
  }

  async sessionVersion(key: string) {
    const [v, tok] = await this.run(() => this.redis.hmget(this.sk(key), 'v', 'tok'));
    return v == null || tok == null ? null : { v: Number(v), tok };
  }

  async refreshClaim(key: string, seen: number, owner: string, lockMs: number) {
    return this.run(() => this.redis.gwClaim(this.sk(key), this.lk(key), seen, owner, lockMs));
  }

  async refreshComplete(key: string, seen: number, owner: string, tok: string) {
    const r = await this.run(() =>
      this.redis.gwComplete(this.sk(key), this.lk(key), seen, owner, tok, this.channel, key),
    );
    return r === 1;
  }

  async refreshRelease(key: string, owner: string) {
    await this.run(() => this.redis.gwRelease(this.sk(key), this.lk(key), owner));
  }

  onSessionEvent(listener: (e: SessionEvent) => void) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  async get(key: string) {
    return this.run(() => this.redis.get(this.k(key)));
  }
  async set(key: string, value: string, ttlMs: number) {
    await this.run(() => this.redis.set(this.k(key), value, 'PX', ttlMs));
  }
  async setNx(key: string, value: string, ttlMs: number) {
    return (await this.run(() => this.redis.set(this.k(key), value, 'PX', ttlMs, 'NX'))) === 'OK';
  }
  async del(key: string) {
    await this.run(() => this.redis.del(this.k(key)));
  }
  async delIfEquals(key: string, value: string) {
    await this.run(() => this.redis.gwDelIfEquals(this.k(key), value));
  }
  async hit(key: string, windowMs: number) {
    const [count, resetMs] = await this.run(() => this.redis.gwHit(this.k(key), windowMs));
    return { count, resetMs };
  }

  async indexAdd(index: string, member: string, until: number) {
    const k = this.k(index);
    await this.run(async () => {
      await this.redis.zadd(k, until, member);
      // the index lives as long as its longest session
      const last = await this.redis.zrange(k, '-1', '-1', 'WITHSCORES');
      const max = Number(last[1] ?? until);
      await this.redis.pexpire(k, Math.max(1, max - Date.now()));
    });
  }
  async indexRemove(index: string, member: string) {
    await this.run(() => this.redis.zrem(this.k(index), member));
  }
  async indexList(index: string, now: number) {
    const k = this.k(index);
    return this.run(async () => {
      await this.redis.zremrangebyscore(k, '-inf', String(now));
      return this.redis.zrange(k, '0', '-1');
    });
  }

  async sessionCount() {
    // SCAN in pages (never KEYS): each primary of a Cluster holds its own share of the sessions.
    const nodes = this.redis instanceof Cluster ? this.redis.nodes('master') : [this.redis];
    let n = 0;
    for (const node of nodes) {
      let cursor = '0';
      do {
        const [next, keys] = await this.run(() =>
          node.scan(cursor, 'MATCH', `${this.prefix}s:*`, 'COUNT', 1000),
        );
        cursor = next;
        n += keys.length;
      } while (cursor !== '0');
    }
    return n;
  }

  async close() {
    this.listeners.clear();
    await Promise.allSettled([this.sub.quit(), this.redis.quit()]);
    this.sub.disconnect();
    this.redis.disconnect();
  }
}
