/**
 * The game-wallet lifecycle (docs/gateway.md, "Money in games"): money moved into a provider's game
 * wallet comes back to cash when the last page showing a game of that wallet leaves, when the session
 * ends in any way, and, as the backstop, when no page has shown life for the stale time (the sweeper).
 * Every return goes through `returnWallet`: a Redis claim (one instance, one return), then the
 * platform's merchant transfer_out_all with a client order id named after the wallet record's
 * generation (a retried return moves nothing twice), then a statement for the player.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { MERCHANT_CALLS, type MerchantTransferOutAllOutput } from '@casino/shared/protocol/merchant';
import type { GatewayConfig } from '../config';
import type { UpstreamClient } from '../lib/upstream';
import {
  member,
  type GameWalletRegistry,
  type ReturnedLine,
  type Statement,
  type WalletRecord,
  type WalletRef,
} from './registry';
import type { LeaseRef, StatementView } from './catalog';
import { walletSweeps, walletSweptAmount } from '../observability/metrics';

export type StatementReason = StatementView['reason'];

export interface SessionOwner {
  loginName: string;
  sessionKey: string;
  kind: 'web' | 'kiosk';
  terminalId: string;
}

const id = (bytes: number) => randomBytes(bytes).toString('base64url');

/** A reference a person can read out: date, time and 6 random characters. */
function statementId(now: number): string {
  const d = new Date(now + 9 * 3600_000); // JST
  const ymd = d.toISOString().slice(0, 10).replace(/-/g, '');
  const hm = d.toISOString().slice(11, 16).replace(':', '');
  return `R${ymd}-${hm}-${randomBytes(4).toString('hex').toUpperCase().slice(0, 6)}`;
}

/**
 * How far ahead a forced return makes a wallet due (returnNow): much longer than the two registry calls
 * between the making due and the claim take on a loaded machine, short next to the sweeper's own wait.
 */
const FORCED_HOLD_MS = 2_000;
/** The reasons of `returnAll` statements (the ones a retried call of the same visit adds to). */
const RETURN_ALL_REASONS = new Set<StatementReason>(['cashout', 'restart', 'staff-reload', 'player']);

/** The visit a statement belongs to: a digest of the session's key (the key itself stays secret). */
const visitOf = (sessionKey: string) =>
  createHash('sha256').update(`visit:${sessionKey}`).digest('base64url').slice(0, 22);

/** A statement of the money returned now to the owner's cash. */
function newStatement(
  owner: SessionOwner,
  reason: StatementReason,
  lines: ReturnedLine[],
  cashBalances: Statement['cashBalances'],
  now: number,
): Statement {
  return {
    id: statementId(now),
    at: now,
    reason,
    loginName: owner.loginName,
    terminalId: owner.terminalId,
    lines,
    cashBalances,
  };
}

/** The lines of a merchant transfer_out_all answer, as a statement keeps them. */
function returnedLines(r: MerchantTransferOutAllOutput): ReturnedLine[] {
  return r.list.map((l) => ({
    platformCode: l.platformCode,
    currency: l.currency,
    amount: l.amount,
    orderNo: l.orderNo,
  }));
}

export class GameWalletService {
  readonly instance = id(9);
  private timer: ReturnType<typeof setInterval> | undefined;
  private sweeping = false;
  /**
   * Set by the kiosk plugin: whether a terminal is out of service in the configuration (disabled).
   * Money swept from a visit on such a terminal came back because the terminal was stopped.
   */
  terminalStopped: (terminalId: string) => boolean = () => false;
  /**
   * Set by the live channel (live/plugin.ts): a statement was made (for the player's pages, and for the
   * terminal when `terminal`; `kept`: it waits for the player's next screen), and a player's money moved.
   */
  onStatement: (s: Statement, terminal: boolean, kept: boolean) => void = () => undefined;
  onMoney: (loginName: string) => void = () => undefined;
  onReturning: (w: WalletRef) => void = () => undefined;
  /** How long a claim holds a wallet: longer than an upstream call can take. */
  private readonly workMs: number;

  constructor(
    readonly registry: GameWalletRegistry,
    private readonly upstream: UpstreamClient,
    private readonly config: GatewayConfig,
    private readonly log: FastifyBaseLogger,
  ) {
    this.workMs = config.upstream.timeoutMs + 5_000;
  }

  get settings() {
    const { staleMs, readyTimeoutMs } = this.config.gameWallets;
    return { staleMs, readyTimeoutMs, pingMs: Math.max(200, Math.min(30_000, Math.floor(staleMs / 4))) };
  }

  // ---------------------------------------------------------------- leases

  async open(owner: SessionOwner, platformCode: string) {
    const leaseId = id(18);
    await this.registry.open(
      { loginName: owner.loginName, platformCode },
      leaseId,
      owner,
      Date.now(),
      this.config.gameWallets.staleMs,
    );
    return { leaseId, ...this.settings };
  }

  async alive(loginName: string, leases: LeaseRef[]): Promise<string[]> {
    const gone: string[] = [];
    const now = Date.now();
    for (const l of leases) {
      const state = await this.registry.alive(
        { loginName, platformCode: l.platformCode },
        l.leaseId,
        now,
        this.config.gameWallets.staleMs,
      );
      if (state === 'gone') gone.push(l.leaseId);
    }
    return gone;
  }

  /**
   * The pages of these leases closed their games; wallets no live page shows go back now. `seen`: the
   * page shows the answer to the player itself, so nothing waits for the player's next screen (a
   * kiosk terminal still keeps it).
   */
  async leave(
    owner: SessionOwner,
    leases: LeaseRef[],
    opts: { seen?: boolean } = {},
  ): Promise<Statement | null> {
    const now = Date.now();
    // Due a moment ahead and claimed for that moment, as in returnNow: a sweeper tick between the two
    // steps would otherwise take the wallet and the page would not get the statement it shows.
    const at = now + FORCED_HOLD_MS;
    const lines: ReturnedLine[] = [];
    let cash: Statement['cashBalances'] = [];
    const done = new Set<string>();
    for (const l of leases) {
      const w = { loginName: owner.loginName, platformCode: l.platformCode };
      const last = await this.registry.leave(w, l.leaseId, now, this.config.gameWallets.staleMs, at);
      if (!last || done.has(l.platformCode)) continue;
      done.add(l.platformCode);
      const r = await this.returnWallet(w, at);
      if (r) {
        lines.push(...r.lines);
        cash = r.cashBalances;
      }
    }
    return this.record(owner, 'left', lines, cash, { player: !opts.seen });
  }

  // ---------------------------------------------------------------- money in

  /**
   * Runs a transfer into a game wallet under the wallet's mutex (so a sweep can never take money that
   * is arriving, nor money arrive in a wallet being swept), after making sure the wallet is recorded:
   * money the gateway moved in is always money the sweeper knows about.
   */
  async moveIn<T>(owner: SessionOwner, platformCode: string, transfer: () => Promise<T>): Promise<T> {
    const w = { loginName: owner.loginName, platformCode };
    const lockOwner = id(9);
    const deadline = Date.now() + this.workMs;
    while (!(await this.registry.lock(w, lockOwner, this.workMs))) {
      if (Date.now() > deadline) throw new Error('game wallet busy');
      await new Promise((r) => setTimeout(r, 100));
    }
    try {
      await this.registry.open(w, '', owner, Date.now(), this.config.gameWallets.staleMs);
      // A terminal that loses its browser (power cut) proves who it is when it comes back: this is
      // how the gateway knows whose money to return then.
      if (owner.kind === 'kiosk' && owner.terminalId)
        await this.registry.noteTerminalVisit(
          owner.terminalId,
          { loginName: owner.loginName, sessionKey: owner.sessionKey, since: Date.now() },
          this.config.gameWallets.statementKeepMs,
        );
      return await transfer();
    } finally {
      await this.registry.unlock(w, lockOwner).catch(() => undefined);
    }
  }

  // ---------------------------------------------------------------- returns

  /**
   * Claims the wallet and moves it back to cash; null when another instance has it or it is alive.
   * `at` is the moment the claim is made for (now, or the moment a forced return made it due: returnNow).
   */
  async returnWallet(
    w: WalletRef,
    at = Date.now(),
  ): Promise<{ lines: ReturnedLine[]; cashBalances: Statement['cashBalances'] } | null> {
    const { staleMs } = this.config.gameWallets;
    const owner = id(9);
    const gen = await this.registry.claim(w, owner, at, staleMs, this.workMs);
    if (!gen) return null;
    this.onReturning(w);
    try {
      const r = await this.merchantOut(w.loginName, w.platformCode, `sw${gen}`);
      await this.registry.finish(w, owner, gen, Date.now(), staleMs);
      this.onMoney(w.loginName);
      return {
        lines: returnedLines(r),
        cashBalances: r.cashBalances,
      };
    } catch (err) {
      // The claim expires by itself and the wallet is due again then; the retry uses the same id.
      this.log.warn(
        { err: (err as Error).message, platformCode: w.platformCode },
        'game wallet return failed',
      );
      return null;
    }
  }

  /**
   * A wallet back now, for a session's end, "return all" or a terminal's recovery: made due a moment
   * ahead (FORCED_HOLD_MS) and claimed for that moment, so that no sweeper, of this instance or another,
   * claims it between the two steps and records the return as its own ("sweep" instead of the reason
   * the player is told). A return that fails, or an instance that stops between the two steps, leaves
   * the wallet to the sweeper, which takes it that moment later.
   */
  private async returnNow(r: WalletRef, owner: SessionOwner) {
    const at = Date.now() + FORCED_HOLD_MS;
    await this.registry.forceDue(r, owner, at);
    return this.returnWallet(r, at);
  }

  /**
   * The session ended (logout, 1018, refused terminal, idle seen by a page): every wallet of this
   * session, and every wallet no live page of another session shows, goes back to cash now.
   */
  async endSession(owner: SessionOwner, reason: StatementReason): Promise<Statement | null> {
    const { staleMs } = this.config.gameWallets;
    const now = Date.now();
    const records = await this.registry.records(owner.loginName, now, staleMs);
    const lines: ReturnedLine[] = [];
    let cash: Statement['cashBalances'] = [];
    const elsewhere = records.some((r) => r.sessionKey !== owner.sessionKey && r.liveLeases > 0);
    for (const r of records) {
      if (r.sessionKey !== owner.sessionKey && r.liveLeases > 0) continue;
      const out = await this.returnNow(r, owner);
      if (out) {
        lines.push(...out.lines);
        cash = out.cashBalances;
      }
    }
    if (!elsewhere) {
      // Money the gateway never saw moving in (another client of the platform, an older session):
      // one transfer_out_all of everything, idempotent per session.
      const digest = createHash('sha256').update(`end:${owner.sessionKey}`).digest('base64url');
      try {
        const r = await this.merchantOut(owner.loginName, undefined, `se${digest.slice(0, 40)}`);
        lines.push(...returnedLines(r));
        cash = r.cashBalances;
      } catch (err) {
        this.log.warn({ err: (err as Error).message }, 'game wallets at session end: return failed');
      }
    }
    await this.endVisit(owner);
    return this.record(owner, reason, lines, cash);
  }

  private async endVisit(owner: SessionOwner) {
    if (owner.kind === 'kiosk' && owner.terminalId)
      await this.registry.endTerminalVisit(owner.terminalId, owner.sessionKey).catch(() => undefined);
  }

  /**
   * The money of a terminal's visit back to the owner now: the terminal came back without the visit's
   * session (a power cut, a killed browser: `recovered`), or staff asked from the staff view
   * (`staff-return`). Only the wallets that visit's session put money in move; the statement is the
   * owner's (their next screen, kiosk or web) and the terminal's (shown there as a neutral notice).
   * `exceptSessionKey`: the session of the page asking, whose own visit its page ends itself.
   */
  async recoverTerminal(
    terminalId: string,
    reason: 'recovered' | 'staff-return',
    opts: { exceptSessionKey?: string } = {},
  ): Promise<{ statement: Statement | null; loginName: string; sessionKey: string } | null> {
    const visit = await this.registry.terminalVisit(terminalId);
    if (!visit || visit.sessionKey === opts.exceptSessionKey) return null;
    const { staleMs } = this.config.gameWallets;
    const owner: SessionOwner = {
      loginName: visit.loginName,
      sessionKey: visit.sessionKey,
      kind: 'kiosk',
      terminalId,
    };
    const now = Date.now();
    const lines: ReturnedLine[] = [];
    let cash: Statement['cashBalances'] = [];
    let pending = false;
    for (const r of await this.registry.records(visit.loginName, now, staleMs)) {
      if (r.sessionKey !== visit.sessionKey) continue;
      const out = await this.returnNow(r, owner);
      if (out) {
        lines.push(...out.lines);
        cash = out.cashBalances;
      } else pending = true;
    }
    // A wallet another instance is returning right now stays due: the visit ends with its return.
    if (!pending) await this.endVisit(owner);
    const statement = await this.record(owner, reason, lines, cash);
    return { statement, loginName: visit.loginName, sessionKey: visit.sessionKey };
  }

  /** Everything back now, asked for by the player (web "return all", kiosk cash-out or restart). */
  async returnAll(owner: SessionOwner, reason: StatementReason): Promise<Statement> {
    const { staleMs } = this.config.gameWallets;
    const now = Date.now();
    const lines: ReturnedLine[] = [];
    for (const r of await this.registry.records(owner.loginName, now, staleMs)) {
      const out = await this.returnNow(r, owner);
      if (out) lines.push(...out.lines);
    }
    const r = await this.merchantOut(owner.loginName, undefined, `ra${id(18)}`);
    lines.push(...returnedLines(r));
    const visit = visitOf(owner.sessionKey);
    let statement: Statement = { ...newStatement(owner, reason, lines, r.cashBalances, now), visit };
    // The kiosk's final statement is kept for the terminal (shown again after a reload or a lost
    // answer); a web player asked and sees the answer, so nothing waits for them.
    if (owner.kind === 'kiosk' && owner.terminalId) {
      // A cash-out sent again (its first answer was lost): the terminal still keeps the statement of
      // the first, real return of this visit. The answer is that statement (same reference), with
      // whatever this call moved added to it; an empty second answer never replaces it.
      const kept = await this.registry.terminalStatement(owner.terminalId).catch(() => null);
      if (
        kept &&
        kept.visit === visit &&
        kept.loginName === owner.loginName &&
        kept.terminalId === owner.terminalId &&
        RETURN_ALL_REASONS.has(kept.reason)
      )
        statement = {
          ...kept,
          lines: [...kept.lines, ...lines],
          cashBalances: r.cashBalances.length ? r.cashBalances : kept.cashBalances,
        };
      await this.registry.addStatement(statement, this.config.gameWallets.statementKeepMs, {
        player: false,
        terminal: true,
      });
      await this.endVisit(owner);
    }
    this.onStatement(statement, owner.kind === 'kiosk' && Boolean(owner.terminalId), false);
    return statement;
  }

  /**
   * The statement of a kiosk visit a refused terminal ended: what the refusal returned, plus what was
   * returned of this customer's money on this terminal without them (the sweeper, a closed page) and
   * nobody has seen yet, as one statement kept for the terminal (its refused screen, then its first
   * screen once enabled again). The refusal ended the visit, so it carries the refusal's reason.
   */
  async refusedVisit(
    owner: SessionOwner,
    terminalId: string,
    kept: Statement | null,
    returned: Statement | null,
  ): Promise<Statement | null> {
    const unseen =
      kept &&
      kept.lines.length > 0 &&
      kept.loginName === owner.loginName &&
      kept.terminalId === terminalId &&
      (kept.reason === 'sweep' || kept.reason === 'left')
        ? kept
        : null;
    if (!unseen) {
      if (returned) return returned;
      // A concurrent refused call of the same visit returned the money first: its statement.
      return kept && kept.lines.length > 0 && kept.loginName === owner.loginName ? kept : null;
    }
    const now = Date.now();
    const merged: Statement = {
      id: returned?.id ?? statementId(now),
      at: unseen.at,
      reason: 'terminal-refused',
      loginName: owner.loginName,
      terminalId,
      lines: [...unseen.lines, ...(returned?.lines ?? [])],
      cashBalances: returned?.cashBalances.length ? returned.cashBalances : unseen.cashBalances,
    };
    await this.registry.addStatement(merged, this.config.gameWallets.statementKeepMs, {
      player: false,
      terminal: true,
    });
    this.onStatement(merged, true, false);
    return merged;
  }

  private async record(
    owner: SessionOwner,
    reason: StatementReason,
    lines: ReturnedLine[],
    cashBalances: Statement['cashBalances'],
    keep: { player: boolean } = { player: true },
  ): Promise<Statement | null> {
    if (lines.length === 0) return null;
    const now = Date.now();
    const s = newStatement(owner, reason, lines, cashBalances, now);
    if (keep.player || owner.terminalId)
      await this.registry.addStatement(s, this.config.gameWallets.statementKeepMs, {
        player: keep.player,
        terminal: Boolean(owner.terminalId),
      });
    this.onStatement(s, Boolean(owner.terminalId), keep.player);
    return s;
  }

  // ---------------------------------------------------------------- the sweeper

  /** One pass: every due wallet this instance can claim goes back to cash. Answers how many moved. */
  async sweepOnce(): Promise<number> {
    if (this.sweeping) return 0;
    this.sweeping = true;
    let moved = 0;
    try {
      const now = Date.now();
      const due = await this.registry.due(now, 50);
      // The terminal of a kiosk wallet, so the terminal shows the statement after its restart.
      const records = new Map<string, { terminalId: string; sessionKey: string }>();
      const byLogin = new Map<string, WalletRecord[]>();
      for (const ln of new Set(due.map((w) => w.loginName))) {
        const list = await this.registry.records(ln, now, this.config.gameWallets.staleMs);
        byLogin.set(ln, list);
        for (const r of list)
          if (r.terminalId) records.set(member(r), { terminalId: r.terminalId, sessionKey: r.sessionKey });
      }
      // A terminal's page keeps all its games' leases alive together: one of them gone stale means the
      // page is gone, so every game of that visit comes back now, in the same statement.
      const dueSet = new Set(due.map(member));
      for (const w of [...due]) {
        const rec = records.get(member(w));
        if (!rec?.sessionKey) continue;
        for (const other of byLogin.get(w.loginName) ?? []) {
          if (other.sessionKey !== rec.sessionKey || dueSet.has(member(other))) continue;
          await this.registry.forceDue(other, { ...rec, kind: 'kiosk' }, now);
          dueSet.add(member(other));
          due.push({ loginName: other.loginName, platformCode: other.platformCode });
        }
      }
      // Every wallet of one player on one terminal (or on the web) swept in this pass is one
      // statement: the visit's whole return, never only its last wallet.
      const visits = new Map<
        string,
        { owner: SessionOwner; lines: ReturnedLine[]; cash: Statement['cashBalances'] }
      >();
      for (const w of due) {
        const r = await this.returnWallet(w);
        if (!r) continue;
        moved += 1;
        walletSweeps.inc();
        for (const l of r.lines)
          walletSweptAmount.inc({ currency: l.currency }, Math.max(0, Number(l.amount) || 0));
        const rec = records.get(member(w));
        const terminalId = rec?.terminalId ?? '';
        const k = `${w.loginName}|${terminalId}`;
        const v = visits.get(k) ?? {
          owner: {
            loginName: w.loginName,
            sessionKey: rec?.sessionKey ?? '',
            kind: terminalId ? 'kiosk' : 'web',
            terminalId,
          },
          lines: [],
          cash: [],
        };
        v.lines.push(...r.lines);
        if (r.cashBalances.length) v.cash = r.cashBalances;
        visits.set(k, v);
        if (r.lines.length)
          this.log.info({ platformCode: w.platformCode, lines: r.lines.length }, 'game wallet swept');
      }
      for (const { owner, lines, cash } of visits.values()) {
        const { terminalId } = owner;
        await this.record(
          { ...owner, sessionKey: '' },
          terminalId && this.terminalStopped(terminalId) ? 'terminal-refused' : 'sweep',
          lines,
          cash,
        );
        if (terminalId && owner.sessionKey) {
          const left = await this.registry.records(
            owner.loginName,
            Date.now(),
            this.config.gameWallets.staleMs,
          );
          if (!left.some((r) => r.sessionKey === owner.sessionKey)) await this.endVisit(owner);
        }
      }
    } catch (err) {
      this.log.warn({ err: (err as Error).message }, 'game wallet sweep failed');
    } finally {
      this.sweeping = false;
    }
    return moved;
  }

  start() {
    const every = this.config.gameWallets.sweepIntervalMs;
    if (every <= 0 || this.timer) return;
    this.timer = setInterval(() => void this.sweepOnce(), every);
    this.timer.unref();
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.registry.close();
  }

  private async merchantOut(
    loginName: string,
    platformCode: string | undefined,
    clientOrderId: string,
  ): Promise<MerchantTransferOutAllOutput> {
    const call = MERCHANT_CALLS.gameTransferOutAll;
    const r = await this.upstream.call({
      path: call.path,
      client: 'main',
      payload: { loginName, clientOrderId, ...(platformCode ? { platformCode } : {}) },
      auth: 'basic',
      deviceId: 'gateway-game-wallets',
      language: 'ja-JP',
      timezone: this.config.upstream.timezone,
      clientIp: '127.0.0.1',
      log: this.log,
    });
    if (!r.ok || !('data' in r)) {
      const code = r.ok ? 'blob' : r.tokenExpired ? 'token' : String(r.code);
      throw new Error(`merchant transfer_out_all refused (${code})`);
    }
    return call.output.parse(r.data);
  }
}
