/**
 * The gateway's shared state, as the few domain operations it needs: sessions, the refresh claim that
 * makes every refresh token be sent at most once, caches, short-lived tickets and rate-limit windows.
 * Redis implements it for real deployments (redis-store.ts, atomic Lua scripts); an in-memory store
 * exists only for the single-process development fallback of `pnpm start`.
 * Every method rejects with StoreUnavailableError when the store cannot be reached, which the gateway
 * answers with a 503 (nobody is let through without a session check).
 */

/**
 * A session as the gateway uses it. In Redis it is a hash whose field names are kept short and stable
 * (the wire format: `cl`, `ln`, `tid`, `ca` for the four long names here; redis-store.ts maps them), so
 * sessions written by an older gateway stay readable.
 */
export interface SessionRecord {
  /** Token version, bumped by each successful refresh. */
  v: number;
  /** The upstream token pair, sealed with a key derived from the session id (lib/secrets.ts). */
  tok: string;
  /** The token version whose refresh token has been claimed for a refresh (-1: none). */
  claimedVersion: number;
  /** loginName (added to player calls). */
  loginName: string;
  /** Device id of the browser that logged in. */
  did: string;
  lang: string;
  cur: string;
  kind: 'web' | 'kiosk';
  /** Kiosk terminal id ('' for web). */
  terminalId: string;
  /** Created at (epoch ms). */
  createdAt: number;
  /** Absolute deadline (epoch ms). */
  abs: number;
  /** Idle time-out (ms), sliding. */
  idle: number;
}

export type ClaimResult =
  | 'acquired' // the caller owns the refresh of this version: it alone may send the refresh token
  | 'changed' // the version moved on: use the new tokens
  | 'busy' // another process is refreshing: wait
  | 'orphaned' // claimed, but the claimant vanished without result: the token may be spent, clear
  | 'gone'; // no session

/** A session event published to every gateway instance: a new token version, or the session cleared. */
export interface SessionEvent {
  key: string;
  version: number | null;
}

export class StoreUnavailableError extends Error {
  override name = 'StoreUnavailableError';
}

export interface Store {
  readonly kind: 'redis' | 'memory';
  ping(): Promise<void>;
  isReady(): boolean;

  sessionCreate(key: string, rec: SessionRecord): Promise<void>;
  /**
   * Reads the session and slides its idle time-out (bounded by the absolute deadline); with
   * `slide` false (a background call) it only reads.
   */
  sessionTouch(key: string, now: number, slide?: boolean): Promise<SessionRecord | null>;
  sessionPatch(key: string, fields: Partial<Pick<SessionRecord, 'lang' | 'cur'>>): Promise<void>;
  sessionDelete(key: string): Promise<void>;
  /** Milliseconds until the session expires (idle or absolute), or null when it is gone. Never slides it. */
  sessionTtl(key: string): Promise<number | null>;
  /** Current version, or null when the session is gone. */
  sessionVersion(key: string): Promise<{ v: number; tok: string } | null>;

  refreshClaim(key: string, seenVersion: number, owner: string, lockMs: number): Promise<ClaimResult>;
  /** Stores the new pair as version seenVersion+1 if the caller still owns the claim; publishes it. */
  refreshComplete(key: string, seenVersion: number, owner: string, tok: string): Promise<boolean>;
  /** Gives the claim back (the refresh token was certainly not sent). */
  refreshRelease(key: string, owner: string): Promise<void>;
  onSessionEvent(listener: (e: SessionEvent) => void): () => void;

  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Sets only when absent; true when set. */
  setNx(key: string, value: string, ttlMs: number): Promise<boolean>;
  del(key: string): Promise<void>;
  /** Deletes key only when it still holds value. */
  delIfEquals(key: string, value: string): Promise<void>;
  /** Fixed-window counter: the count after this hit and the ms left in the window. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetMs: number }>;

  /**
   * A player's sessions (the index `key` of each with its absolute deadline): so a password change or
   * "sign out other sessions" can end them, and the concurrent-session limit can count them. Entries
   * past their deadline are dropped when read; a listed session may already have ended by idleness.
   */
  indexAdd(index: string, member: string, until: number): Promise<void>;
  indexRemove(index: string, member: string): Promise<void>;
  /** Members still before their deadline, oldest deadline first. */
  indexList(index: string, now: number): Promise<string[]>;

  /** How many sessions the store holds (every instance's; for the open-sessions gauge, read when scraped). */
  sessionCount(): Promise<number>;

  close(): Promise<void>;
}
