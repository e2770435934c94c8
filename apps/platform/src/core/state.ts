/**
 * All platform state, in memory. The core parts (ledger, players, tokens, outbox, counters) are fields;
 * each domain keeps its own data in a slice defined next to its handlers with `defineSlice`, so no
 * domain has to edit this file to add state.
 */
import { Ledger } from './ledger';
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
  /** Request ids seen in the last 10 minutes (replay protection). */
  readonly seenRequestIds = new Map<string, number>();
  private readonly slices = new Map<string, unknown>();

  slice<T>(name: string, init: (state: PlatformState) => T): T {
    if (!this.slices.has(name)) this.slices.set(name, init(this));
    return this.slices.get(name) as T;
  }
}

/** `const games = defineSlice('games', () => new GamesStore())` then `games(ctx.state)`. */
export function defineSlice<T>(name: string, init: (state: PlatformState) => T): (state: PlatformState) => T {
  return (state) => state.slice(name, init);
}
