/**
 * The game-wallet registry on Redis. Every step that decides something (open, alive, leave, claim,
 * finish) is one Lua script, so two gateway instances can never both claim one wallet: the claim checks
 * that the wallet is due and that no lease lives, and takes the wallet's mutex, atomically.
 *
 * Keys (P = REDIS_PREFIX + "gwl:", M = "<loginName>|<platformCode>", B = "{gwl<n>}" the player's
 * bucket, n = a hash of the login name modulo BUCKETS):
 *   P B r:M   hash  gen, sk (session key), kind, tid       the wallet record
 *   P B l:M   zset  leaseId -> last sign of life           pages showing a game of the wallet
 *   P B due   zset  M -> when the wallet may be swept      (last life + stale time; a moment ahead on leave)
 *   P B m:M   string owner, PX                              the mutex: one money movement at a time
 *   P B i:<loginName>  set of platform codes with a record
 *   P B s:<loginName>  list of statements (JSON), newest first; P {t:<terminalId>} the terminal's latest
 *   P {t:<terminalId>}v  the terminal's visit with money in games (JSON: loginName, session key, since)
 *
 * Redis Cluster: B is a hash tag, so every key one script (or MULTI) touches sits in one slot, while
 * the players spread over BUCKETS slots; the sweeper reads the BUCKETS due sets in turn.
 */
import type { Cluster, Redis } from 'ioredis';
import { StoreUnavailableError } from '../store/store';
import {
  member,
  parseMember,
  type GameWalletRegistry,
  type LeaseState,
  type Statement,
  type TerminalVisit,
  type WalletRecord,
  type WalletRef,
} from './registry';

const OPEN = `
if redis.call('EXISTS', KEYS[1]) == 0 then
  redis.call('HSET', KEYS[1], 'gen', ARGV[1], 'kind', ARGV[3], 'tid', ARGV[4])
end
redis.call('HSET', KEYS[1], 'sk', ARGV[2])
if ARGV[5] ~= '' then redis.call('ZADD', KEYS[2], ARGV[6], ARGV[5]) end
redis.call('ZADD', KEYS[3], 'GT', tonumber(ARGV[6]) + tonumber(ARGV[7]), ARGV[8])
redis.call('SADD', KEYS[4], ARGV[9])
return 1`;

const ALIVE = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
if not redis.call('ZSCORE', KEYS[2], ARGV[1]) then return 0 end
redis.call('ZADD', KEYS[2], ARGV[2], ARGV[1])
redis.call('ZADD', KEYS[3], 'GT', tonumber(ARGV[2]) + tonumber(ARGV[3]), ARGV[4])
return 1`;

const LEAVE = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
redis.call('ZREM', KEYS[2], ARGV[1])
local live = redis.call('ZCOUNT', KEYS[2], '(' .. (tonumber(ARGV[2]) - tonumber(ARGV[3])), '+inf')
if live > 0 then return 0 end
redis.call('ZADD', KEYS[3], ARGV[5], ARGV[4])
return 1`;

const FORCE = `
if redis.call('EXISTS', KEYS[1]) == 0 then
  redis.call('HSET', KEYS[1], 'gen', ARGV[1], 'sk', ARGV[2], 'kind', ARGV[3], 'tid', ARGV[4])
end
redis.call('DEL', KEYS[2])
redis.call('ZADD', KEYS[3], ARGV[5], ARGV[6])
redis.call('SADD', KEYS[4], ARGV[7])
return 1`;

const CLAIM = `
local d = redis.call('ZSCORE', KEYS[3], ARGV[5])
if not d or tonumber(d) > tonumber(ARGV[2]) then return false end
if redis.call('EXISTS', KEYS[1]) == 0 then
  redis.call('ZREM', KEYS[3], ARGV[5])
  return false
end
local last = redis.call('ZREVRANGE', KEYS[2], 0, 0, 'WITHSCORES')
if last[2] and tonumber(last[2]) > tonumber(ARGV[2]) - tonumber(ARGV[3]) then
  redis.call('ZADD', KEYS[3], tonumber(last[2]) + tonumber(ARGV[3]), ARGV[5])
  return false
end
if not redis.call('SET', KEYS[4], ARGV[1], 'NX', 'PX', ARGV[4]) then return false end
redis.call('ZADD', KEYS[3], tonumber(ARGV[2]) + tonumber(ARGV[4]), ARGV[5])
return redis.call('HGET', KEYS[1], 'gen')`;

const FINISH = `
if redis.call('GET', KEYS[4]) ~= ARGV[1] then return 0 end
if redis.call('HGET', KEYS[1], 'gen') == ARGV[2] then
  local last = redis.call('ZREVRANGE', KEYS[2], 0, 0, 'WITHSCORES')
  if last[2] and tonumber(last[2]) > tonumber(ARGV[5]) - tonumber(ARGV[6]) then
    -- A page opened a game of this wallet while it was being returned (a retry): the record and its
    -- lease stay, under a new generation (the next return is a new order).
    redis.call('HSET', KEYS[1], 'gen', ARGV[7])
    redis.call('ZADD', KEYS[3], tonumber(last[2]) + tonumber(ARGV[6]), ARGV[3])
  else
    redis.call('DEL', KEYS[1], KEYS[2])
    redis.call('ZREM', KEYS[3], ARGV[3])
    redis.call('SREM', KEYS[5], ARGV[4])
  end
end
redis.call('DEL', KEYS[4])
return 1`;

const DEL_IF_EQUALS = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

type Script = (...args: (string | number)[]) => Promise<unknown>;
/** How many hash-tagged buckets (Cluster slots) the players' wallets spread over. */
export const BUCKETS = 16;

/** A player's bucket: FNV-1a of the login name, so every instance computes the same one. */
export function bucketOf(loginName: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < loginName.length; i++) {
    h ^= loginName.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h % BUCKETS;
}

type Scripted = (Redis | Cluster) & {
  gwOpen: Script;
  gwAlive: Script;
  gwLeave: Script;
  gwForce: Script;
  gwClaim: Script;
  gwFinish: Script;
  gwDelIf: Script;
};

type Owner = { sessionKey: string; kind: 'web' | 'kiosk'; terminalId: string };

export class RedisGameWalletRegistry implements GameWalletRegistry {
  private readonly redis: Scripted;
  private readonly p: string;

  /** `client`: a connection of its own (redisClient of the store's topology: single, Sentinel, Cluster). */
  constructor(
    client: Redis | Cluster,
    prefix: string,
    private readonly newGen: () => string,
  ) {
    this.redis = client as Scripted;
    this.redis.on('error', () => undefined);
    if (client.status === 'wait') client.connect().catch(() => undefined);
    this.p = `${prefix}gwl:`;
    const scripts: [string, number, string][] = [
      ['gwOpen', 4, OPEN],
      ['gwAlive', 3, ALIVE],
      ['gwLeave', 3, LEAVE],
      ['gwForce', 4, FORCE],
      ['gwClaim', 4, CLAIM],
      ['gwFinish', 5, FINISH],
      ['gwDelIf', 1, DEL_IF_EQUALS],
    ];
    for (const [name, numberOfKeys, lua] of scripts) this.redis.defineCommand(name, { numberOfKeys, lua });
  }

  /** The hash-tagged prefix of a bucket's keys. */
  private b(n: number) {
    return `${this.p}{gwl${n}}`;
  }

  private keys(w: WalletRef) {
    const m = member(w);
    const b = this.b(bucketOf(w.loginName));
    return {
      m,
      rec: `${b}r:${m}`,
      leases: `${b}l:${m}`,
      due: `${b}due`,
      mutex: `${b}m:${m}`,
      idx: `${b}i:${w.loginName}`,
    };
  }

  private statementsKey(loginName: string) {
    return `${this.b(bucketOf(loginName))}s:${loginName}`;
  }

  private terminalKey(terminalId: string) {
    return `${this.p}{t:${terminalId}}`;
  }

  private async run<T>(op: () => Promise<T>): Promise<T> {
    try {
      return await op();
    } catch (err) {
      throw new StoreUnavailableError((err as Error).message);
    }
  }

  /** Runs `op` on the keys of one game wallet; a store failure becomes StoreUnavailableError. */
  private onWallet<T>(w: WalletRef, op: (k: ReturnType<RedisGameWalletRegistry['keys']>) => Promise<T>) {
    const k = this.keys(w);
    return this.run(() => op(k));
  }

  /** The leading arguments of the scripts that (re)write a record for an owner (open, force). */
  private ownerArgs(k: ReturnType<RedisGameWalletRegistry['keys']>, o: Owner) {
    return [k.rec, k.leases, k.due, k.idx, this.newGen(), o.sessionKey, o.kind, o.terminalId] as const;
  }

  open(w: WalletRef, lease: string, o: Owner, now: number, staleMs: number) {
    return this.onWallet(w, async (k) => {
      await this.redis.gwOpen(...this.ownerArgs(k, o), lease, now, staleMs, k.m, w.platformCode);
    });
  }

  alive(w: WalletRef, lease: string, now: number, staleMs: number): Promise<LeaseState> {
    return this.onWallet(w, async (k) =>
      Number(await this.redis.gwAlive(k.rec, k.leases, k.due, lease, now, staleMs, k.m)) === 1
        ? 'alive'
        : 'gone',
    );
  }

  leave(w: WalletRef, lease: string, now: number, staleMs: number, dueAt = now) {
    return this.onWallet(
      w,
      async (k) =>
        Number(await this.redis.gwLeave(k.rec, k.leases, k.due, lease, now, staleMs, k.m, dueAt)) === 1,
    );
  }

  forceDue(w: WalletRef, o: Owner, now: number) {
    return this.onWallet(w, async (k) => {
      await this.redis.gwForce(...this.ownerArgs(k, o), now, k.m, w.platformCode);
    });
  }

  count() {
    // Every record has its member in its bucket's due set.
    return this.run(async () => {
      const sizes = await Promise.all(
        Array.from({ length: BUCKETS }, (_, i) => this.redis.zcard(`${this.b(i)}due`)),
      );
      return sizes.reduce((a, b) => a + b, 0);
    });
  }

  due(now: number, limit: number) {
    return this.run(async () => {
      // Every bucket's due set at once (one round trip on a single server: auto-pipelined), taken in
      // turn from a different first bucket each pass, so one busy bucket never starves the others.
      const first = this.nextBucket;
      this.nextBucket = (this.nextBucket + 1) % BUCKETS;
      const found = await Promise.all(
        Array.from({ length: BUCKETS }, (_, i) =>
          this.redis.zrangebyscore(`${this.b((first + i) % BUCKETS)}due`, '-inf', now, 'LIMIT', 0, limit),
        ),
      );
      return found.flat().slice(0, limit).map(parseMember);
    });
  }

  private nextBucket = 0;

  claim(w: WalletRef, owner: string, now: number, staleMs: number, workMs: number) {
    return this.onWallet(w, async (k) => {
      const gen = await this.redis.gwClaim(k.rec, k.leases, k.due, k.mutex, owner, now, staleMs, workMs, k.m);
      return typeof gen === 'string' ? gen : null;
    });
  }

  finish(w: WalletRef, owner: string, gen: string, now: number, staleMs: number) {
    return this.onWallet(w, async (k) => {
      await this.redis.gwFinish(
        k.rec,
        k.leases,
        k.due,
        k.mutex,
        k.idx,
        owner,
        gen,
        k.m,
        w.platformCode,
        now,
        staleMs,
        this.newGen(),
      );
    });
  }

  lock(w: WalletRef, owner: string, ms: number) {
    return this.onWallet(w, async (k) => (await this.redis.set(k.mutex, owner, 'PX', ms, 'NX')) === 'OK');
  }

  unlock(w: WalletRef, owner: string) {
    return this.onWallet(w, async (k) => {
      await this.redis.gwDelIf(k.mutex, owner);
    });
  }

  records(loginName: string, now: number, staleMs: number): Promise<WalletRecord[]> {
    return this.run(async () => {
      const codes = await this.redis.smembers(this.keys({ loginName, platformCode: '' }).idx);
      const out: WalletRecord[] = [];
      for (const platformCode of codes) {
        const k = this.keys({ loginName, platformCode });
        const [h, last, live] = await Promise.all([
          this.redis.hgetall(k.rec),
          this.redis.zrevrange(k.leases, 0, 0, 'WITHSCORES'),
          this.redis.zcount(k.leases, `(${now - staleMs}`, '+inf'),
        ]);
        if (!h.gen) {
          await this.redis.srem(k.idx, platformCode);
          continue;
        }
        out.push({
          loginName,
          platformCode,
          gen: h.gen,
          sessionKey: h.sk ?? '',
          kind: h.kind === 'kiosk' ? 'kiosk' : 'web',
          terminalId: h.tid ?? '',
          lastLife: last[1] ? Number(last[1]) : 0,
          liveLeases: live,
        });
      }
      return out;
    });
  }

  forget(w: WalletRef) {
    const k = this.keys(w);
    return this.run(async () => {
      await this.redis.multi().del(k.rec, k.leases).zrem(k.due, k.m).srem(k.idx, w.platformCode).exec();
    });
  }

  addStatement(s: Statement, keepMs: number, to: { player: boolean; terminal: boolean }) {
    return this.run(async () => {
      const json = JSON.stringify(s);
      const list = this.statementsKey(s.loginName);
      // The player's list and the terminal's key live in different slots: one MULTI each.
      if (to.player)
        await this.redis.multi().lpush(list, json).ltrim(list, 0, 19).pexpire(list, keepMs).exec();
      if (to.terminal && s.terminalId)
        await this.redis.set(this.terminalKey(s.terminalId), json, 'PX', keepMs);
    });
  }

  statements(loginName: string) {
    return this.run(async () =>
      (await this.redis.lrange(this.statementsKey(loginName), 0, 19)).map((j) => JSON.parse(j) as Statement),
    );
  }

  ack(loginName: string, ids: string[]) {
    return this.run(async () => {
      const list = this.statementsKey(loginName);
      for (const raw of await this.redis.lrange(list, 0, 19)) {
        if (ids.includes((JSON.parse(raw) as Statement).id)) await this.redis.lrem(list, 0, raw);
      }
    });
  }

  terminalStatement(terminalId: string) {
    return this.run(async () => {
      const raw = await this.redis.get(this.terminalKey(terminalId));
      return raw ? (JSON.parse(raw) as Statement) : null;
    });
  }

  ackTerminal(terminalId: string, id: string) {
    return this.run(async () => {
      const key = this.terminalKey(terminalId);
      const raw = await this.redis.get(key);
      if (raw && (JSON.parse(raw) as Statement).id === id) await this.redis.gwDelIf(key, raw);
    });
  }

  noteTerminalVisit(terminalId: string, visit: TerminalVisit, keepMs: number) {
    return this.run(async () => {
      const key = `${this.terminalKey(terminalId)}v`;
      const raw = await this.redis.get(key);
      if (raw && (JSON.parse(raw) as TerminalVisit).sessionKey === visit.sessionKey) return;
      await this.redis.set(key, JSON.stringify(visit), 'PX', keepMs);
    });
  }

  terminalVisit(terminalId: string) {
    return this.run(async () => {
      const raw = await this.redis.get(`${this.terminalKey(terminalId)}v`);
      return raw ? (JSON.parse(raw) as TerminalVisit) : null;
    });
  }

  endTerminalVisit(terminalId: string, sessionKey: string) {
    return this.run(async () => {
      const key = `${this.terminalKey(terminalId)}v`;
      const raw = await this.redis.get(key);
      if (raw && (JSON.parse(raw) as TerminalVisit).sessionKey === sessionKey)
        await this.redis.gwDelIf(key, raw);
    });
  }

  async close() {
    this.redis.disconnect();
  }
}
