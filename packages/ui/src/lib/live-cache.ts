/**
 * The live channel's events written into the TanStack Query cache, shared by the web site and the
 * kiosk: every component that reads session.current (balances, game wallets), account.playerInfo,
 * gameWallets.statements or the deposit and withdrawal order lists shows the pushed figures without
 * knowing a channel exists, and without polling. The session's wallets are rebuilt the way the gateway
 * builds session.current (apps/gateway/src/lib/session-view.ts), with the same shared rules, so a pushed
 * figure looks exactly like a fetched one. What is not money in the cache (a session that ended, a
 * terminal's command or statement) goes to the app's hooks.
 *
 * The public figures (jackpots, big wins, the pachinko floor) go into the lobby's queries of the same
 * language: the app says which language a cached query was fetched in (`publicLanguageOf`).
 */
import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import type {
  LiveEvent,
  LiveGameWallet,
  LiveOrder,
  SessionEndReason,
  TerminalCommand,
} from '@casino/shared/live/events';
import type { WalletBalance } from '@casino/shared/schemas/wallet-balance';
import type { StatementView } from '@casino/shared/schemas/statement';
import { DEPOSIT_STATUS } from '@casino/shared/rules/statuses';
import { isOpenOrder } from '@casino/shared/live/open-orders';
import { displayDecimals, sortWallets } from '@casino/shared/rules/format';
import { fromUnits, toUnits } from '@casino/shared/rules/money-units';
import { PUBLIC_FEEDS, type PublicFeed } from '@casino/shared/live/public-feeds';
import type { ApiLanguage } from '@casino/shared/rules/constants';

/** tRPC's query keys start with the procedure path; a filter with the path alone matches every input. */
const pathKey = (procedure: string): QueryKey => [procedure.split('.')];

export const LIVE_KEYS = {
  session: pathKey('session.current'),
  playerInfo: pathKey('account.playerInfo'),
  statements: pathKey('gameWallets.statements'),
  depositOrders: pathKey('deposit.orders'),
  withdrawOrders: pathKey('withdraw.orders'),
  depositCredited: pathKey('deposit.successfulQuery'),
  depositReport: pathKey('account.checkReportStatus'),
  withdrawLimits: pathKey('withdraw.limits'),
} as const;

/** The public feeds' queries (every input). */
export const PUBLIC_KEYS = Object.fromEntries(
  Object.entries(PUBLIC_FEEDS).map(([feed, procedure]) => [feed, pathKey(procedure)]),
) as Record<PublicFeed, QueryKey>;

/** One wallet as session.current shows it (its `user.wallets[n]`). */
export interface SessionWalletView {
  currency: string;
  amount: string;
  decimals: number;
  display: string;
  gameAmount: string;
  games: { platformCode: string; amount: string; display: string }[];
  total: string;
  totalDisplay: string;
}

function units(v: string | null | undefined): bigint {
  try {
    return v ? toUnits(v) : 0n;
  } catch {
    return 0n;
  }
}

function cut(amount: string, decimals: number): string {
  const [int = '0', frac = ''] = amount.split('.');
  return decimals === 0 ? int : `${int}.${frac.padEnd(decimals, '0').slice(0, decimals)}`;
}

/** The pushed wallets as session.current's `user.wallets`: display decimals, game money, totals, spec order. */
export function sessionWallets(wallets: readonly WalletBalance[]): SessionWalletView[] {
  return sortWallets(
    wallets.map((w) => {
      const decimals = displayDecimals(w.currency);
      const games = (w.games ?? [])
        .filter((g) => units(g.amount) > 0n)
        .map((g) => ({ platformCode: g.platformCode, amount: g.amount, display: cut(g.amount, decimals) }));
      const inGames = games.length ? games.reduce((s, g) => s + units(g.amount), 0n) : units(w.gameAmount);
      const total = fromUnits(units(w.amount) + inGames);
      return {
        currency: w.currency,
        amount: w.amount,
        decimals,
        display: cut(w.amount, decimals),
        gameAmount: fromUnits(inGames),
        games,
        total,
        totalDisplay: cut(total, decimals),
      };
    }),
  );
}

/** The amount of a game wallet in a currency ('0' when it holds none, or came back). */
export function gameWalletAmount(g: LiveGameWallet | null | undefined, currency: string): string {
  if (!g || g.state === 'returned') return '0';
  return g.amounts.find((a) => a.currency === currency)?.amount ?? '0';
}

export interface LiveCacheHooks {
  /** The session ended (the stream ends after it): the app explains why and signs the page out. */
  sessionEnded?: (reason: SessionEndReason) => void;
  /** Each game wallet as the latest event or snapshot has it. */
  gameWallets?: (list: LiveGameWallet[]) => void;
  /** Kiosk: a staff command for this terminal. */
  terminalCommand?: (command: TerminalCommand) => void;
  /** Kiosk: the terminal's state (snapshot) or its kept statement (null: acknowledged). */
  terminal?: (t: { paused?: boolean; statement: StatementView | null }) => void;
}

type SessionLike = { loggedIn: boolean; user: { loginName: string; wallets: unknown[] } | null };
type Listed<T> = { list: T[] } & Record<string, unknown>;

function setWallets(qc: QueryClient, wallets: readonly WalletBalance[], loginName?: string) {
  const views = sessionWallets(wallets);
  qc.setQueriesData<SessionLike>({ queryKey: LIVE_KEYS.session }, (old) => {
    if (!old?.loggedIn || !old.user) return old;
    // A stream of another player (a sign-in changed meanwhile) never writes into this session.
    if (loginName !== undefined && old.user.loginName.toLowerCase() !== loginName.toLowerCase()) return old;
    return { ...old, user: { ...old.user, wallets: views } };
  });
  qc.setQueriesData<{ wallets?: unknown }>({ queryKey: LIVE_KEYS.playerInfo }, (old) =>
    old && Array.isArray(old.wallets) ? { ...old, wallets: [...wallets] } : old,
  );
  // A read in flight may have been answered before this event: read it again, so it cannot win.
  for (const queryKey of [LIVE_KEYS.session, LIVE_KEYS.playerInfo])
    if (qc.isFetching({ queryKey }) > 0) void qc.invalidateQueries({ queryKey });
}

function addStatements(qc: QueryClient, statements: readonly StatementView[], replace: boolean) {
  qc.setQueriesData<Listed<StatementView>>({ queryKey: LIVE_KEYS.statements }, (old) => {
    if (replace) return { ...old, list: [...statements] };
    const list = old?.list ?? [];
    const fresh = statements.filter((s) => !list.some((x) => x.id === s.id));
    return fresh.length ? { ...old, list: [...fresh, ...list] } : old;
  });
}

/**
 * An order's new status in every cached list of its kind. A list that does not hold the order (made in
 * another tab), or that is being read at this moment (its answer may predate the event and would
 * overwrite it), is read again, once, because of this event.
 */
function applyOrder(qc: QueryClient, order: LiveOrder) {
  const key = order.kind === 'deposit' ? LIVE_KEYS.depositOrders : LIVE_KEYS.withdrawOrders;
  let missing = false;
  for (const [queryKey, data] of qc.getQueriesData<
    Listed<{ orderNo: string; status: number; updatedAt?: number }>
  >({
    queryKey: key,
  })) {
    if (qc.getQueryState(queryKey)?.fetchStatus === 'fetching') missing = true;
    if (!data?.list) continue;
    const i = data.list.findIndex((o) => o.orderNo === order.orderNo);
    if (i === -1) {
      missing = true;
      continue;
    }
    const before = data.list[i]!;
    if (before.status === order.status) continue;
    const list = data.list.slice();
    list[i] = { ...before, status: order.status, updatedAt: order.updatedAt };
    qc.setQueryData(queryKey, { ...data, list });
  }
  if (missing) void qc.invalidateQueries({ queryKey: key });
  if (order.kind === 'deposit' && order.status === DEPOSIT_STATUS.SUCCESS) {
    // The credited notice and the first-deposit report follow the credit.
    void qc.invalidateQueries({ queryKey: LIVE_KEYS.depositCredited });
    void qc.invalidateQueries({ queryKey: LIVE_KEYS.depositReport });
  }
  if (order.kind === 'withdraw') void qc.invalidateQueries({ queryKey: LIVE_KEYS.withdrawLimits });
}

/**
 * Reads a cached order list again when it shows an order open that `stillOpen` does not: after the
 * stream's first snapshot (the order changed before the stream followed it), and whenever the money
 * moves (the move may be that order's approval or payout, whose own event this page may have missed).
 */
function readAgainShownOpen(qc: QueryClient, stillOpen: LiveOrder[] = []) {
  for (const kind of ['deposit', 'withdraw'] as const) {
    const key = kind === 'deposit' ? LIVE_KEYS.depositOrders : LIVE_KEYS.withdrawOrders;
    const stale = qc
      .getQueriesData<Listed<{ orderNo: string; status: number }>>({ queryKey: key })
      .some(([, data]) =>
        data?.list?.some(
          (o) =>
            isOpenOrder(kind, o.status) && !stillOpen.some((n) => n.kind === kind && n.orderNo === o.orderNo),
        ),
      );
    if (stale) void qc.invalidateQueries({ queryKey: key });
  }
}

type PublicFigures = Omit<Extract<LiveEvent, { type: 'public' }>, 'type' | 'at'>;
type MachineChanges = NonNullable<PublicFigures['machines']>;
type MachineLike = { machineId: string; machineNo?: number } & Record<string, unknown>;
type PageLike = { list: unknown[]; total?: number; pageNo?: number; pageSize?: number };

/**
 * A feed's figures as a query with this input answers them: the jackpots of its currency, the first
 * `pageSize` rows of a list; null when the pushed figures cannot answer it (a later page, a filter, a
 * longer page than was pushed).
 */
function fitPublic(feed: 'jackpots' | 'bigWins', data: unknown, input: Record<string, unknown>): unknown {
  if (feed === 'jackpots') {
    const list = (data as { list: { currency: string }[] }).list;
    return input.currency
      ? { ...(data as object), list: list.filter((j) => j.currency === input.currency) }
      : data;
  }
  const page = data as PageLike;
  if (!unfiltered(input)) return null;
  const size = typeof input.pageSize === 'number' ? input.pageSize : page.pageSize;
  if (size === undefined) return data;
  if (size > (page.pageSize ?? 0) && page.list.length < (page.total ?? Infinity)) return null;
  return { ...page, list: page.list.slice(0, size), pageSize: size };
}

/** The first page of a whole list (no filter): what the public poll reads. */
function unfiltered(input: Record<string, unknown>): boolean {
  return (
    (input.pageNo ?? 1) === 1 &&
    input.gameType === undefined &&
    input.gameId === undefined &&
    input.state === undefined
  );
}

/**
 * The pachinko floor's changes applied to a cached floor: each changed machine's fields; a machine the
 * page does not have, one gone or a floor of another size means the page reads the floor again (null).
 */
function applyMachines(data: PageLike, changes: MachineChanges): PageLike | null {
  const list = data.list as MachineLike[];
  const whole = list.length >= (data.total ?? 0);
  if (changes.removed.length > 0 || changes.total !== data.total) return null;
  const at = new Map(list.map((m, i) => [m.machineId, i]));
  const next = list.slice();
  for (const patch of changes.changed) {
    const i = at.get(patch.machineId);
    if (i === undefined) {
      // Beyond the page's rows: not this page's concern; on a page with the whole floor: read again.
      if (whole) return null;
      continue;
    }
    next[i] = { ...next[i]!, ...patch };
  }
  return { ...data, list: next };
}

function applyPublic(
  qc: QueryClient,
  event: PublicFigures,
  languageOf: (queryHash: string) => ApiLanguage | null,
) {
  const machines = event.machines;
  if (machines)
    for (const query of qc.getQueryCache().findAll({ queryKey: PUBLIC_KEYS.machines }) as Query[]) {
      if (languageOf(query.queryHash) !== event.language) continue;
      const input = (query.queryKey[1] as { input?: Record<string, unknown> } | undefined)?.input ?? {};
      const data = query.state.data as PageLike | undefined;
      if (!data?.list || !unfiltered(input)) continue;
      const next = applyMachines(data, machines);
      if (next) query.setData(next, { manual: true });
      else void qc.invalidateQueries({ predicate: (q) => q === query });
    }
  for (const feed of ['jackpots', 'bigWins'] as const) {
    const data = event[feed];
    if (!data) continue;
    for (const query of qc.getQueryCache().findAll({ queryKey: PUBLIC_KEYS[feed] }) as Query[]) {
      // A query of the other language keeps its own figures (the page may switch back to it).
      if (languageOf(query.queryHash) !== event.language) continue;
      const input = (query.queryKey[1] as { input?: Record<string, unknown> } | undefined)?.input ?? {};
      const fitted = fitPublic(feed, data, input);
      // Written to the query itself: its key's hash depends on the language it was fetched in.
      if (fitted !== null) query.setData(fitted, { manual: true });
    }
  }
}

/**
 * Writes one event into the cache. `first`: the stream's first event since the page started (a later
 * snapshot means events were missed, so the order lists are read again instead of trusting the cache).
 */
export function applyLiveEvent(
  qc: QueryClient,
  event: LiveEvent,
  opts: {
    first?: boolean;
    hooks?: LiveCacheHooks;
    /** The language a cached query was fetched in (from its hash); without it public figures are not written. */
    publicLanguageOf?: (queryHash: string) => ApiLanguage | null;
  } = {},
): void {
  const hooks = opts.hooks ?? {};
  switch (event.type) {
    case 'snapshot': {
      const p = event.player;
      if (p) {
        setWallets(qc, p.wallets, p.loginName);
        hooks.gameWallets?.(p.gameWallets);
        addStatements(qc, p.statements, true);
        for (const o of p.orders) applyOrder(qc, o);
        if (opts.first) readAgainShownOpen(qc, p.orders);
        else {
          void qc.invalidateQueries({ queryKey: LIVE_KEYS.depositOrders });
          void qc.invalidateQueries({ queryKey: LIVE_KEYS.withdrawOrders });
          // The pachinko floor is not in a snapshot: after a gap, a page showing it reads it again.
          if (event.public) void qc.invalidateQueries({ queryKey: PUBLIC_KEYS.machines });
        }
      }
      if (event.terminal)
        hooks.terminal?.({ paused: event.terminal.paused, statement: event.terminal.statement });
      if (event.public && opts.publicLanguageOf)
        for (const figures of event.public) applyPublic(qc, figures, opts.publicLanguageOf);
      return;
    }
    case 'wallets':
      setWallets(qc, event.wallets);
      readAgainShownOpen(qc);
      hooks.gameWallets?.(event.gameWallets);
      return;
    case 'statement':
      // One the asking page showed itself waits for no screen (a later read would not list it either).
      if (event.kept !== false) addStatements(qc, [event.statement], false);
      return;
    case 'order':
      applyOrder(qc, event.order);
      return;
    case 'session-ended':
      hooks.sessionEnded?.(event.reason);
      return;
    case 'terminal-command':
      hooks.terminalCommand?.(event.command);
      return;
    case 'terminal-statement':
      hooks.terminal?.({ statement: event.statement });
      return;
    case 'public':
      if (opts.publicLanguageOf) applyPublic(qc, event, opts.publicLanguageOf);
      return;
  }
}
