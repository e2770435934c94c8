/**
 * Real Redis topologies for the gateway's scale-out tests, from the redis-server binary (no Docker):
 * - a Cluster of three masters (`--cluster-enabled yes`, then `redis-cli --cluster create`), on free
 *   ports whose cluster-bus ports (port + 10000) are free too;
 * - a Sentinel set: a primary, one replica and one sentinel (`redis-server --sentinel`, quorum 1, the
 *   primary deemed down after 1 s unless told otherwise), with `killPrimary()` for a failover.
 * Every process gets its own temporary directory; stop() kills them all and removes it.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Cluster, Redis } from 'ioredis';
import { hasRedisServerBinary, HOW_TO_GET_REDIS, pingRedis } from './redis';
import { freePort, waitFor } from './repo';

const HOST = '127.0.0.1';

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, HOST, () => srv.close(() => resolve(true)));
  });
}

/** A free port whose cluster bus port (+10000) is free as well. */
async function freeClusterPort(taken: Set<number>): Promise<number> {
  for (;;) {
    const p = await freePort();
    if (p + 10000 < 65536 && !taken.has(p) && (await portIsFree(p + 10000))) return p;
  }
}

interface Proc {
  port: number;
  child: ChildProcess;
}

function startServer(args: string[], dir: string, port: number): Proc {
  const child = spawn('redis-server', args, { cwd: dir, stdio: 'ignore' });
  return { port, child };
}

async function kill(p: Proc) {
  const c = p.child;
  if (c.exitCode !== null || c.signalCode !== null) return;
  const exited = new Promise((r) => c.once('exit', r));
  c.kill('SIGKILL');
  await exited;
}

/** Probes fail while a process starts or after it was killed: the failed call says so, not an event. */
function quiet(r: Redis): Redis {
  r.on('error', () => {});
  return r;
}

const BASE = ['--bind', HOST, '--protected-mode', 'no', '--save', '', '--appendonly', 'no'];

export interface TestRedisCluster {
  /** host:port of every master, for REDIS_CLUSTER_NODES. */
  nodes: string[];
  stop(): Promise<void>;
}

/** An ioredis client of the cluster, once it is ready (disconnected again if it never gets there). */
export async function clusterClient(cluster: TestRedisCluster): Promise<Cluster> {
  const redis = new Cluster(
    cluster.nodes.map((n) => ({ host: n.split(':')[0]!, port: Number(n.split(':')[1]) })),
  );
  try {
    await new Promise((resolve, reject) => {
      redis.once('ready', resolve);
      redis.once('error', reject);
    });
  } catch (err) {
    redis.disconnect();
    throw err;
  }
  return redis;
}

/** Every key matching `pattern` on the cluster's masters (SCAN on each of them). */
export async function clusterKeys(redis: Cluster, pattern: string): Promise<string[]> {
  const keys: string[] = [];
  for (const node of redis.nodes('master')) {
    let cursor = '0';
    do {
      const [next, found] = await node.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
      cursor = next;
      keys.push(...found);
    } while (cursor !== '0');
  }
  return keys;
}

/** Three masters, all 16384 slots assigned, cluster_state:ok on every node. */
export async function startRedisCluster(): Promise<TestRedisCluster> {
  if (!hasRedisServerBinary()) throw new Error(HOW_TO_GET_REDIS);
  const dir = mkdtempSync(join(tmpdir(), 'redis-cluster-'));
  const procs: Proc[] = [];
  const stop = async () => {
    await Promise.all(procs.map(kill));
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const taken = new Set<number>();
    for (let i = 0; i < 3; i++) {
      const port = await freeClusterPort(taken);
      taken.add(port);
      procs.push(
        startServer(
          [
            '--port',
            String(port),
            ...BASE,
            '--cluster-enabled',
            'yes',
            '--cluster-config-file',
            `nodes-${port}.conf`,
            '--cluster-node-timeout',
            '5000',
            '--dbfilename',
            `dump-${port}.rdb`,
          ],
          dir,
          port,
        ),
      );
    }
    for (const p of procs)
      await waitFor(`cluster node on ${p.port}`, async () =>
        (await pingRedis(HOST, p.port)) ? true : undefined,
      );
    const nodes = procs.map((p) => `${HOST}:${p.port}`);
    const create = spawnSync(
      'redis-cli',
      ['--cluster', 'create', ...nodes, '--cluster-replicas', '0', '--cluster-yes'],
      { encoding: 'utf8', timeout: 60_000 },
    );
    if (create.status !== 0)
      throw new Error(`redis-cli --cluster create failed: ${create.stdout}${create.stderr}`);
    for (const p of procs)
      await waitFor(
        `cluster_state:ok on ${p.port}`,
        async () => {
          const r = quiet(new Redis(p.port, HOST, { lazyConnect: true, maxRetriesPerRequest: 1 }));
          try {
            await r.connect();
            const info = String(await r.call('CLUSTER', 'INFO'));
            return info.includes('cluster_state:ok') ? true : undefined;
          } finally {
            r.disconnect();
          }
        },
        60_000,
      );
    return { nodes, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

export interface TestRedisSentinel {
  /** host:port of the sentinel, for REDIS_SENTINELS. */
  sentinels: string[];
  name: string;
  /** The primary's port now (changes after a failover). */
  primaryPort(): Promise<number>;
  /** Waits until the primary has passed every write so far to the replica (WAIT 1). */
  syncReplica(): Promise<void>;
  /** SIGKILLs the primary (a crash); resolves with its port once the process is gone. */
  killPrimary(): Promise<number>;
  /** Resolves with the new primary's port once the sentinel has promoted the replica. */
  promoted(oldPort: number): Promise<number>;
  stop(): Promise<void>;
}

export interface SentinelOptions {
  /** The monitored set's name (REDIS_SENTINEL_NAME). */
  name?: string;
  /** How long the primary must be silent before the sentinel deems it down (down-after-milliseconds). */
  downAfterMs?: number;
}

/** A primary, one replica and one sentinel (quorum 1) monitoring them as `name`. */
export async function startRedisSentinel(opts: SentinelOptions = {}): Promise<TestRedisSentinel> {
  const { name = 'gwtest', downAfterMs = 1000 } = opts;
  if (!hasRedisServerBinary()) throw new Error(HOW_TO_GET_REDIS);
  const dir = mkdtempSync(join(tmpdir(), 'redis-sentinel-'));
  const procs: Proc[] = [];
  const stop = async () => {
    await Promise.all(procs.map(kill));
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const primaryPort = await freePort();
    const primary = startServer(['--port', String(primaryPort), ...BASE], dir, primaryPort);
    procs.push(primary);
    await waitFor(`primary on ${primaryPort}`, async () =>
      (await pingRedis(HOST, primaryPort)) ? true : undefined,
    );
    const replicaPort = await freePort();
    procs.push(
      startServer(
        ['--port', String(replicaPort), ...BASE, '--replicaof', HOST, String(primaryPort)],
        dir,
        replicaPort,
      ),
    );
    await waitFor(
      `replica on ${replicaPort} in sync`,
      async () => {
        const r = quiet(new Redis(replicaPort, HOST, { lazyConnect: true, maxRetriesPerRequest: 1 }));
        try {
          await r.connect();
          const info = await r.info('replication');
          return info.includes('master_link_status:up') ? true : undefined;
        } finally {
          r.disconnect();
        }
      },
      30_000,
    );
    const sentinelPort = await freePort();
    const conf = join(dir, `sentinel-${sentinelPort}.conf`);
    writeFileSync(
      conf,
      [
        `port ${sentinelPort}`,
        `bind ${HOST}`,
        'protected-mode no',
        `dir ${dir}`,
        `sentinel monitor ${name} ${HOST} ${primaryPort} 1`,
        `sentinel down-after-milliseconds ${name} ${downAfterMs}`,
        `sentinel failover-timeout ${name} 10000`,
        `sentinel parallel-syncs ${name} 1`,
        '',
      ].join('\n'),
    );
    procs.push({
      port: sentinelPort,
      child: spawn('redis-server', [conf, '--sentinel'], { cwd: dir, stdio: 'ignore' }),
    });
    const sentinel = () =>
      quiet(new Redis(sentinelPort, HOST, { lazyConnect: true, maxRetriesPerRequest: 1 }));
    const askPrimary = async (): Promise<number | undefined> => {
      const s = sentinel();
      try {
        await s.connect();
        const r = (await s.call('SENTINEL', 'get-master-addr-by-name', name)) as [string, string] | null;
        return r ? Number(r[1]) : undefined;
      } finally {
        s.disconnect();
      }
    };
    await waitFor(`sentinel on ${sentinelPort}`, askPrimary, 30_000);
    // The sentinel knows the replica once it has asked the primary (INFO every 10 s at most).
    await waitFor(
      'sentinel sees the replica',
      async () => {
        const s = sentinel();
        try {
          await s.connect();
          const replicas = (await s.call('SENTINEL', 'replicas', name)) as unknown[];
          return replicas.length > 0 ? true : undefined;
        } finally {
          s.disconnect();
        }
      },
      60_000,
    );
    const byPort = (port: number) => procs.find((p) => p.port === port)!;
    return {
      sentinels: [`${HOST}:${sentinelPort}`],
      name,
      primaryPort: async () => (await askPrimary())!,
      async syncReplica() {
        const port = (await askPrimary())!;
        const r = quiet(new Redis(port, HOST, { lazyConnect: true, maxRetriesPerRequest: 1 }));
        try {
          await r.connect();
          await waitFor('the replica acknowledged every write', async () =>
            Number(await r.call('WAIT', '1', '1000')) >= 1 ? true : undefined,
          );
        } finally {
          r.disconnect();
        }
      },
      async killPrimary() {
        const oldPort = (await askPrimary())!;
        await kill(byPort(oldPort));
        return oldPort;
      },
      promoted: (oldPort) =>
        waitFor(
          'the sentinel promoted the replica',
          async () => {
            const p = await askPrimary();
            return p !== undefined && p !== oldPort ? p : undefined;
          },
          90_000,
        ),
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
