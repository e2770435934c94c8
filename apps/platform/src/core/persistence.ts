/**
 * Where the platform's state is kept between runs. The state (./state.ts) is a set of named parts: the
 * core stores (ledger, players, tokens, outbox, request ids) and every domain slice. A part is saved as
 * the V8 serialization of its data (Maps, Sets, bigints and shared references survive), and
 * `PlatformState.persist()` writes the parts that changed since the last save in one transaction,
 * before the response that follows the change is sent (app.ts), so an answered request is never lost.
 *
 * - `sqlite` (the default): node:sqlite, one file (PLATFORM_DATA_FILE, default .data/platform.sqlite),
 *   WAL journal with synchronous=FULL, opened exclusively so that two platforms never share a file.
 * - `memory`: nothing is written (tests, throwaway runs).
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { deserialize, serialize } from 'node:v8';

export interface StateStore {
  readonly kind: 'sqlite' | 'memory';
  /** Every saved part, by name. */
  load(): Map<string, Uint8Array>;
  /** Writes these parts in one transaction; they are durable when it returns. */
  save(parts: ReadonlyMap<string, Uint8Array>): void;
  close(): void;
}

export class MemoryStateStore implements StateStore {
  readonly kind = 'memory';
  load() {
    return new Map<string, Uint8Array>();
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
    const db = new sqlite.DatabaseSync(file);
    try {
      db.exec('PRAGMA locking_mode = EXCLUSIVE');
      db.exec('PRAGMA journal_mode = WAL');
      db.exec('PRAGMA synchronous = FULL');
      // The first write takes the exclusive lock now, so a second platform on this file fails at start.
      db.exec('CREATE TABLE IF NOT EXISTS parts (name TEXT PRIMARY KEY, data BLOB NOT NULL)');
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
    return new SqliteStateStore(db, file);
  }

  load() {
    const rows = this.db.prepare('SELECT name, data FROM parts').all() as {
      name: string;
      data: Uint8Array;
    }[];
    return new Map(rows.map((r) => [r.name, r.data]));
  }

  save(parts: ReadonlyMap<string, Uint8Array>) {
    const put = this.db.prepare(
      'INSERT INTO parts (name, data) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET data = excluded.data',
    );
    this.db.exec('BEGIN');
    try {
      for (const [name, data] of parts) put.run(name, data);
      this.db.exec('COMMIT');
    } catch (err) {
      this.db.exec('ROLLBACK');
      throw err;
    }
  }

  close() {
    if (this.db.isOpen) this.db.close();
  }
}

export async function openStateStore(options: { kind: 'sqlite' | 'memory'; file: string }) {
  return options.kind === 'sqlite' ? SqliteStateStore.open(options.file) : new MemoryStateStore();
}

/**
 * The data of a part: a Map, Set or array as it is; a class instance as its own fields, leaving out
 * functions and back-references to the state itself (a slice may keep the state it was made from).
 */
export function encodePart(value: unknown, exclude: object): Uint8Array {
  if (value instanceof Map || value instanceof Set || Array.isArray(value)) return serialize(value);
  const fields: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value as object)) {
    if (field !== exclude && typeof field !== 'function') fields[key] = field;
  }
  return serialize(fields);
}

/** Puts saved data back into a freshly made part (the same shape encodePart took it from). */
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
