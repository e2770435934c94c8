/**
 * All platform state, worked on in memory. The core parts (ledger, players, tokens, outbox, counters) are
 * fields; each domain keeps its own data in a slice defined next to its handlers with `defineSlice`, so
 * no domain has to edit this file to add state. A state opened on a durable store (./persistence.ts)
 * starts from what was saved (core parts at once, each slice when it is first used) and `persist()`
 * saves every part that changed; the counters are diagnostics and are not kept.
 */
import { PlatformEventBus } from './events';
import { Ledger } from './ledger';
import { decodePartInto, encodePart, MemoryStateStore, type StateStore } from './persistence';
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
  /** The bytes last saved (or loaded) per part, to write only what changed. */
  private readonly saved = new Map<string, Uint8Array>();
  /** Saved slices not used yet in this run. */
  private readonly unopened = new Map<string, Uint8Array>();

  /** A state that starts from what the store holds and persists to it. */
  static open(store: StateStore): PlatformState {
    const state = new PlatformState();
    state.store = store;
    const core = state.coreParts();
    for (const [name, data] of store.load()) {
      state.saved.set(name, data);
      const part = core.get(name);
      if (part) decodePartInto(part, data);
      else if (name.startsWith('slice:')) state.unopened.set(name, data);
    }
    return state;
  }

  get storeKind(): StateStore['kind'] {
    return this.store.kind;
  }

  slice<T>(name: string, init: (state: PlatformState) => T): T {
    if (!this.slices.has(name)) {
      const value = init(this);
      const data = this.unopened.get(`slice:${name}`);
      if (data) {
        decodePartInto(value, data);
        this.unopened.delete(`slice:${name}`);
      }
      this.slices.set(name, value);
    }
    return this.slices.get(name) as T;
  }

  /** Saves every part that changed since the last save, in one transaction; durable when it returns. */
  persist(): void {
    if (this.store.kind === 'memory') return;
    const changed = new Map<string, Uint8Array>();
    const parts = [...this.coreParts(), ...[...this.slices].map(([n, v]) => [`slice:${n}`, v] as const)];
    for (const [name, value] of parts) {
      const data = encodePart(value, this);
      const last = this.saved.get(name);
      if (!last || !Buffer.from(last.buffer, last.byteOffset, last.byteLength).equals(data))
        changed.set(name, data);
    }
    if (changed.size === 0) return;
    this.store.save(changed);
    for (const [name, data] of changed) this.saved.set(name, data);
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
