/**
 * The live channel (docs/gateway.md, "Live channel"): the streams behind `live.events` and `live.staff`,
 * what the rest of the gateway calls to publish, and the upstream poll.
 *
 * Topics: a player (`p:` + a digest of the login name), a kiosk terminal (`t:` + its id), the staff
 * view (`s`). A stream follows one or two topics (a kiosk terminal with a customer signed in follows
 * both); its event ids are the positions in each topic's log, joined by `~`, so a reconnect resumes
 * every topic exactly where it stopped.
 *
 * Where events come from: what the gateway changes itself is published at once by the code that
 * changed it (orders, statements, terminal commands); a change of money pokes the player's topic, and
 * the instance holding the player's poll lease reads the wallets once and publishes only a difference.
 * The same instance polls the player every `WALLET_POLL_MS` for what changes upstream (a deposit
 * approved, bets and wins, a bonus), as long as any instance has a stream of that player open: the
 * lease (a Redis key renewed by its holder) makes that one poll per player across all instances.
 *
 * The public figures every lobby shows (jackpots, big wins, the pachinko floor) have a topic of their
 * own (`pub`), followed by every signed-in player's stream: while any instance has such a stream open,
 * the holder of the public lease calls the platform once per `PUBLIC_POLL_MS` (per language, as a
 * visitor would), keeps the figures in Redis and publishes the feeds that changed (the pachinko floor as
 * its changes machine by machine). A web page's snapshot carries the kept jackpots and big wins, and its
 * event ids carry its position in that topic too (`<player>.<public>`), so a reconnect resumes it.
 * Kiosk streams do not follow it.
 */
import { liveSubscriptions } from '../observability/metrics';
import { isOwnerOnly } from '@casino/shared/schemas/statement';
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { entryByProcedure } from '@casino/shared/catalog/index';
import type { EndpointDef } from '@casino/shared/catalog/define';
import { isOpenOrder } from '@casino/shared/live/open-orders';
import type { WalletBalance } from '@casino/shared/schemas/wallet-balance';
import type { Machine } from '@casino/shared/schemas/machine';
import {
  PUBLIC_FEED_INPUTS,
  PUBLIC_FEEDS,
  type LiveMachineChanges,
  type LivePublic,
  type PublicFeed,
} from '@casino/shared/live/events';
import { API_LANGUAGES, type ApiLanguage } from '@casino/shared/rules/constants';
import type {
  LiveEvent,
  LiveGameWallet,
  LiveOrder,
  SessionEndReason,
  StaffEvent,
  TerminalCommand,
  TerminalStatusView,
} from '@casino/shared/live/events';
import type { StatementView } from '@casino/shared/schemas/statement';
import type { GatewayConfig } from '../config';
import { GatewayError, unauthorized } from '../lib/gateway-error';
import { isSessionId, sessionKey } from '../lib/secrets';
import { endReasonKey, type LoadedSession } from '../plugins/app/sessions';
import { callEntry, callForData } from '../trpc/call';
import { PAGE_LANGUAGE_HEADER } from '../plugins/app/sessions';
import type { GatewayContext } from '../trpc/init';
import { statementView } from '../game-wallets/owner';
import type { StaffScope } from '../kiosk/kiosk-plugin';
import { MARK, type BusMessage, type Entry, type LiveBus } from './bus';

const PLAYER_INFO = entryByProcedure('account.playerInfo')!;
const DEPOSIT_ORDERS = entryByProcedure('deposit.orders')!;
const WITHDRAW_ORDERS = entryByProcedure('withdraw.orders')!;

/** The player calls whose answer is the order they changed. */
const ORDER_PROCEDURES: Record<string, 'deposit' | 'withdraw'> = {
  'deposit.create': 'deposit',
  'deposit.orderOperate': 'deposit',
  'deposit.saveVoucher': 'deposit',
  'deposit.createQrCodePayment': 'deposit',
  'withdraw.create': 'withdraw',
  'withdraw.cancel': 'withdraw',
};
const isOpen = (o: LiveOrder) => isOpenOrder(o.kind, o.status);

/** How long a stream's registration in the per-player and per-IP counts lasts without renewal. */
const COUNT_HOLD_MS = 60_000;
const COUNT_RENEW_MS = 20_000;
const STAFF = 's';
/** The public figures' topic. */
const PUBLIC = 'pub';
const PUBLIC_ENTRIES = Object.entries(PUBLIC_FEEDS).map(
  ([feed, procedure]) => [feed as PublicFeed, entryByProcedure(procedure)!] as const,
);
/** The figures as the last public poll saw them, per language. */
type MachinePage = { list: Machine[]; total: number; pageNo: number; pageSize: number };
type KeptPublic = LivePublic & { machines?: MachinePage };
type PublicState = Partial<Record<ApiLanguage, KeptPublic>>;
type PublicFigures = LivePublic & { language: ApiLanguage };
type PublicChanges = LivePublic & { machines?: LiveMachineChanges };

/** The pachinko floor's changes from one poll to the next (null: none). */
export function machineChanges(prev: MachinePage, now: MachinePage): LiveMachineChanges | null {
  const old = new Map(prev.list.map((m) => [m.machineId, m]));
  const changed: LiveMachineChanges['changed'] = [];
  for (const m of now.list) {
    const o = old.get(m.machineId);
    if (!o) {
      changed.push(m);
      continue;
    }
    const patch: Record<string, unknown> = { machineId: m.machineId };
    for (const [k, v] of Object.entries(m))
      if (JSON.stringify(v) !== JSON.stringify((o as Record<string, unknown>)[k])) patch[k] = v;
    if (Object.keys(patch).length > 1) changed.push(patch as LiveMachineChanges['changed'][number]);
  }
  const ids = new Set(now.list.map((m) => m.machineId));
  const removed = prev.list.filter((m) => !ids.has(m.machineId)).map((m) => m.machineId);
  if (changed.length === 0 && removed.length === 0 && prev.total === now.total) return null;
  return { changed, removed, total: now.total };
}
const ID_RE = /^(\d{1,20}-\d{1,20})?(~(\d{1,20}-\d{1,20})?)?(\.(\d{1,20}-\d{1,20})?)?$/;

declare module 'fastify' {
  interface FastifyInstance {
    /** The live channel (live/plugin.ts). */
    live: LiveService;
  }
}

export const playerTopic = (loginName: string) =>
  `p:${createHash('sha256').update(loginName.toLowerCase()).digest('base64url').slice(0, 22)}`;
export const terminalTopic = (id: string) => `t:${id}`;

/** What the poller keeps per player (in Redis, so whichever instance polls next compares with it). */
interface PlayerState {
  wallets: WalletBalance[];
  gameWallets: LiveGameWallet[];
  orders: LiveOrder[];
}

type Item =
  | { kind: 'entry'; topic: string; id: string; event: string }
  | { kind: 'end'; reason: SessionEndReason }
  | { kind: 'down' };

/** A queue a stream's generator waits on; it wakes with nothing once the stream's signal aborts. */
class Inbox {
  private items: Item[] = [];
  private wake: (() => void) | null = null;
  constructor(private readonly signal: AbortSignal | undefined) {
    signal?.addEventListener('abort', () => this.wakeUp(), { once: true });
  }
  push(item: Item) {
    this.items.push(item);
    this.wakeUp();
  }
  private wakeUp() {
    this.wake?.();
    this.wake = null;
  }
  async next(): Promise<Item | null> {
    while (this.items.length === 0) {
      if (this.signal?.aborted) return null;
      await new Promise<void>((resolve) => (this.wake = resolve));
    }
    return this.items.shift()!;
  }
}

/** Stream ids compare by time, then sequence. */
function newer(a: string, b: string): boolean {
  const [am, as] = a.split('-').map(BigInt) as [bigint, bigint];
  const [bm, bs] = b.split('-').map(BigInt) as [bigint, bigint];
  return am > bm || (am === bm && as > bs);
}

const unavailableLive = () =>
  new GatewayError('SERVICE_UNAVAILABLE', 'Live channel unavailable', {
    messageKey: 'live.unavailable',
    retryAfterMs: 2000,
  });

/**
 * How long a session the platform refused during a poll waits before the gateway ends it: when the
 * refusal came from something the gateway itself is ending the session for (a password change ends
 * the other sessions right after the platform revoked their tokens), that end names its own reason.
 */
const REFUSED_GRACE_MS = 1000;

/** A reply for calls made outside any request: cookies and headers have nowhere to go. */
function detachedReply(): FastifyReply {
  const res = {
    setCookie: () => res,
    clearCookie: () => res,
    header: () => res,
  } as unknown as FastifyReply;
  return res;
}

/** A request-like context for upstream calls made outside any request (the poll, a snapshot). */
function detachedContext(app: FastifyInstance, session: LoadedSession, ip: string): GatewayContext {
  const { sessions, store } = app.gateway;
  const graceful = Object.create(sessions) as typeof sessions;
  graceful.destroy = async (...args: Parameters<typeof sessions.destroy>) => {
    await new Promise((r) => setTimeout(r, REFUSED_GRACE_MS));
    const s = args[2];
    if (s && !(await store.sessionVersion(s.key).catch(() => null))) return;
    await sessions.destroy(...args);
  };
  const req = {
    headers: {},
    cookies: { [sessions.didCookie]: session.rec.did },
    ip,
    log: app.log,
    server: app,
  } as unknown as FastifyRequest;
  const res = detachedReply();
  return { req, res, gw: { ...app.gateway, sessions: graceful }, session: async () => session };
}

/** A visitor's request-like context for the public poll, in one language. */
function publicContext(app: FastifyInstance, language: ApiLanguage): GatewayContext {
  const req = {
    headers: { [PAGE_LANGUAGE_HEADER]: language },
    cookies: {},
    ip: '127.0.0.1',
    log: app.log,
    server: app,
  } as unknown as FastifyRequest;
  const res = detachedReply();
  return { req, res, gw: app.gateway, session: async () => null };
}

interface Watch {
  loginName: string;
  topic: string;
  /** The open streams' sessions on this instance (any one can poll). */
  sessions: Map<string, { session: LoadedSession; ip: string }>;
  timer: ReturnType<typeof setInterval>;
  holding: boolean;
  polling: Promise<void> | null;
  again: boolean;
}

export class LiveService {
  readonly instance = randomBytes(9).toString('base64url');
  private readonly listeners = new Map<string, Set<(m: BusMessage) => void>>();
  private readonly watches = new Map<string, Watch>();
  private readonly sessionEnds = new Map<string, Set<() => void>>();
  private readonly downListeners = new Set<() => void>();
  private readonly counted = new Map<string, string[]>();
  private countTimer: ReturnType<typeof setInterval> | undefined;
  /** Upstream polls this instance made (bench, tests). */
  polls = 0;
  /** Public polls this instance made (one per interval across all instances). */
  publicPolls = 0;
  private publicStreams = 0;
  private publicTimer: ReturnType<typeof setInterval> | undefined;
  private publicHolding = false;
  private publicPolling: Promise<void> | null = null;
  /** The latest public event parsed once for every stream that carries it. */
  private publicParsed: { id: string; event: LiveEvent } | null = null;
  private readonly log: FastifyBaseLogger;
  private readonly config: GatewayConfig['live'];

  constructor(
    private readonly app: FastifyInstance,
    readonly bus: LiveBus,
  ) {
    this.log = app.log;
    this.config = app.gateway.config.live;
    bus.onMessage((m) => {
      const set = this.listeners.get(m.topic);
      if (set) for (const l of set) l(m);
      if (m.kind === 'poke') {
        const w = this.watches.get(m.topic);
        if (w?.holding) this.pollSoon(w);
      }
    });
    bus.onDown((down) => {
      if (down) for (const l of this.downListeners) l();
    });
    app.gateway.store.onSessionEvent((e) => {
      if (e.version !== null) return;
      const set = this.sessionEnds.get(e.key);
      if (set) for (const l of set) l();
    });
  }

  start() {
    this.countTimer = setInterval(() => void this.renewCounts(), COUNT_RENEW_MS);
    this.countTimer.unref();
  }

  async stop() {
    if (this.countTimer) clearInterval(this.countTimer);
    for (const w of this.watches.values()) {
      clearInterval(w.timer);
      if (w.holding) await this.bus.release(this.leaseKey(w.topic), this.instance).catch(() => undefined);
    }
    this.watches.clear();
    if (this.publicTimer) clearInterval(this.publicTimer);
    this.publicTimer = undefined;
    if (this.publicHolding)
      await this.bus.release(this.leaseKey(PUBLIC), this.instance).catch(() => undefined);
    this.publicHolding = false;
    for (const l of this.downListeners) l();
    await this.bus.close();
  }

  // ---------------------------------------------------------------- publishing

  private async append(topic: string, event: LiveEvent | StaffEvent): Promise<void> {
    try {
      await this.bus.append(topic, JSON.stringify(event));
    } catch (err) {
      this.log.warn({ err: (err as Error).message, type: event.type }, 'live event not published');
    }
  }

  /** The player's money may have changed: the instance polling the player reads it now. */
  moneyChanged(loginName: string): void {
    this.bus.poke(playerTopic(loginName)).catch(() => undefined);
  }

  /**
   * A player's call changed something upstream: a deposit or withdrawal order (created, cancelled,
   * voucher, QR code) is published as it is; anything else may have moved money (a transfer, a bonus, a
   * coupon...), so the player's poll reads the wallets now and publishes them if they differ.
   */
  afterMutation(procedure: string, loginName: string, data: unknown): void {
    const kind = ORDER_PROCEDURES[procedure];
    const o = data as Record<string, unknown> | null;
    if (kind && o && typeof o === 'object' && typeof o.orderNo === 'string')
      void this.order(loginName, orderOf(kind, o));
    else this.moneyChanged(loginName);
  }

  /** A game wallet is being moved back to cash: the pages show it as `returning` until it is back. */
  async returning(loginName: string, platformCode: string): Promise<void> {
    const topic = playerTopic(loginName);
    const state = await this.readState(topic).catch(() => null);
    if (!state?.gameWallets.some((g) => g.platformCode === platformCode)) return;
    await this.append(topic, {
      type: 'wallets',
      at: Date.now(),
      wallets: state.wallets,
      gameWallets: state.gameWallets.map((g) =>
        g.platformCode === platformCode ? { ...g, state: 'returning' as const } : g,
      ),
    });
  }

  /** Money came back from game wallets (a return, a sweep, a session end); `kept`: see the event. */
  async statement(loginName: string, s: StatementView, kept = true): Promise<void> {
    await this.append(playerTopic(loginName), { type: 'statement', at: Date.now(), statement: s, kept });
    this.moneyChanged(loginName);
  }

  /** A deposit or withdrawal the gateway created or cancelled (or the poll saw change). */
  async order(loginName: string, order: LiveOrder): Promise<void> {
    const topic = playerTopic(loginName);
    await this.append(topic, { type: 'order', at: Date.now(), order });
    // The poll follows open orders until they reach a final status.
    try {
      await this.changeOrders(topic, isOpen(order) ? [order] : [], isOpen(order) ? [] : [order]);
    } catch {
      // the poll reads the orders again with the next snapshot
    }
    this.moneyChanged(loginName);
  }

  async terminalCommand(terminalId: string, command: TerminalCommand): Promise<void> {
    await this.append(terminalTopic(terminalId), { type: 'terminal-command', at: Date.now(), command });
  }

  /** The terminal's kept statement changed; one its owner did not ask for here is not for the screen. */
  async terminalStatement(terminalId: string, s: StatementView | null): Promise<void> {
    await this.append(terminalTopic(terminalId), {
      type: 'terminal-statement',
      at: Date.now(),
      statement: s && !isOwnerOnly(s) ? s : null,
    });
  }

  /** A terminal's status changed (heartbeat, command): the staff views see it. */
  async terminalStatus(terminal: TerminalStatusView): Promise<void> {
    await this.append(STAFF, { type: 'terminal', at: Date.now(), terminal });
  }

  // ---------------------------------------------------------------- the poll

  private leaseKey(topic: string) {
    return `live:{${topic}}:lease`;
  }
  private stateKey(topic: string) {
    return `live:{${topic}}:state`;
  }
  private async readState(topic: string): Promise<PlayerState | null> {
    const raw = await this.bus.getJson(this.stateKey(topic));
    if (!raw) return null;
    return { ...(JSON.parse(raw) as Omit<PlayerState, 'orders'>), orders: await this.readOrders(topic) };
  }
  /** The money state, and these orders followed (those already followed stay). */
  private async writeState(topic: string, state: PlayerState) {
    const { orders, ...money } = state;
    await this.bus.setJson(this.stateKey(topic), JSON.stringify(money), this.config.logMs);
    await this.changeOrders(topic, orders, []);
  }
  /**
   * The open orders the poll follows: kept apart from the state, one field per order, as the order
   * procedures (on any instance), the poll and a stream's first snapshot change them at any moment;
   * each writes or deletes only its own orders, so none drops an order another added meanwhile.
   */
  private ordersKey(topic: string) {
    return `live:{${topic}}:followed`;
  }
  private async readOrders(topic: string): Promise<LiveOrder[]> {
    return (await this.bus.hashValues(this.ordersKey(topic))).map((v) => JSON.parse(v) as LiveOrder);
  }
  /** Follows the orders of `follow` (as they are now) and stops following those of `done`. */
  private async changeOrders(topic: string, follow: LiveOrder[], done: LiveOrder[]) {
    const field = (o: LiveOrder) => `${o.kind}:${o.orderNo}`;
    await this.bus.hashChange(
      this.ordersKey(topic),
      Object.fromEntries(follow.map((o) => [field(o), JSON.stringify(o)])),
      done.map(field),
      this.config.logMs,
    );
  }

  private watch(loginName: string, streamId: string, session: LoadedSession, ip: string): () => void {
    const topic = playerTopic(loginName);
    let w = this.watches.get(topic);
    if (!w) {
      const created: Watch = {
        loginName,
        topic,
        sessions: new Map(),
        timer: setInterval(() => void this.tick(created), this.config.pollMs),
        holding: false,
        polling: null,
        again: false,
      };
      created.timer.unref();
      w = created;
      this.watches.set(topic, w);
    }
    // The streams of one session share its newest loaded copy.
    for (const [id, kept] of w.sessions)
      if (kept.session.key === session.key && kept.session !== session)
        w.sessions.set(id, { ...kept, session });
    w.sessions.set(streamId, { session, ip });
    const watch = w;
    return () => {
      watch.sessions.delete(streamId);
      if (watch.sessions.size > 0) return;
      clearInterval(watch.timer);
      this.watches.delete(topic);
      if (watch.holding) void this.bus.release(this.leaseKey(topic), this.instance).catch(() => undefined);
    };
  }

  /** Every interval: hold (or take) the player's lease; the holder polls. */
  private async tick(w: Watch) {
    try {
      w.holding = await this.bus.lease(this.leaseKey(w.topic), this.instance, this.config.pollMs * 2 + 1000);
    } catch {
      w.holding = false;
    }
    if (w.holding && this.watches.get(w.topic) === w) this.pollSoon(w);
  }

  private pollSoon(w: Watch) {
    if (w.polling) {
      w.again = true;
      return;
    }
    w.polling = this.poll(w).finally(() => {
      w.polling = null;
      if (w.again && this.watches.get(w.topic) === w) {
        w.again = false;
        this.pollSoon(w);
      }
    });
  }

  /** The player's state as the platform has it now (wallets, and the open orders when `orders`). */
  private async read(
    session: LoadedSession,
    ip: string,
    loginName: string,
    orders: boolean,
  ): Promise<PlayerState> {
    const ctx = detachedContext(this.app, session, ip);
    this.polls++;
    const info = (await callForData(ctx, PLAYER_INFO, {}, session)) as { wallets?: WalletBalance[] };
    const wallets = info.wallets ?? [];
    const gameWallets = await this.gameWallets(loginName, wallets);
    return { wallets, gameWallets, orders: orders ? await this.openOrders(ctx, session) : [] };
  }

  private async openOrders(ctx: GatewayContext, session: LoadedSession): Promise<LiveOrder[]> {
    const page = { pageNo: 1, pageSize: 20 };
    const call = (entry: EndpointDef) =>
      callForData(ctx, entry, page, session).then(
        (d) => (d as { list?: Record<string, unknown>[] }).list ?? [],
      );
    const [deposits, withdrawals] = await Promise.all([call(DEPOSIT_ORDERS), call(WITHDRAW_ORDERS)]);
    return [
      ...deposits.map((o) => orderOf('deposit', o)),
      ...withdrawals.map((o) => orderOf('withdraw', o)),
    ].filter(isOpen);
  }

  /** Each game wallet: the platform's amounts, and the wallets the gateway knows money was moved into. */
  private async gameWallets(loginName: string, wallets: WalletBalance[]): Promise<LiveGameWallet[]> {
    const byPlatform = new Map<string, LiveGameWallet>();
    for (const w of wallets)
      for (const g of w.games ?? []) {
        const gw = byPlatform.get(g.platformCode) ?? {
          platformCode: g.platformCode,
          state: 'open',
          amounts: [],
        };
        gw.amounts.push({ currency: w.currency, amount: g.amount });
        byPlatform.set(g.platformCode, gw);
      }
    const { staleMs } = this.app.gateway.config.gameWallets;
    const records = await this.app.gameWallets.registry
      .records(loginName, Date.now(), staleMs)
      .catch(() => []);
    for (const r of records)
      if (!byPlatform.has(r.platformCode))
        byPlatform.set(r.platformCode, { platformCode: r.platformCode, state: 'open', amounts: [] });
    return [...byPlatform.values()].sort((a, b) => a.platformCode.localeCompare(b.platformCode));
  }

  private async poll(w: Watch) {
    const first = w.sessions.values().next().value;
    if (!first) return;
    try {
      const prev = await this.readState(w.topic);
      const followOrders = !prev || prev.orders.length > 0;
      const now = await this.read(first.session, first.ip, w.loginName, followOrders);
      if (!followOrders) now.orders = [];
      const at = Date.now();
      const events: LiveEvent[] = [];
      if (prev) {
        const moneySame =
          JSON.stringify(prev.wallets) === JSON.stringify(now.wallets) &&
          JSON.stringify(prev.gameWallets) === JSON.stringify(now.gameWallets);
        if (!moneySame) {
          // A wallet that had money or a record and has neither now came back: said once as `returned`.
          const gone = prev.gameWallets
            .filter((g) => !now.gameWallets.some((n) => n.platformCode === g.platformCode))
            .map((g): LiveGameWallet => ({ platformCode: g.platformCode, state: 'returned', amounts: [] }));
          events.push({
            type: 'wallets',
            at,
            wallets: now.wallets,
            gameWallets: [...now.gameWallets, ...gone],
          });
        }
        if (followOrders)
          for (const o of prev.orders) {
            const cur = now.orders.find((n) => n.orderNo === o.orderNo && n.kind === o.kind);
            if (cur && cur.status === o.status) continue;
            // No longer open: read its final status from the first page.
            const final = cur ?? (await this.finalOrder(first.session, first.ip, o));
            if (final && final.status !== o.status) events.push({ type: 'order', at, order: final });
          }
      }
      // The state first: whoever reads it after a page saw these events finds what they showed. The
      // orders only when this poll read them (an order made meanwhile is kept).
      const { orders, ...money } = now;
      await this.bus.setJson(this.stateKey(w.topic), JSON.stringify(money), this.config.logMs);
      if (followOrders) {
        // The followed orders the platform no longer lists open are done (their final status was said
        // above); those it lists are kept as they are now. An order the player made while this poll
        // read the platform is not in its answer and is left as it is: it stays followed, or its
        // approval would never be said.
        const same = (a: LiveOrder) => (b: LiveOrder) => a.orderNo === b.orderNo && a.kind === b.kind;
        const done = (prev?.orders ?? []).filter((o) => !orders.some(same(o)));
        await this.changeOrders(w.topic, orders, done);
      }
      for (const e of events) await this.append(w.topic, e);
    } catch (err) {
      this.log.debug({ err: (err as Error).message }, 'live poll failed');
    }
  }

  private async finalOrder(session: LoadedSession, ip: string, o: LiveOrder): Promise<LiveOrder | null> {
    const ctx = detachedContext(this.app, session, ip);
    const entry = o.kind === 'deposit' ? DEPOSIT_ORDERS : WITHDRAW_ORDERS;
    const data = (await callForData(ctx, entry, { pageNo: 1, pageSize: 50 }, session)) as {
      list?: Record<string, unknown>[];
    };
    const found = (data.list ?? []).find((x) => x.orderNo === o.orderNo);
    return found ? orderOf(o.kind, found) : null;
  }

  // ---------------------------------------------------------------- the public figures

  /** A signed-in stream opened here: the public poll runs (on the lease holder) while any is open. */
  private watchPublic(): () => void {
    if (this.publicStreams++ === 0) {
      this.publicTimer = setInterval(() => void this.publicTick(), this.config.publicPollMs);
      this.publicTimer.unref();
      void this.publicTick();
    }
    let done = false;
    return () => {
      if (done) return;
      done = true;
      if (--this.publicStreams > 0) return;
      clearInterval(this.publicTimer);
      this.publicTimer = undefined;
      if (this.publicHolding) {
        this.publicHolding = false;
        void this.bus.release(this.leaseKey(PUBLIC), this.instance).catch(() => undefined);
      }
    };
  }

  private async publicTick() {
    if (this.publicPolling) return;
    try {
      this.publicHolding = await this.bus.lease(
        this.leaseKey(PUBLIC),
        this.instance,
        this.config.publicPollMs * 2 + 1000,
      );
    } catch {
      this.publicHolding = false;
    }
    if (!this.publicHolding || this.publicStreams === 0 || this.publicPolling) return;
    this.publicPolling = this.pollPublic().finally(() => {
      this.publicPolling = null;
    });
  }

  private async readPublic(): Promise<PublicState | null> {
    const raw = await this.bus.getJson(this.stateKey(PUBLIC));
    return raw ? (JSON.parse(raw) as PublicState) : null;
  }

  /** One call per feed and language, as a visitor's page makes it; the feeds that changed are published. */
  private async pollPublic() {
    try {
      const prev = (await this.readPublic()) ?? {};
      this.publicPolls++;
      const next: PublicState = {};
      const events: LiveEvent[] = [];
      const at = Date.now();
      await Promise.all(
        API_LANGUAGES.map(async (language) => {
          const before: KeptPublic = prev[language] ?? {};
          const now: Record<string, unknown> = { ...before };
          const changed: Record<string, unknown> = {};
          const ctx = publicContext(this.app, language);
          await Promise.all(
            PUBLIC_ENTRIES.map(async ([feed, entry]) => {
              try {
                const data = await callEntry(ctx, entry, PUBLIC_FEED_INPUTS[feed], null);
                if (JSON.stringify(data) === JSON.stringify(before[feed])) return;
                now[feed] = data;
                if (feed !== 'machines') changed[feed] = data;
                else if (before.machines) {
                  const changes = machineChanges(before.machines, data as MachinePage);
                  if (changes) changed.machines = changes;
                }
              } catch (err) {
                // The figures stay as they were; the next poll asks again.
                this.log.debug({ err: (err as Error).message, feed }, 'live public poll failed');
              }
            }),
          );
          next[language] = now as KeptPublic;
          if (Object.keys(changed).length > 0)
            events.push({ type: 'public', at, language, ...(changed as PublicChanges) });
        }),
      );
      // Kept as long as a log entry: a stream opened later starts with them.
      await this.bus.setJson(
        this.stateKey(PUBLIC),
        JSON.stringify(next),
        Math.max(this.config.logMs, this.config.publicPollMs * 4),
      );
      for (const e of events) await this.append(PUBLIC, e);
    } catch (err) {
      this.log.debug({ err: (err as Error).message }, 'live public poll failed');
    }
  }

  /** The kept jackpots and big wins per language, what a web page's snapshot carries. */
  private async publicFigures(): Promise<PublicFigures[]> {
    const state = await this.readPublic().catch(() => null);
    if (!state) return [];
    return API_LANGUAGES.flatMap((language): PublicFigures[] => {
      const kept = state[language];
      if (!kept) return [];
      const figures: PublicFigures = { language };
      if (kept.jackpots) figures.jackpots = kept.jackpots;
      if (kept.bigWins) figures.bigWins = kept.bigWins;
      return [figures];
    });
  }

  private parsePublic(id: string, raw: string): LiveEvent {
    if (this.publicParsed?.id !== id) this.publicParsed = { id, event: JSON.parse(raw) as LiveEvent };
    return this.publicParsed.event;
  }

  // ---------------------------------------------------------------- limits

  private async countIn(streamId: string, keys: string[]): Promise<boolean> {
    const now = Date.now();
    let over = false;
    for (const key of keys) {
      const n = await this.bus.countAdd(key, streamId, now + COUNT_HOLD_MS, now);
      if (n > this.config.perPlayer) over = true;
    }
    if (over) {
      await Promise.all(keys.map((k) => this.bus.countRemove(k, streamId).catch(() => undefined)));
      return false;
    }
    this.counted.set(streamId, keys);
    return true;
  }

  private countOut(streamId: string) {
    const keys = this.counted.get(streamId);
    this.counted.delete(streamId);
    for (const k of keys ?? []) void this.bus.countRemove(k, streamId).catch(() => undefined);
  }

  private async renewCounts() {
    const now = Date.now();
    for (const [id, keys] of this.counted)
      for (const k of keys) await this.bus.countAdd(k, id, now + COUNT_HOLD_MS, now).catch(() => undefined);
  }

  // ---------------------------------------------------------------- streams

  private subscribe(topic: string, fn: (m: BusMessage) => void): () => void {
    let set = this.listeners.get(topic);
    if (!set) this.listeners.set(topic, (set = new Set()));
    set.add(fn);
    return () => {
      set.delete(fn);
      if (set.size === 0) this.listeners.delete(topic);
    };
  }

  /** Why the session of this key ended (the reason the gateway left, else idle or expired). */
  private async endReason(key: string, abs: number | null): Promise<SessionEndReason> {
    const left = await this.app.gateway.store.get(endReasonKey(key)).catch(() => null);
    if (left) return left as SessionEndReason;
    if (abs !== null) return Date.now() >= abs - 1000 ? 'expired' : 'idle';
    return 'session-invalid';
  }

  /** Calls `ended(reason)` once when the session ends: deleted (by any instance) or timed out. */
  private watchSession(session: LoadedSession, ended: (reason: SessionEndReason) => void): () => void {
    const { store } = this.app.gateway;
    // Only what the watch needs is kept, not the loaded session.
    const { key } = session;
    const abs = session.rec.abs;
    let done = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = async () => {
      if (done) return;
      const ttl = await store.sessionTtl(key).catch(() => undefined);
      if (done || ttl === undefined) return;
      if (ttl !== null && ttl > 0) return schedule(ttl);
      done = true;
      ended(await this.endReason(key, abs));
    };
    const schedule = (ms: number) => {
      clearTimeout(timer);
      timer = setTimeout(() => void finish(), Math.min(ms + 50, 2 ** 31 - 1));
      timer.unref();
    };
    let set = this.sessionEnds.get(key);
    if (!set) this.sessionEnds.set(key, (set = new Set()));
    const onDelete = () => void finish();
    set.add(onDelete);
    void store.sessionTtl(key).then(
      (ttl) => (ttl === null ? void finish() : schedule(ttl)),
      () => undefined,
    );
    return () => {
      done = true;
      clearTimeout(timer);
      set.delete(onDelete);
      if (set.size === 0) this.sessionEnds.delete(key);
    };
  }

  /** The stream of a signed-in page or a kiosk terminal. */
  async *playerStream(
    ctx: GatewayContext,
    lastEventId: string | null | undefined,
    signal: AbortSignal | undefined,
  ): AsyncGenerator<[string, LiveEvent]> {
    const { req, res, gw } = ctx;
    if (!this.bus.isUp()) throw unavailableLive();
    const terminalId = await this.app.kioskLive?.terminalOf(req);
    let session: LoadedSession | null;
    try {
      // A stream never extends the idle time-out: only a person's action does.
      session = await gw.sessions.load(req, res, { slide: false });
    } catch {
      throw unavailableLive();
    }
    if (!session) {
      const id = req.cookies[gw.sessions.sidCookie];
      const reason =
        isSessionId(id) && !terminalId
          ? await gw.store.get(endReasonKey(sessionKey(id))).catch(() => null)
          : null;
      if (reason) {
        yield [
          lastEventId || 'ended',
          { type: 'session-ended', at: Date.now(), reason: reason as SessionEndReason },
        ];
        return;
      }
      if (!terminalId) throw unauthorized(false);
    }
    const topics: [string | null, string | null] = [
      session ? playerTopic(session.rec.loginName) : null,
      terminalId ? terminalTopic(terminalId) : null,
    ];
    const streamId = randomBytes(12).toString('base64url');
    const countKeys = [`live:ip:{${req.ip}}:subs`];
    if (topics[0]) countKeys.push(`live:{${topics[0]}}:subs`);
    let admitted: boolean;
    try {
      admitted = await this.countIn(streamId, countKeys);
    } catch {
      throw unavailableLive();
    }
    if (!admitted)
      throw new GatewayError('TOO_MANY_REQUESTS', 'Too many open live streams', {
        messageKey: 'live.tooManyStreams',
        retryAfterMs: 10_000,
      });

    const inbox = new Inbox(signal);
    liveSubscriptions.inc({ channel: 'player' });
    const cleanups: (() => void)[] = [
      () => this.countOut(streamId),
      () => liveSubscriptions.dec({ channel: 'player' }),
    ];
    try {
      for (const topic of topics) {
        if (!topic) continue;
        cleanups.push(
          this.subscribe(topic, (m) => {
            if (m.kind === 'event') inbox.push({ kind: 'entry', topic, id: m.id, event: m.event });
          }),
        );
        await this.bus.join(topic);
        cleanups.push(() => this.bus.leave(topic));
      }
      // A signed-in web page follows the public figures too (a kiosk's screens do not show them).
      const followsPublic = session !== null && !terminalId;
      if (followsPublic) {
        cleanups.push(
          this.subscribe(PUBLIC, (m) => {
            if (m.kind === 'event') inbox.push({ kind: 'entry', topic: PUBLIC, id: m.id, event: m.event });
          }),
        );
        await this.bus.join(PUBLIC);
        cleanups.push(() => this.bus.leave(PUBLIC));
      }
      const onDown = () => inbox.push({ kind: 'down' });
      this.downListeners.add(onDown);
      cleanups.push(() => this.downListeners.delete(onDown));
      if (session) {
        cleanups.push(this.watchSession(session, (reason) => inbox.push({ kind: 'end', reason })));
        cleanups.push(this.watch(session.rec.loginName, streamId, session, req.ip));
      }
      if (followsPublic) cleanups.push(this.watchPublic());

      // Where the client stands in each topic's log: the player's, the terminal's, the public one.
      const pos: [string, string, string] = ['', '', ''];
      const idOf = () => (topics[1] ? `${pos[0]}~${pos[1]}` : pos[0]) + (followsPublic ? `.${pos[2]}` : '');
      // The missed events or the snapshot come from a generator of their own: a suspended generator keeps
      // its variables, so nothing of the opening (the snapshot, the missed entries) stays with the stream.
      yield* this.opening(pos, idOf, topics, followsPublic, lastEventId, session, terminalId, req.ip);
      session = null;

      for (;;) {
        const item = await inbox.next();
        if (!item) return;
        if (item.kind === 'down') throw unavailableLive();
        if (item.kind === 'end') {
          yield [idOf(), { type: 'session-ended', at: Date.now(), reason: item.reason }];
          return;
        }
        const i = item.topic === PUBLIC ? 2 : item.topic === topics[0] ? 0 : 1;
        if (pos[i] && !newer(item.id, pos[i])) continue;
        pos[i] = item.id;
        if (item.event === MARK) continue;
        yield [
          idOf(),
          i === 2 ? this.parsePublic(item.id, item.event) : (JSON.parse(item.event) as LiveEvent),
        ];
      }
    } finally {
      for (const c of cleanups.reverse()) c();
    }
  }

  /** What a player stream starts with: the events missed since `lastEventId`, else a snapshot. */
  private async *opening(
    pos: [string, string, string],
    idOf: () => string,
    topics: [string | null, string | null],
    followsPublic: boolean,
    lastEventId: string | null | undefined,
    session: LoadedSession | null,
    terminalId: string | undefined,
    ip: string,
  ): AsyncGenerator<[string, LiveEvent]> {
    const [own, pub] = lastEventId && ID_RE.test(lastEventId) ? lastEventId.split('.') : [];
    const given = own !== undefined ? own.split('~') : null;
    let missed: Entry[][] | null = null;
    if (given) {
      missed = [];
      for (const [i, topic] of topics.entries()) {
        if (!topic) continue;
        const from = given[i];
        const entries = from ? await this.bus.since(topic, from) : null;
        if (!entries) {
          missed = null;
          break;
        }
        pos[i] = from!;
        missed[i] = entries;
      }
    }
    // The public figures missed since `pub`, or null when the client has no position there (or it is
    // too old): then it gets the kept figures whole.
    const publicMissed = followsPublic && pub ? await this.bus.since(PUBLIC, pub) : null;
    // Without a position in the public topic (or a too old one) the page starts over from a snapshot.
    if (followsPublic && !publicMissed) missed = null;
    if (missed) {
      if (publicMissed) pos[2] = pub!;
      for (const [i, entries] of missed.entries())
        for (const [id, raw] of entries ?? []) {
          pos[i] = id;
          if (raw !== MARK) yield [idOf(), JSON.parse(raw) as LiveEvent];
        }
      if (publicMissed) {
        for (const [id, raw] of publicMissed) {
          pos[2] = id;
          if (raw !== MARK) yield [idOf(), this.parsePublic(id, raw)];
        }
      }
    } else {
      for (const [i, topic] of topics.entries()) if (topic) pos[i] = await this.bus.head(topic);
      if (followsPublic) pos[2] = await this.bus.head(PUBLIC);
      const snapshot = await this.snapshot(session, terminalId, ip);
      if (followsPublic && snapshot.type === 'snapshot') snapshot.public = await this.publicFigures();
      yield [idOf(), snapshot];
    }
  }

  /** The full state a stream starts with. */
  private async snapshot(
    session: LoadedSession | null,
    terminalId: string | undefined,
    ip: string,
  ): Promise<LiveEvent> {
    let player: Extract<LiveEvent, { type: 'snapshot' }>['player'] = null;
    if (session) {
      const loginName = session.rec.loginName;
      const topic = playerTopic(loginName);
      const [state, statements] = await Promise.all([
        this.read(session, ip, loginName, true),
        this.app.gameWallets.registry.statements(loginName),
      ]);
      // The poll compares with what the newest snapshot showed, if nothing newer was published. An
      // order it already follows (made through the gateway before this stream opened) stays followed
      // even when the platform no longer lists it as open: it may have been approved meanwhile, and the
      // poll must still say so to a page that showed it open.
      if (!(await this.readState(topic).catch(() => null)))
        await this.writeState(topic, state).catch(() => undefined);
      player = { loginName, ...state, statements: statements.map(statementView) };
    }
    let terminal: Extract<LiveEvent, { type: 'snapshot' }>['terminal'] = null;
    if (terminalId) {
      const [paused, kept] = await Promise.all([
        this.app.kioskLive.paused(terminalId),
        this.app.gameWallets.registry.terminalStatement(terminalId),
      ]);
      // A statement nobody at the terminal asked for is its owner's: never on the terminal's stream.
      terminal = { terminalId, paused, statement: kept && !isOwnerOnly(kept) ? statementView(kept) : null };
    }
    return { type: 'snapshot', at: Date.now(), player, terminal };
  }

  /** The kiosk staff view's stream: every terminal first, then each change. */
  async *staffStream(
    ctx: GatewayContext,
    lastEventId: string | null | undefined,
    signal: AbortSignal | undefined,
  ): AsyncGenerator<[string, StaffEvent]> {
    const kiosk = this.app.kioskLive;
    const scope = kiosk.staffScope(ctx.req);
    if (!scope)
      throw new GatewayError('UNAUTHORIZED', 'staff credential required', { messageKey: 'errors.generic' });
    if (!this.bus.isUp()) throw unavailableLive();
    const inScope = (t: TerminalStatusView) => scope.all || t.venue === scope.venue;
    const inbox = new Inbox(signal);
    liveSubscriptions.inc({ channel: 'staff' });
    const cleanups: (() => void)[] = [() => liveSubscriptions.dec({ channel: 'staff' })];
    try {
      cleanups.push(
        this.subscribe(STAFF, (m) => {
          if (m.kind === 'event') inbox.push({ kind: 'entry', topic: STAFF, id: m.id, event: m.event });
        }),
      );
      await this.bus.join(STAFF);
      cleanups.push(() => this.bus.leave(STAFF));
      const onDown = () => inbox.push({ kind: 'down' });
      this.downListeners.add(onDown);
      cleanups.push(() => this.downListeners.delete(onDown));
      // Online turns to offline without any event: the stream looks every heartbeat period.
      const known = new Map<string, TerminalStatusView>();
      const offline = setInterval(
        () => inbox.push({ kind: 'entry', topic: STAFF, id: '', event: MARK }),
        kiosk.heartbeatMs,
      );
      offline.unref();
      cleanups.push(() => clearInterval(offline));

      let pos = '';
      const missed = lastEventId && ID_RE.test(lastEventId) ? await this.bus.since(STAFF, lastEventId) : null;
      if (missed) {
        pos = lastEventId!;
        for (const [id, raw] of missed) {
          pos = id;
          if (raw === MARK) continue;
          const e = JSON.parse(raw) as StaffEvent;
          if (e.type === 'terminal' && inScope(e.terminal)) yield [pos, e];
        }
      } else {
        pos = await this.bus.head(STAFF);
        const terminals = await terminalsOf(kiosk.terminalStatuses(scope, Date.now()));
        for (const t of terminals) known.set(t.id, t);
        yield [pos, { type: 'terminals', at: Date.now(), heartbeatMs: kiosk.heartbeatMs, terminals }];
      }
      for (;;) {
        const item = await inbox.next();
        if (!item) return;
        if (item.kind === 'down') throw unavailableLive();
        if (item.kind !== 'entry') continue;
        if (item.id === '') {
          // The periodic look: terminals whose online flag turned.
          const now = await terminalsOf(kiosk.terminalStatuses(scope, Date.now())).catch(() => []);
          for (const t of now) {
            const before = known.get(t.id);
            known.set(t.id, t);
            if (before && before.online !== t.online)
              yield [pos, { type: 'terminal', at: Date.now(), terminal: t }];
          }
          continue;
        }
        if (pos && !newer(item.id, pos)) continue;
        pos = item.id;
        if (item.event === MARK) continue;
        const e = JSON.parse(item.event) as StaffEvent;
        if (e.type === 'terminal' && inScope(e.terminal)) {
          known.set(e.terminal.id, e.terminal);
          yield [pos, e];
        }
      }
    } finally {
      for (const c of cleanups.reverse()) c();
    }
  }
}

async function terminalsOf(p: Promise<TerminalStatusView[]>): Promise<TerminalStatusView[]> {
  try {
    return await p;
  } catch {
    throw unavailableLive();
  }
}

/** An order of the platform's lists as the live channel carries it. */
export function orderOf(kind: 'deposit' | 'withdraw', o: Record<string, unknown>): LiveOrder {
  return {
    kind,
    orderNo: String(o.orderNo),
    clientOrderId: String(o.clientOrderId ?? ''),
    currency: o.currency,
    amount: String(o.amount),
    status: Number(o.status),
    updatedAt: Number(o.updatedAt ?? Date.now()),
  } as LiveOrder;
}

export type { StaffScope };
