/**
 * Where the platform's state is kept between runs. The state (./state.ts) is a set of named parts: the
 * core stores (ledger, players, tokens, outbox, request ids) and every domain slice; each part is kept
 * as one row per record (./records.ts: a player, a ledger entry, an order, a game round, a balance...),
 * and `PlatformState.persist()` writes the records that changed since the last save in one transaction,
 * before the response that follows the change is sent (app.ts), so an answered request is never lost.
 *
 * - `sqlite` (the default): node:sqlite, one file (PLATFORM_DATA_FILE, default .data/platform.sqlite),
 *   table `records` (part, key, kind, data) keyed by (part, key); WAL journal with synchronous=FULL,
 *   opened exclusively so that two platforms never share a file; the file and its journal are 0600
 *   (accounts and password hashes are in it). A file written by the earlier whole-part format (table
 *   `parts`) is read once and rewritten as records.
 * - `memory`: nothing is written (tests, throwaway runs).
 */
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { deserialize } from 'node:v8';
import type { RowChanges, RowKind, StoredRow } from './records';

export interface Saved {
  rows: StoredRow[];
  /** Parts in the earlier whole-part format, by name (V8 serialization of the part's data). */
  legacy: Map<string, Uint8Array>;
}

export interface StateStore {
  readonly kind: 'sqlite' | 'memory';
  /** Every saved row, in the order they were first written. */
  load(): Saved;
  /** Writes these rows and deletes those in one transaction; durable when it returns. */
  save(changes: RowChanges): void;
  close(): void;
}

export class MemoryStateStore implements StateStore {
  readonly kind = 'memory';
  load(): Saved {
    return { rows: [], legacy: new Map() };
  }
  save() {}
  close() {}
}

export class SqliteStateStore implements StateStore {
  readonly kind = 'sqlite';

  private constructor(
    private readonly db: DatabaseSync,
    readonly file: string,
  ) {}

  static async open(file: string): Promise<SqliteStateStore> {
    let sqlite: { DatabaseSync: typeof DatabaseSync };
    try {
      sqlite = await import('node:sqlite');
    } catch {
      throw new Error(
        `node:sqlite is not available in Node ${process.versions.node} (it needs 22.13 or later; we run on 24): ` +
          'upgrade Node, or set PLATFORM_STORE=memory',
      );
    }
    mkdirSync(dirname(file), { recursive: true });
    // Owner-only from the first byte (and tightened on a file an older version made world-readable).
    closeSync(openSync(file, 'a', 0o600));
    for (const f of [file, `${file}-wal`, `${file}-shm`, `${file}-journal`])
      if (existsSync(f)) chmodSync(f, 0o600);
    const db = new sqlite.DatabaseSync(file);
    try {
      db.exec('PRAGMA locking_mode = EXCLUSIVE');
      db.exec('PRAGMA journal_mode = WAL');
      db.exec('PRAGMA synchronous = FULL');
      // The first write takes the exclusive lock now, so a second platform on this file fails at start.
      db.exec(
        'CREATE TABLE IF NOT EXISTS records (part TEXT NOT NULL, key TEXT NOT NULL, kind INTEGER NOT NULL, ' +
          'data BLOB, PRIMARY KEY (part, key))',
      );
      db.exec('BEGIN IMMEDIATE; COMMIT');
    } catch (err) {
      db.close();
      const busy = /locked|busy/i.test((err as Error).message);
      throw new Error(
        busy
          ? `${file} is in use by another platform: stop it, or set PLATFORM_DATA_FILE to another file`
          : `cannot open ${file}: ${(err as Error).message}`,
      );
    }
    // SQLite gives its journal the database file's mode; checked again in case it predates this version.
    for (const f of [`${file}-wal`, `${file}-shm`]) if (existsSync(f)) chmodSync(f, 0o600);
    return new SqliteStateStore(db, file);
  }

  private hasLegacy(): boolean {
    return Boolean(
      this.db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'parts'").get(),
    );
  }

  load(): Saved {
    const rows = this.db.prepare('SELECT part, key, kind, data FROM records ORDER BY rowid').all() as {
      part: string;
      key: string;
      kind: RowKind;
      data: Uint8Array | null;
    }[];
    const legacy = new Map<string, Uint8Array>();
    if (this.hasLegacy()) {
      const parts = this.db.prepare('SELECT name, data FROM parts').all() as {
        name: string;
        data: Uint8Array;
      }[];
      for (const p of parts) legacy.set(p.name, p.data);
    }
    return { rows, legacy };
  }

  save(changes: RowChanges) {
    if (changes.puts.length === 0 && changes.deletes.length === 0) return;
    this.put ??= this.db.prepare(
      'INSERT INTO records (part, key, kind, data) VALUES (?, ?, ?, ?) ' +
        'ON CONFLICT(part, key) DO UPDATE SET kind = excluded.kind, data = excluded.data',
    );
    this.del ??= this.db.prepare('DELETE FROM records WHERE part = ? AND key = ?');
    this.legacyLeft ??= this.hasLegacy();
    const dropLegacy = this.legacyLeft && changes.puts.length > 0;
    this.db.exec('BEGIN');
    try {
      for (const d of changes.deletes) this.del.run(d.part, d.key);
      for (const r of changes.puts) this.put.run(r.part, r.key, r.kind, r.data);
      // The earlier format is gone once its content has been written as records.
      if (dropLegacy) this.db.exec('DROP TABLE parts');
      this.db.exec('COMMIT');
      if (dropLegacy) this.legacyLeft = false;
    } catch (err) {
      this.db.exec('ROLLBACK');
      throw err;
    }
  }

  private legacyLeft: boolean | undefined;
  private put: StatementSync | undefined;
  private del: StatementSync | undefined;

  close() {
    if (this.db.isOpen) this.db.close();
  }
}

export async function openStateStore(options: { kind: 'sqlite' | 'memory'; file: string }) {
  return options.kind === 'sqlite' ? SqliteStateStore.open(options.file) : new MemoryStateStore();
}

/** Puts a part saved in the earlier whole-part format back into a freshly made part. */
export function decodePartInto(target: unknown, data: Uint8Array): void {
  const value: unknown = deserialize(data);
  if (target instanceof Map) {
    target.clear();
    for (const [k, v] of value as Map<unknown, unknown>) target.set(k, v);
  } else if (target instanceof Set) {
    target.clear();
    for (const v of value as Set<unknown>) target.add(v);
  } else if (Array.isArray(target)) {
    target.splice(0, target.length, ...(value as unknown[]));
  } else {
    Object.assign(target as object, value);
  }
}
