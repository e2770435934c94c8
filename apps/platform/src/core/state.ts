/**
 * All platform state, worked on in memory. The core parts (ledger, players, tokens, outbox, counters) are
 * fields; each domain keeps its own data in a slice defined next to its handlers with `defineSlice`, so
 * no domain has to edit this file to add state. A state opened on a durable store (./persistence.ts)
 * starts from what was saved (core parts at once, each slice when it is first used), its parts are
 * watched record by record (./records.ts), and `persist()` writes the records that changed; the
 * counters are diagnostics and are not kept. On the memory store nothing is watched.
 */
import { PlatformEventBus } from './events';
import { Ledger } from './ledger';
import { decodePartInto, MemoryStateStore, type StateStore } from './persistence';
import { PartRecords, type RowChanges, type StoredRow } from './records';
import { Outbox } from './outbox';
import { PlayerStore } from './players';
import { TokenStore } from './tokens';

export class Counters {
  grants: Record<string, number> = { web_password: 0, refresh_token: 0 };
  requests: Record<string, number> = {};
  refreshReuse = 0;

  reset(): void {
    this.grants = { web_password: 0, refresh_token: 0 };
    this.requests = {};
    this.refreshReuse = 0;
  }
}

export class PlatformState {
  readonly ledger = new Ledger();
  readonly players = new PlayerStore();
  readonly tokens = new TokenStore();
  readonly outbox = new Outbox();
  readonly counters = new Counters();
  /** Domain event subscribers, wired at start by src/domains.ts. */
  readonly events = new PlatformEventBus<PlatformState>();
  /** Request ids seen in the last 10 minutes (replay protection). */
  readonly seenRequestIds = new Map<string, number>();
  private readonly slices = new Map<string, unknown>();
  private store: StateStore = new MemoryStateStore();
  /** The watched records of every part opened so far (durable stores only). */
  private readonly records = new Map<string, PartRecords>();
  /** Saved rows of slices not used yet in this run, and parts saved in the earlier whole-part format. */
  private readonly unopened = new Map<string, StoredRow[]>();
  private readonly legacy = new Map<string, Uint8Array>();

  /** A state that starts from what the store holds and persists to it. */
  static open(store: StateStore): PlatformState {
    const state = new PlatformState();
    state.store = store;
    if (store.kind === 'memory') return state;
    const saved = store.load();
    for (const row of saved.rows) {
      const rows = state.unopened.get(row.part);
      if (rows) rows.push(row);
      else state.unopened.set(row.part, [row]);
    }
    for (const [name, data] of saved.legacy) state.legacy.set(name, data);
    for (const [name, part] of state.coreParts()) state.openPart(name, part);
    return state;
  }

  /** Fills a freshly made part from its saved rows (or legacy blob) and watches it; returns the part. */
  private openPart<T>(name: string, part: T): T {
    const records = new PartRecords(name, this);
    const rows = this.unopened.get(name);
    if (rows) {
      records.load(part, rows);
      this.unopened.delete(name);
    } else {
      const old = this.legacy.get(name);
      if (old) decodePartInto(part, old);
    }
    this.legacy.delete(name);
    this.records.set(name, records);
    return records.attach(part);
  }

  get storeKind(): StateStore['kind'] {
    return this.store.kind;
  }

  slice<T>(name: string, init: (state: PlatformState) => T): T {
    if (!this.slices.has(name)) {
      const value = init(this);
      this.slices.set(name, this.store.kind === 'memory' ? value : this.openPart(`slice:${name}`, value));
    }
    return this.slices.get(name) as T;
  }

  /** Saves every record that changed since the last save, in one transaction; durable when it returns. */
  persist(): void {
    if (this.store.kind === 'memory') return;
    const changes: RowChanges = { puts: [], deletes: [] };
    try {
      for (const [name, records] of this.records)
        records.changes(
          name.startsWith('slice:') ? this.slices.get(name.slice(6)) : this.coreParts().get(name),
          changes,
        );
      this.store.save(changes);
    } catch (err) {
      for (const records of this.records.values()) records.rollback();
      throw err;
    }
    for (const records of this.records.values()) records.commit();
  }

  /** Every part opened so far, by name (core parts, then slices as `slice:<name>`). */
  parts(): [string, unknown][] {
    return [...this.coreParts(), ...[...this.slices].map(([n, v]) => [`slice:${n}`, v] as [string, unknown])];
  }

  close(): void {
    this.store.close();
  }

  private coreParts(): Map<string, object> {
    return new Map<string, object>([
      ['core:ledger', this.ledger],
      ['core:players', this.players],
      ['core:tokens', this.tokens],
      ['core:outbox', this.outbox],
      ['core:seenRequestIds', this.seenRequestIds],
    ]);
  }
}

/** `const games = defineSlice('games', () => new GamesStore())` then `games(ctx.state)`. */
export function defineSlice<T>(name: string, init: (state: PlatformState) => T): (state: PlatformState) => T {
  return (state) => state.slice(name, init);
}
