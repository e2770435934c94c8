/**
 * `pnpm bench platform`: writes per second of the reference platform's durable store (node:sqlite),
 * with 1,000 and 100,000 players' data (BENCH_PLATFORM_PLAYERS), before and after the store kept one
 * row per record. Each player has an account, play money, a paid deposit order and a settled game
 * round (with everything a bet feeds: VIP points, rake back, tournament, lottery and task progress).
 * A write is what one request does: a deposit order made, the order approved (credit, first-deposit
 * report...) or a game round reported, then the save that makes it durable before the answer.
 *   before: the earlier store, one row per part holding the whole part (V8 serialization), every
 *           part serialized and compared on each save and the changed ones rewritten whole (kept here,
 *           in the bench only, to compare).
 *   after:  the platform's store (apps/platform/src/core/persistence.ts, records.ts).
 * Each figure runs BENCH_PLATFORM_MS (3000) of writes after the data is in the file.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { serialize } from 'node:v8';
import { cpus, loadavg } from 'node:os';
import { toUnits } from '@casino/shared/schemas/money';
import { MemoryStateStore, SqliteStateStore } from '../apps/platform/src/core/persistence';
import type { PlatformState } from '../apps/platform/src/core/state';
import { createPlatformState } from '../apps/platform/src/domains';
import { reportBet } from '../apps/platform/src/dev/money';
import { approveDeposit, createDeposit } from '../apps/platform/src/domain/deposit/service';
import { playerCash } from '../apps/platform/src/core/accounts';
import type { Player } from '../apps/platform/src/core/players';
import { fmt, out, table } from './lib/format';

/** Writes per second: small figures (the whole-part store with many players) keep their digits. */
const rate = (n: number) => fmt(n, n < 1 ? 3 : 1);

const SIZES = (process.env.BENCH_PLATFORM_PLAYERS ?? '1000,100000').split(',').map(Number);
const RUN_MS = Number(process.env.BENCH_PLATFORM_MS ?? 3000);

/** The earlier store: one blob per part, every part serialized and compared on each save. */
class WholePartStore {
  private readonly db: DatabaseSync;
  private readonly saved = new Map<string, Buffer>();
  constructor(file: string) {
    this.db = new DatabaseSync(file);
    this.db.exec('PRAGMA locking_mode = EXCLUSIVE');
    this.db.exec('PRAGMA journal_mode = WAL');
    this.db.exec('PRAGMA synchronous = FULL');
    this.db.exec('CREATE TABLE IF NOT EXISTS parts (name TEXT PRIMARY KEY, data BLOB NOT NULL)');
  }
  persist(state: PlatformState): void {
    const changed = new Map<string, Buffer>();
    for (const [name, value] of state.parts()) {
      const data = encodePart(value, state);
      const last = this.saved.get(name);
      if (!last || !last.equals(data)) changed.set(name, data);
    }
    if (changed.size === 0) return;
    const put = this.db.prepare(
      'INSERT INTO parts (name, data) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET data = excluded.data',
    );
    this.db.exec('BEGIN');
    for (const [name, data] of changed) put.run(name, data);
    this.db.exec('COMMIT');
    for (const [name, data] of changed) this.saved.set(name, data);
  }
  close() {
    this.db.close();
  }
}

function encodePart(value: unknown, exclude: object): Buffer {
  if (value instanceof Map || value instanceof Set || Array.isArray(value)) return serialize(value);
  const fields: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value as object))
    if (field !== exclude && typeof field !== 'function') fields[key] = field;
  return serialize(fields);
}

const FIXED_HASH = 'scrypt$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';
const DAY = Date.UTC(2026, 0, 5, 3, 0, 0);

/** n players with an account, play money, a paid deposit and a settled game round each. */
function populate(state: PlatformState, n: number): Player[] {
  // Hashing 100,000 passwords with scrypt would take minutes and is not what is measured.
  state.players.passwordHashOf = () => FIXED_HASH;
  const players: Player[] = [];
  for (let i = 0; i < n; i++) {
    const p = state.players.create({ loginName: `jcbench${i}`, username: `bench${i}`, password: 'x' });
    state.ledger.transfer({
      key: `seed:${p.id}`,
      kind: 'dev-seed',
      from: 'world:bank',
      to: playerCash(p.id),
      currency: 'JPY',
      amount: toUnits('100000'),
    });
    const order = createDeposit(
      state,
      p,
      { clientOrderId: `seed-${i}`, currency: 'JPY', amount: '5000', channelCode: 'BANK_JP' },
      DAY,
    );
    approveDeposit(state, order.orderNo, DAY);
    reportBet(
      state,
      p.id,
      { currency: 'JPY', amount: toUnits('100'), win: toUnits('50'), roundId: `seed-${i}` },
      DAY,
    );
    players.push(p);
  }
  return players;
}

/** Writes for RUN_MS: deposit made, deposit approved, round reported, each saved before the next. */
function writes(
  state: PlatformState,
  players: Player[],
  save: () => void,
): { perSecond: number; writes: number } {
  let n = 0;
  const started = performance.now();
  while (performance.now() - started < RUN_MS || n < 3) {
    const i = n % 3;
    const p = players[Math.floor(Math.random() * players.length)]!;
    const id = `bench-${n}`;
    const now = DAY + 3600_000 + n;
    if (i === 0) {
      const order = createDeposit(
        state,
        p,
        { clientOrderId: id, currency: 'JPY', amount: '3000', channelCode: 'BANK_JP' },
        now,
      );
      save();
      approveDeposit(state, order.orderNo, now);
      n++;
    } else reportBet(state, p.id, { currency: 'JPY', amount: toUnits('10'), win: 0n, roundId: id }, now);
    save();
    n++;
  }
  return { perSecond: (n / (performance.now() - started)) * 1000, writes: n };
}

async function measure(kind: 'before' | 'after', players: number) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-platform-'));
  const file = join(dir, 'platform.sqlite');
  try {
    if (kind === 'before') {
      const state = createPlatformState(new MemoryStateStore());
      const list = populate(state, players);
      const store = new WholePartStore(file);
      store.persist(state);
      const r = writes(state, list, () => store.persist(state));
      store.close();
      return r;
    }
    const store = await SqliteStateStore.open(file);
    const state = createPlatformState(store);
    const list = populate(state, players);
    state.persist();
    const r = writes(state, list, () => state.persist());
    store.close();
    return r;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function runPlatformStore(): Promise<{ markdown: string }> {
  const rows: string[][] = [];
  for (const n of SIZES) {
    const load = loadavg()[0]!.toFixed(1);
    const before = await measure('before', n);
    out(`  ${fmt(n)} players, whole parts: ${rate(before.perSecond)} writes/s (${before.writes} writes)`);
    const after = await measure('after', n);
    out(
      `  ${fmt(n)} players, one row per record: ${rate(after.perSecond)} writes/s (${after.writes} writes)`,
    );
    rows.push([
      fmt(n),
      rate(before.perSecond),
      rate(after.perSecond),
      `${fmt(after.perSecond / before.perSecond, 0)}x`,
      `${load} -> ${loadavg()[0]!.toFixed(1)} (${cpus().length} cores)`,
    ]);
  }
  return {
    markdown: [
      'Durable writes per second of the reference platform (node:sqlite, synchronous=FULL), each write saved before the next: ' +
        'a deposit made, approved, or a game round reported, for a random player.',
      '',
      table(
        ['players', 'before: whole parts', 'after: one row per record', 'after / before', 'load average'],
        rows,
      ),
    ].join('\n'),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) out((await runPlatformStore()).markdown);
