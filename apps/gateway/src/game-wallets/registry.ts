/**
 * What the gateway knows about money in games, shared by every instance: one record per player and
 * platform game wallet (a generation id that names its sweep, the session that put money in), the
 * leases of the pages that show a game of that wallet (each with its last sign of life), the time the
 * wallet becomes sweepable (last life + the stale time), a short mutex so money never moves in and out
 * of one wallet at the same time, and the statements of money returned without the player asking.
 * Redis implements it with Lua scripts (redis-registry.ts); this file holds the interface and the
 * in-memory twin for the single-process development fallback.
 */

export interface WalletRef {
  loginName: string;
  platformCode: string;
}

export interface WalletRecord extends WalletRef {
  /** Generation: a new one each time the wallet record is created; names the sweep's client order id. */
  gen: string;
  /** Redis key part of the session that opened it. */
  sessionKey: string;
  kind: 'web' | 'kiosk';
  terminalId: string;
  /** Latest sign of life of any lease (epoch ms). */
  lastLife: number;
  /** Live leases (seen within the stale time). */
  liveLeases: number;
}

export interface ReturnedLine {
  platformCode: string;
  currency: string;
  amount: string;
  orderNo: string;
}

export type ReturnReason =
  | 'cashout' // the kiosk customer pressed cash-out
  | 'player' // the web player pressed "return all to wallet"
  | 'left' // the game's page was closed, reloaded or navigated away (beacon) or the player left it
  | 'sweep' // no sign of life for the stale time
  | 'logout'
  | 'session-ended' // idle or absolute limit, refresh failure
  | 'session-invalid' // upstream 1018 (player disabled, session revoked)
  | 'terminal-refused'
  | 'restart' // a kiosk reloaded (watchdog) with a visit still open
  | 'staff-reload' // staff reloaded the terminal with a visit still open
  | 'recovered' // the terminal came back (power cut, killed browser) without its visit's session
  | 'staff-return'; // staff returned the money of a terminal's visit from the staff view

/** Money that came back to cash without the player pressing cash-out. */
export interface Statement {
  /** The reference shown to the player (and in the kiosk's QR code). */
  id: string;
  at: number;
  reason: ReturnReason;
  loginName: string;
  terminalId: string;
  lines: ReturnedLine[];
  cashBalances: { currency: string; amount: string }[];
  /**
   * The visit (session) a return of `returnAll` belongs to: a digest of the session's key, never the
   * key itself, never shown. A retried cash-out of the same visit answers (and adds to) this statement.
   */
  visit?: string;
}

export type LeaseState = 'alive' | 'gone';

/** The visit of a kiosk terminal that has (or had) money in games: whose, which session, since when. */
export interface TerminalVisit {
  loginName: string;
  sessionKey: string;
  /** When money first went into a game on this visit (epoch ms). */
  since: number;
}

export interface GameWalletRegistry {
  /** Registers a lease (a page showing a game of this wallet); creates the record when absent. */
  open(
    w: WalletRef,
    lease: string,
    owner: { sessionKey: string; kind: 'web' | 'kiosk'; terminalId: string },
    now: number,
    staleMs: number,
  ): Promise<void>;
  /** A sign of life of a lease; 'gone' when its wallet was returned meanwhile (or never opened). */
  alive(w: WalletRef, lease: string, now: number, staleMs: number): Promise<LeaseState>;
  /**
   * The lease ends; true when no other lease of the wallet lives (the wallet is then due at `dueAt`,
   * now by default).
   */
  leave(w: WalletRef, lease: string, now: number, staleMs: number, dueAt?: number): Promise<boolean>;
  /** Makes the wallet due now (session end), creating a record if money may sit there unrecorded. */
  forceDue(
    w: WalletRef,
    owner: { sessionKey: string; kind: 'web' | 'kiosk'; terminalId: string },
    now: number,
  ): Promise<void>;
  /** Wallets due at `now` (at most `limit`). */
  due(now: number, limit: number): Promise<WalletRef[]>;
  /** How many wallet records exist (wallets that may hold money), for the open-wallets gauge. */
  count(): Promise<number>;
  /**
   * Takes the wallet for a return: only if it is due, no lease lives, and nobody holds its mutex.
   * The claim holds the mutex for `workMs`; a claimant that dies leaves it to expire, and the wallet is
   * due again then. Answers the record's generation, or null.
   */
  claim(w: WalletRef, owner: string, now: number, staleMs: number, workMs: number): Promise<string | null>;
  /**
   * After the platform moved the money: forgets the record (if still of `gen`) and frees the mutex. A
   * lease taken meanwhile (a page opened a game of the wallet again) keeps the record, under a new
   * generation.
   */
  finish(w: WalletRef, owner: string, gen: string, now: number, staleMs: number): Promise<void>;
  /** The mutex for moving money in (waits are the caller's); true when taken. */
  lock(w: WalletRef, owner: string, ms: number): Promise<boolean>;
  unlock(w: WalletRef, owner: string): Promise<void>;
  /** The player's wallet records. */
  records(loginName: string, now: number, staleMs: number): Promise<WalletRecord[]>;
  /** Forgets records (the player moved everything out with transfer_out_all). */
  forget(w: WalletRef): Promise<void>;

  /** Keeps a statement for the player (shown on their next screen) and/or their kiosk terminal. */
  addStatement(s: Statement, keepMs: number, to: { player: boolean; terminal: boolean }): Promise<void>;
  /** Unacknowledged statements of a player, newest first. */
  statements(loginName: string): Promise<Statement[]>;
  ack(loginName: string, ids: string[]): Promise<void>;
  /** The latest unacknowledged statement of a kiosk terminal (shown after a reload too). */
  terminalStatement(terminalId: string): Promise<Statement | null>;
  ackTerminal(terminalId: string, id: string): Promise<void>;

  /** Notes the terminal's visit with money in games (kept when it is already this session's). */
  noteTerminalVisit(terminalId: string, visit: TerminalVisit, keepMs: number): Promise<void>;
  /** The terminal's visit whose money may still be in games, or null. */
  terminalVisit(terminalId: string): Promise<TerminalVisit | null>;
  /** The visit of this session on the terminal is over (its money came back). */
  endTerminalVisit(terminalId: string, sessionKey: string): Promise<void>;

  close(): Promise<void>;
}

export const member = (w: WalletRef) => `${w.loginName}|${w.platformCode}`;
export function parseMember(m: string): WalletRef {
  const i = m.lastIndexOf('|');
  return { loginName: m.slice(0, i), platformCode: m.slice(i + 1) };
}

interface MemRecord {
  gen: string;
  sessionKey: string;
  kind: 'web' | 'kiosk';
  terminalId: string;
  leases: Map<string, number>;
  due: number;
}

/** Single-process twin of the Redis registry (development fallback only). */
export class MemoryGameWalletRegistry implements GameWalletRegistry {
  private readonly recs = new Map<string, MemRecord>();
  private readonly locks = new Map<string, { owner: string; until: number }>();
  private readonly stmts = new Map<string, Statement[]>();
  private readonly terminal = new Map<string, Statement>();
  private readonly visits = new Map<string, TerminalVisit>();

  constructor(private readonly newGen: () => string) {}

  private locked(m: string, now: number) {
    const l = this.locks.get(m);
    return l !== undefined && l.until > now;
  }

  async open(w: WalletRef, lease: string, owner: MemOwner, now: number, staleMs: number) {
    const m = member(w);
    const r = this.recs.get(m) ?? { gen: this.newGen(), ...owner, leases: new Map(), due: 0 };
    r.sessionKey = owner.sessionKey;
    r.leases.set(lease, now);
    r.due = Math.max(r.due, now + staleMs);
    this.recs.set(m, r);
  }

  async alive(w: WalletRef, lease: string, now: number, staleMs: number): Promise<LeaseState> {
    const r = this.recs.get(member(w));
    if (!r?.leases.has(lease)) return 'gone';
    r.leases.set(lease, now);
    r.due = Math.max(r.due, now + staleMs);
    return 'alive';
  }

  async leave(w: WalletRef, lease: string, now: number, staleMs: number, dueAt = now) {
    const r = this.recs.get(member(w));
    if (!r) return false;
    r.leases.delete(lease);
    const live = [...r.leases.values()].some((t) => t > now - staleMs);
    if (!live) r.due = dueAt;
    return !live;
  }

  async forceDue(w: WalletRef, owner: MemOwner, now: number) {
    const m = member(w);
    const r = this.recs.get(m) ?? { gen: this.newGen(), ...owner, leases: new Map(), due: now };
    r.leases.clear();
    r.due = now;
    this.recs.set(m, r);
  }

  async count() {
    return this.recs.size;
  }

  async due(now: number, limit: number) {
    return [...this.recs]
      .filter(([, r]) => r.due <= now)
      .slice(0, limit)
      .map(([m]) => parseMember(m));
  }

  async claim(w: WalletRef, owner: string, now: number, staleMs: number, workMs: number) {
    const m = member(w);
    const r = this.recs.get(m);
    if (!r || r.due > now || this.locked(m, now)) return null;
    const last = Math.max(0, ...r.leases.values());
    if (last > now - staleMs) {
      r.due = last + staleMs;
      return null;
    }
    this.locks.set(m, { owner, until: now + workMs });
    r.due = now + workMs;
    return r.gen;
  }

  async finish(w: WalletRef, owner: string, gen: string, now: number, staleMs: number) {
    const m = member(w);
    if (this.locks.get(m)?.owner !== owner) return;
    const r = this.recs.get(m);
    if (r?.gen === gen) {
      const last = Math.max(0, ...r.leases.values());
      if (last > now - staleMs) {
        r.gen = this.newGen();
        r.due = last + staleMs;
      } else this.recs.delete(m);
    }
    this.locks.delete(m);
  }

  async lock(w: WalletRef, owner: string, ms: number) {
    const m = member(w);
    if (this.locked(m, Date.now())) return false;
    this.locks.set(m, { owner, until: Date.now() + ms });
    return true;
  }

  async unlock(w: WalletRef, owner: string) {
    const m = member(w);
    if (this.locks.get(m)?.owner === owner) this.locks.delete(m);
  }

  async records(loginName: string, now: number, staleMs: number): Promise<WalletRecord[]> {
    return [...this.recs]
      .map(([m, r]) => ({ ref: parseMember(m), r }))
      .filter(({ ref }) => ref.loginName === loginName)
      .map(({ ref, r }) => ({
        ...ref,
        gen: r.gen,
        sessionKey: r.sessionKey,
        kind: r.kind,
        terminalId: r.terminalId,
        lastLife: Math.max(0, ...r.leases.values()),
        liveLeases: [...r.leases.values()].filter((t) => t > now - staleMs).length,
      }));
  }

  async forget(w: WalletRef) {
    this.recs.delete(member(w));
  }

  async addStatement(s: Statement, _keepMs: number, to: { player: boolean; terminal: boolean }) {
    if (to.player) this.stmts.set(s.loginName, [s, ...(this.stmts.get(s.loginName) ?? [])].slice(0, 20));
    if (to.terminal && s.terminalId) this.terminal.set(s.terminalId, s);
  }

  async statements(loginName: string) {
    return this.stmts.get(loginName) ?? [];
  }

  async ack(loginName: string, ids: string[]) {
    const keep = (this.stmts.get(loginName) ?? []).filter((s) => !ids.includes(s.id));
    this.stmts.set(loginName, keep);
  }

  async terminalStatement(terminalId: string) {
    return this.terminal.get(terminalId) ?? null;
  }

  async ackTerminal(terminalId: string, id: string) {
    if (this.terminal.get(terminalId)?.id === id) this.terminal.delete(terminalId);
  }

  async noteTerminalVisit(terminalId: string, visit: TerminalVisit) {
    if (this.visits.get(terminalId)?.sessionKey !== visit.sessionKey) this.visits.set(terminalId, visit);
  }

  async terminalVisit(terminalId: string) {
    return this.visits.get(terminalId) ?? null;
  }

  async endTerminalVisit(terminalId: string, sessionKey: string) {
    if (this.visits.get(terminalId)?.sessionKey === sessionKey) this.visits.delete(terminalId);
  }

  async close() {}
}

type MemOwner = { sessionKey: string; kind: 'web' | 'kiosk'; terminalId: string };
