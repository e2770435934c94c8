/**
 * The browser's half of the game-wallet lifecycle (docs/gateway.md, "Money in games"), shared by the web
 * site and the kiosk; no screen has its own copy:
 *
 * - a page that shows a game holds a lease (`gameWallets.open`) before any money moves;
 * - the LeaseKeeper pings `gameWallets.alive` for every lease the page holds, tells the gateway with
 *   `navigator.sendBeacon` when the page is hidden (alive) or goes away (pagehide: leave: closed,
 *   reloaded, a typed URL), and reports leases whose wallet went back to cash meanwhile;
 * - money moves in only after the game's page said `ready` (`waitForReady`), and only what `fundGame`
 *   is asked to move; `endGame` leaves the lease (the gateway returns the wallet when no other live
 *   page shows it).
 *
 * The caller passes the typed tRPC calls, so this file knows no transport.
 */
import { isGameMessage, type GameToHost } from './game-frame-protocol';
import { clientOrderId, type GameSessionClient } from './game-session';

export interface LeaseRef {
  platformCode: string;
  leaseId: string;
}

export interface Lease extends LeaseRef {
  pingMs: number;
  staleMs: number;
  readyTimeoutMs: number;
}

export interface StatementLine {
  platformCode: string;
  currency: string;
  amount: string;
  orderNo: string;
}

export interface Statement {
  id: string;
  at: number;
  reason: string;
  lines: StatementLine[];
  cashBalances: { currency: string; amount: string }[];
}

export interface GameWalletClient {
  open: (input: {
    platformCode: string;
    gameId: string;
  }) => Promise<{ leaseId: string; pingMs: number; staleMs: number; readyTimeoutMs: number }>;
  /** `active`: the player acted since the last ping (else the ping is background: no idle slide). */
  alive: (input: { leases: LeaseRef[] }, opts?: { active: boolean }) => Promise<{ gone: string[] }>;
  leave: (input: { leases: LeaseRef[] }) => Promise<{ statement: Statement | null }>;
}

export const BEACON_PATH = '/game-wallets/beacon';

function beacon(event: 'leave' | 'alive', leases: LeaseRef[]) {
  if (leases.length === 0 || typeof navigator === 'undefined' || !navigator.sendBeacon) return false;
  const body = JSON.stringify({ event, leases: leases.slice(0, 8) });
  // text/plain: a "simple" body every browser sends with a beacon; the gateway checks Origin itself.
  return navigator.sendBeacon(BEACON_PATH, new Blob([body], { type: 'text/plain;charset=UTF-8' }));
}

/** What a game tells its host that only a player's action makes it say (a round, sound, exit). */
const PLAYER_ACTIONS = new Set<GameToHost['type']>(['bet', 'audio', 'exit', 'focus-request']);

/**
 * Keeps a page's leases alive. One per page (or per pop-up); `dispose` stops it without leaving (the
 * caller decides whether to leave).
 *
 * With `idleAware`, a ping extends the session's idle time-out only when the player acted since the
 * last one (a round played in a game, a tap, a key, the page shown again); otherwise it keeps the lease
 * as a background call, so a game left open with nobody at it idles out like any other page.
 */
export class LeaseKeeper {
  private readonly leases = new Map<string, Lease>();
  private timer: ReturnType<typeof setInterval> | undefined;
  private pingMs = 30_000;
  /** Whether the player acted since the last ping (opening a game is an action). */
  private acted = true;
  private readonly onPageHide = () => {
    beacon('leave', this.refs());
  };
  private readonly onVisibility = () => {
    if (document.visibilityState === 'hidden') beacon('alive', this.refs());
    else {
      this.acted = true;
      void this.ping();
    }
  };
  private readonly onAction = () => {
    this.acted = true;
  };
  private readonly onGameMessage = (e: MessageEvent) => {
    if (isGameMessage(e.data) && PLAYER_ACTIONS.has(e.data.type)) this.acted = true;
  };

  constructor(
    private readonly client: GameWalletClient,
    /** Leases whose wallet the gateway returned meanwhile (sweep, session end). */
    private readonly onGone: (leaseIds: string[]) => void = () => undefined,
    private readonly opts: { idleAware?: boolean } = {},
  ) {
    if (typeof window !== 'undefined') {
      window.addEventListener('pagehide', this.onPageHide);
      document.addEventListener('visibilitychange', this.onVisibility);
      if (opts.idleAware) {
        window.addEventListener('message', this.onGameMessage);
        window.addEventListener('pointerdown', this.onAction, { capture: true, passive: true });
        window.addEventListener('keydown', this.onAction, { capture: true, passive: true });
      }
    }
  }

  refs(): LeaseRef[] {
    return [...this.leases.values()].map((l) => ({ platformCode: l.platformCode, leaseId: l.leaseId }));
  }

  has(leaseId: string) {
    return this.leases.has(leaseId);
  }

  add(lease: Lease) {
    this.leases.set(lease.leaseId, lease);
    if (lease.pingMs < this.pingMs || !this.timer) {
      this.pingMs = Math.min(this.pingMs, lease.pingMs);
      if (this.timer) clearInterval(this.timer);
      this.timer = setInterval(() => void this.ping(), this.pingMs);
    }
  }

  remove(leaseId: string) {
    this.leases.delete(leaseId);
    if (this.leases.size === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = undefined;
    }
  }

  async ping() {
    const refs = this.refs();
    if (refs.length === 0) return;
    try {
      const active = !this.opts.idleAware || this.acted;
      this.acted = false;
      const { gone } = await this.client.alive({ leases: refs }, { active });
      if (gone.length) {
        for (const id of gone) this.remove(id);
        this.onGone(gone);
      }
    } catch {
      // offline for a moment: the next ping tries again; the sweeper waits the stale time
    }
  }

  /** Leaves every lease now (logout, cash-out); the beacon covers a page that is going away. */
  async leaveAll(): Promise<Statement | null> {
    const refs = this.refs();
    for (const r of refs) this.remove(r.leaseId);
    if (refs.length === 0) return null;
    return (await this.client.leave({ leases: refs })).statement;
  }

  dispose() {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    if (typeof window !== 'undefined') {
      window.removeEventListener('pagehide', this.onPageHide);
      window.removeEventListener('message', this.onGameMessage);
      window.removeEventListener('pointerdown', this.onAction, { capture: true });
      window.removeEventListener('keydown', this.onAction, { capture: true });
      document.removeEventListener('visibilitychange', this.onVisibility);
    }
  }
}

/**
 * Money on its way back from a game the player just left: a game funded right after waits for it, or
 * its transfer in would find the cash still away.
 */
let settling: Promise<unknown> = Promise.resolve();

/** Takes a lease for a game about to be shown (no money moves). */
export async function openLease(
  client: GameWalletClient,
  keeper: LeaseKeeper,
  game: { platformCode: string; gameId: string },
): Promise<Lease> {
  const r = await client.open(game);
  const lease: Lease = { platformCode: game.platformCode, ...r };
  keeper.add(lease);
  return lease;
}

export class GameNotReadyError extends Error {
  override name = 'GameNotReadyError';
}

/**
 * Resolves when the game in `frame` says it is ready (postMessage `ready`), rejects with
 * GameNotReadyError after `timeoutMs` or when the game reports an error first.
 */
export function waitForReady(
  frame: () => Window | null | undefined,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = (err?: Error) => {
      clearTimeout(timer);
      window.removeEventListener('message', onMessage);
      signal?.removeEventListener('abort', onAbort);
      if (err) reject(err);
      else resolve();
    };
    const onMessage = (e: MessageEvent) => {
      if (!isGameMessage(e.data) || e.source !== frame()) return;
      if (e.data.type === 'ready') done();
      else if (e.data.type === 'error') done(new GameNotReadyError(String(e.data.message)));
    };
    const onAbort = () => done(new GameNotReadyError('aborted'));
    const timer = setTimeout(() => done(new GameNotReadyError('timeout')), timeoutMs);
    window.addEventListener('message', onMessage);
    signal?.addEventListener('abort', onAbort);
  });
}

/**
 * Moves money into a game that said it is ready: register at the provider, then the transfer in (the
 * whole cash in the game's currency when no amount is given). Answers the transfer order.
 */
export async function fundGame(
  client: Pick<GameSessionClient, 'transferRegister' | 'transferIn'>,
  req: { platformCode: string; amount?: string; currency?: string },
) {
  await settling.catch(() => undefined);
  await client.transferRegister({ platformCode: req.platformCode });
  return client.transferIn({
    platformCode: req.platformCode,
    clientOrderId: clientOrderId(),
    ...(req.amount ? { amount: req.amount } : {}),
    ...(req.currency ? { currency: req.currency as never } : {}),
  });
}

/** The page stops showing the game: leave its lease (the gateway returns the wallet if it was the last). */
export async function endGame(
  client: GameWalletClient,
  keeper: LeaseKeeper,
  lease: LeaseRef,
): Promise<Statement | null> {
  keeper.remove(lease.leaseId);
  const left = client.leave({ leases: [lease] });
  settling = left;
  return (await left).statement;
}

/** Sum of a statement's lines per currency (decimal strings in, the same out). */
export function statementTotals(s: Statement): { currency: string; amount: string }[] {
  const sums = new Map<string, bigint>();
  for (const l of s.lines) {
    const [i = '0', f = ''] = l.amount.split('.');
    const units = BigInt(i) * 100_000_000n + BigInt(f.padEnd(8, '0').slice(0, 8));
    sums.set(l.currency, (sums.get(l.currency) ?? 0n) + units);
  }
  return [...sums].map(([currency, u]) => ({
    currency,
    amount: `${u / 100_000_000n}.${String(u % 100_000_000n)
      .padStart(8, '0')
      .replace(/0+$/, '')
      .padEnd(2, '0')}`,
  }));
}
