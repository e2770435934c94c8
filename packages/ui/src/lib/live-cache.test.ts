// The live channel's events written into a real TanStack Query cache, keyed as tRPC keys its queries.
import { describe, expect, it } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import type { LiveEvent, LiveGameWallet, LiveOrder } from '@casino/shared/live/events';
import type { StatementView } from '@casino/shared/schemas/statement';
import { applyLiveEvent, gameWalletAmount, LIVE_KEYS, sessionWallets } from './live-cache';

const SESSION_KEY = [['session', 'current'], { type: 'query' }];
const STATEMENTS_KEY = [['gameWallets', 'statements'], { type: 'query' }];
const DEPOSITS_KEY = [['deposit', 'orders'], { input: { pageNo: 1, pageSize: 10 }, type: 'query' }];

/** Deposit D1 approved (status 4), as the live channel says it. */
const D1_APPROVED: LiveEvent = {
  type: 'order',
  at: 5,
  order: {
    kind: 'deposit',
    orderNo: 'D1',
    clientOrderId: 'c1',
    currency: 'JPY',
    amount: '1000',
    status: 4,
    updatedAt: 5,
  },
};

function signedIn(loginName = 'alice') {
  return {
    loggedIn: true,
    currency: 'JPY',
    user: {
      loginName,
      wallets: sessionWallets([
        {
          currency: 'JPY',
          amount: '100',
          bonusAmount: '0',
          pendingAmount: '0',
          gameAmount: '0',
          games: [],
          totalAmount: '100',
        },
      ]),
    },
  };
}

const statement = (id: string): StatementView => ({
  id,
  at: 1,
  reason: 'sweep',
  lines: [{ platformCode: 'PG', currency: 'JPY', amount: '50', orderNo: `o-${id}` }],
  cashBalances: [{ currency: 'JPY', amount: '150' }],
});

function client() {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

describe('applyLiveEvent', () => {
  it('puts pushed wallets into session.current as the gateway shows them (games, totals, display, spec order)', () => {
    const qc = client();
    qc.setQueryData(SESSION_KEY, signedIn());
    const event: LiveEvent = {
      type: 'wallets',
      at: 1,
      wallets: [
        {
          currency: 'USDT',
          amount: '1.5',
          bonusAmount: '0',
          pendingAmount: '0',
          gameAmount: '0',
          games: [],
          totalAmount: '1.5',
        },
        {
          currency: 'JPY',
          amount: '1234.5',
          bonusAmount: '0',
          pendingAmount: '0',
          gameAmount: '300',
          games: [
            { platformCode: 'PG', amount: '300' },
            { platformCode: 'JL', amount: '0' },
          ],
          totalAmount: '1534.5',
        },
      ],
      gameWallets: [{ platformCode: 'PG', state: 'open', amounts: [{ currency: 'JPY', amount: '300' }] }],
    };
    applyLiveEvent(qc, event);
    const view = qc.getQueryData<ReturnType<typeof signedIn>>(SESSION_KEY)!;
    expect(view.user.wallets.map((w) => w.currency)).toEqual(['JPY', 'USDT']);
    expect(view.user.wallets[0]).toEqual({
      currency: 'JPY',
      amount: '1234.5',
      decimals: 2,
      display: '1234.50',
      gameAmount: '300.00',
      games: [{ platformCode: 'PG', amount: '300', display: '300.00' }],
      total: '1534.50',
      totalDisplay: '1534.50',
    });
    expect(view.user.wallets[1]!.display).toBe('1.50000000');
  });

  it('leaves a signed-out session and another player’s session alone', () => {
    const qc = client();
    const out = { loggedIn: false, user: null };
    qc.setQueryData(SESSION_KEY, out);
    const bobs: Parameters<typeof applyLiveEvent>[1] = {
      type: 'snapshot',
      at: 1,
      terminal: null,
      player: { loginName: 'bob', wallets: [], gameWallets: [], statements: [], orders: [] },
    };
    applyLiveEvent(qc, bobs);
    expect(qc.getQueryData(SESSION_KEY)).toEqual(out);
    const alice = signedIn('alice');
    qc.setQueryData(SESSION_KEY, alice);
    applyLiveEvent(qc, bobs);
    expect(qc.getQueryData(SESSION_KEY)).toEqual(alice);
  });

  it('adds a pushed statement once, newest first, and a snapshot replaces the list', () => {
    const qc = client();
    qc.setQueryData(STATEMENTS_KEY, { list: [statement('a')] });
    applyLiveEvent(qc, { type: 'statement', at: 2, statement: statement('b') });
    applyLiveEvent(qc, { type: 'statement', at: 2, statement: statement('b') });
    expect(qc.getQueryData<{ list: StatementView[] }>(STATEMENTS_KEY)!.list.map((s) => s.id)).toEqual([
      'b',
      'a',
    ]);
    applyLiveEvent(qc, {
      type: 'snapshot',
      at: 3,
      terminal: null,
      player: { loginName: 'alice', wallets: [], gameWallets: [], statements: [statement('c')], orders: [] },
    });
    expect(qc.getQueryData<{ list: StatementView[] }>(STATEMENTS_KEY)!.list.map((s) => s.id)).toEqual(['c']);
  });

  it('does not list a statement the asking page showed itself (kept: false) for the next screen', () => {
    const qc = client();
    qc.setQueryData(STATEMENTS_KEY, { list: [] });
    // The game page's own "back to the lobby" told the player; the lobby must not say it again.
    applyLiveEvent(qc, { type: 'statement', at: 2, statement: statement('shown'), kept: false });
    expect(qc.getQueryData<{ list: StatementView[] }>(STATEMENTS_KEY)!.list).toEqual([]);
    applyLiveEvent(qc, { type: 'statement', at: 3, statement: statement('swept'), kept: true });
    expect(qc.getQueryData<{ list: StatementView[] }>(STATEMENTS_KEY)!.list.map((s) => s.id)).toEqual([
      'swept',
    ]);
  });

  it('updates an order’s status in every cached list, and reads a list again that does not hold it', async () => {
    const qc = client();
    let fetched = 0;
    qc.setQueryDefaults(LIVE_KEYS.depositOrders, {
      queryFn: () => {
        fetched++;
        return { list: [] };
      },
    });
    const order = { orderNo: 'D1', status: 1, updatedAt: 1, amount: '1000', payInfo: {} };
    qc.setQueryData(DEPOSITS_KEY, { list: [order], total: 1 });
    applyLiveEvent(qc, D1_APPROVED);
    const data = qc.getQueryData<{ list: (typeof order)[]; total: number }>(DEPOSITS_KEY)!;
    expect(data.list[0]).toEqual({ ...order, status: 4, updatedAt: 5 });
    expect(data.total).toBe(1);
    expect(qc.getQueryState(DEPOSITS_KEY)!.isInvalidated).toBe(false);

    applyLiveEvent(qc, {
      type: 'order',
      at: 6,
      order: {
        kind: 'deposit',
        orderNo: 'D2',
        clientOrderId: 'c2',
        currency: 'JPY',
        amount: '500',
        status: 1,
        updatedAt: 6,
      },
    });
    expect(qc.getQueryState(DEPOSITS_KEY)!.isInvalidated).toBe(true);
    expect(fetched).toBe(0); // nobody shows the list: it is read when a page does
  });

  it('reads a shown list again when the event comes while it is being read, so the older answer cannot win', async () => {
    const qc = client();
    const order = { orderNo: 'D1', status: 1, updatedAt: 1, amount: '1000', payInfo: {} };
    let status = 1;
    let release: () => void = () => {};
    let reads = 0;
    const observer = new QueryObserver(qc, {
      queryKey: DEPOSITS_KEY,
      queryFn: async () => {
        reads++;
        const answer = { list: [{ ...order, status }], total: 1 };
        if (reads === 2) await new Promise<void>((r) => (release = r)); // answered before the approval
        return answer;
      },
    });
    const off = observer.subscribe(() => {});
    await expect.poll(() => qc.getQueryData(DEPOSITS_KEY)).toBeDefined();
    void qc.invalidateQueries({ queryKey: LIVE_KEYS.depositOrders }); // e.g. the page's own refresh
    await expect.poll(() => reads).toBe(2);
    status = 4; // approved on the platform; its event arrives while the older read is in flight
    applyLiveEvent(qc, D1_APPROVED);
    release();
    await expect
      .poll(() => qc.getQueryData<{ list: (typeof order)[] }>(DEPOSITS_KEY)?.list[0]?.status)
      .toBe(4);
    await expect.poll(() => qc.isFetching()).toBe(0);
    expect(qc.getQueryData<{ list: (typeof order)[] }>(DEPOSITS_KEY)?.list[0]?.status).toBe(4);
    off();
  });

  it("reads a list again when the stream's first snapshot no longer lists open an order it shows open", () => {
    const qc = client();
    const pending = { orderNo: 'D1', status: 1, updatedAt: 1, amount: '1000', payInfo: {} };
    const WITHDRAWALS_KEY = [['withdraw', 'orders'], { input: { pageNo: 1, pageSize: 10 }, type: 'query' }];
    qc.setQueryData(DEPOSITS_KEY, { list: [pending], total: 1 });
    qc.setQueryData(WITHDRAWALS_KEY, { list: [{ orderNo: 'W1', status: 3 }], total: 1 }); // final
    const snapshot = (orders: LiveOrder[]): LiveEvent => ({
      type: 'snapshot',
      at: 2,
      terminal: null,
      player: { loginName: 'alice', wallets: [], gameWallets: [], statements: [], orders },
    });
    // Still open on the platform: the list is right, and the events will say what changes.
    applyLiveEvent(qc, snapshot([{ ...(D1_APPROVED as { order: LiveOrder }).order, status: 1 }]), {
      first: true,
    });
    expect(qc.getQueryState(DEPOSITS_KEY)!.isInvalidated).toBe(false);
    // Approved before the stream opened: no event will come, so the list is read again.
    applyLiveEvent(qc, snapshot([]), { first: true });
    expect(qc.getQueryState(DEPOSITS_KEY)!.isInvalidated).toBe(true);
    expect(qc.getQueryState(WITHDRAWALS_KEY)!.isInvalidated).toBe(false);
  });

  it('reads a list again that shows an order open when the money moves, in case its event was missed', () => {
    const qc = client();
    qc.setQueryData(DEPOSITS_KEY, { list: [{ orderNo: 'D1', status: 1 }], total: 1 });
    const wallets: LiveEvent = { type: 'wallets', at: 3, wallets: [], gameWallets: [] };
    applyLiveEvent(qc, wallets);
    expect(qc.getQueryState(DEPOSITS_KEY)!.isInvalidated).toBe(true);
    // A list with no open order is left alone.
    const settled = client();
    settled.setQueryData(DEPOSITS_KEY, { list: [{ orderNo: 'D1', status: 3 }], total: 1 });
    applyLiveEvent(settled, wallets);
    expect(settled.getQueryState(DEPOSITS_KEY)!.isInvalidated).toBe(false);
  });

  it('reads session.current again when pushed wallets land while it is being read, so its older balance cannot win', async () => {
    const qc = client();
    let cash = '100';
    let release: () => void = () => {};
    let reads = 0;
    const jpy = (amount: string) => ({
      currency: 'JPY' as const,
      amount,
      bonusAmount: '0',
      pendingAmount: '0',
      gameAmount: '0',
      games: [],
      totalAmount: amount,
    });
    const answer = () => {
      const s = signedIn();
      return { ...s, user: { ...s.user, wallets: sessionWallets([jpy(cash)]) } };
    };
    const observer = new QueryObserver(qc, {
      queryKey: SESSION_KEY,
      queryFn: async () => {
        reads++;
        const a = answer();
        if (reads === 2) await new Promise<void>((r) => (release = r)); // answered before the deposit
        return a;
      },
    });
    const off = observer.subscribe(() => {});
    await expect.poll(() => qc.getQueryData(SESSION_KEY)).toBeDefined();
    void qc.invalidateQueries({ queryKey: LIVE_KEYS.session });
    await expect.poll(() => reads).toBe(2);
    cash = '10100'; // a deposit credited; its wallet event arrives while the older read is in flight
    applyLiveEvent(qc, { type: 'wallets', at: 5, wallets: [jpy('10100')], gameWallets: [] });
    release();
    const amount = () =>
      qc.getQueryData<{ user: { wallets: { amount: string }[] } }>(SESSION_KEY)?.user.wallets[0]?.amount;
    await expect.poll(amount).toBe('10100');
    await expect.poll(() => qc.isFetching()).toBe(0);
    expect(amount()).toBe('10100');
    off();
  });

  it('hands the session end, terminal commands and the terminal statement to the app', () => {
    const qc = client();
    const seen: unknown[] = [];
    const hooks = {
      sessionEnded: (r: string) => seen.push(['ended', r]),
      terminalCommand: (c: string) => seen.push(['command', c]),
      terminal: (t: unknown) => seen.push(['terminal', t]),
    };
    applyLiveEvent(qc, { type: 'session-ended', at: 1, reason: 'idle' }, { hooks });
    applyLiveEvent(qc, { type: 'terminal-command', at: 1, command: 'pause' }, { hooks });
    applyLiveEvent(qc, { type: 'terminal-statement', at: 1, statement: statement('k') }, { hooks });
    applyLiveEvent(
      qc,
      {
        type: 'snapshot',
        at: 1,
        player: null,
        terminal: { terminalId: 't1', paused: true, statement: null },
      },
      { hooks },
    );
    expect(seen).toEqual([
      ['ended', 'idle'],
      ['command', 'pause'],
      ['terminal', { statement: statement('k') }],
      ['terminal', { paused: true, statement: null }],
    ]);
  });

  it('reads a game wallet’s amount per currency, nothing once returned', () => {
    const g: LiveGameWallet = {
      platformCode: 'PG',
      state: 'open',
      amounts: [{ currency: 'JPY', amount: '12' }],
    };
    expect(gameWalletAmount(g, 'JPY')).toBe('12');
    expect(gameWalletAmount(g, 'USD')).toBe('0');
    expect(gameWalletAmount({ ...g, state: 'returned' }, 'JPY')).toBe('0');
    expect(gameWalletAmount(undefined, 'JPY')).toBe('0');
  });
});

describe('public figures', () => {
  // A client whose keys carry the language they were fetched in, as the web site's do.
  let lang = 'ja';
  function languageClient() {
    return new QueryClient({
      defaultOptions: { queries: { retry: false, queryKeyHashFn: (k) => `${lang}:${JSON.stringify(k)}` } },
    });
  }
  const languageOf = (hash: string) =>
    hash.startsWith('ja:') ? ('ja-JP' as const) : hash.startsWith('en:') ? ('en-US' as const) : null;
  const JACKPOTS_KEY = [['games', 'jackpotInfo'], { input: {}, type: 'query' }];
  const BIG_WINS_KEY = [['games', 'rankingBetRecord'], { input: { pageNo: 1, pageSize: 2 }, type: 'query' }];
  const pool = (name: string, amount: string) => ({
    jackpotCode: 'GRAND',
    level: 'GRAND' as const,
    name,
    currency: 'JPY' as const,
    amount,
    seedAmount: '1000000.00',
    contributionRate: '0.50',
    lastWonAt: null,
    updatedAt: 1,
  });
  const win = (rank: number) => ({
    rank,
    loginName: 'jc***01',
    gameId: `g${rank}`,
    gameName: `Game ${rank}`,
    platformCode: 'JPT',
    imageUrl: '',
    currency: 'JPY' as const,
    betAmount: '100.00',
    winAmount: '10000.00',
    multiplier: '100.00',
    at: rank,
  });

  it("writes pushed jackpots and big wins into the lobby's queries of the same language only, cut to each query's page", () => {
    const qc = languageClient();
    lang = 'ja';
    qc.setQueryData(JACKPOTS_KEY, { list: [pool('グランド', '1000.00')] });
    qc.setQueryData(BIG_WINS_KEY, { list: [], total: 0, pageNo: 1, pageSize: 2 });
    lang = 'en';
    qc.setQueryData(JACKPOTS_KEY, { list: [pool('Grand', '1000.00')] });
    const event: LiveEvent = {
      type: 'public',
      at: 2,
      language: 'ja-JP',
      jackpots: { list: [pool('グランド', '2000.00')] },
      bigWins: { list: [win(1), win(2), win(3)], total: 3, pageNo: 1, pageSize: 5 },
    };
    applyLiveEvent(qc, event, { publicLanguageOf: languageOf });
    const find = (key: unknown[], l: string) =>
      qc.getQueryCache().get(`${l}:${JSON.stringify(key)}`)?.state.data as { list: unknown[] } | undefined;
    expect(find(JACKPOTS_KEY, 'ja')?.list).toEqual([pool('グランド', '2000.00')]);
    expect(find(JACKPOTS_KEY, 'en')?.list).toEqual([pool('Grand', '1000.00')]);
    expect(find(BIG_WINS_KEY, 'ja')).toEqual({ list: [win(1), win(2)], total: 3, pageNo: 1, pageSize: 2 });
  });

  it("a signed-in page's snapshot fills the lobby's queries with the figures it carries", () => {
    const qc = languageClient();
    lang = 'en';
    qc.setQueryData(JACKPOTS_KEY, { list: [pool('Grand', '1000.00')] });
    applyLiveEvent(
      qc,
      {
        type: 'snapshot',
        at: 2,
        player: null,
        terminal: null,
        public: [
          { language: 'ja-JP', jackpots: { list: [pool('グランド', '3000.00')] } },
          { language: 'en-US', jackpots: { list: [pool('Grand', '3000.00')] } },
        ],
      },
      { publicLanguageOf: languageOf },
    );
    expect(
      (qc.getQueryCache().get(`en:${JSON.stringify(JACKPOTS_KEY)}`)?.state.data as { list: unknown[] }).list,
    ).toEqual([pool('Grand', '3000.00')]);
  });

  it("applies the pachinko floor's changes to the cached floor, and reads it again when a machine is new or gone", () => {
    const qc = languageClient();
    lang = 'ja';
    const FLOOR_KEY = [
      ['games', 'kamikazeMachineList'],
      { input: { pageNo: 1, pageSize: 999 }, type: 'query' },
    ];
    const machine = (id: string, spins: number) => ({
      machineId: id,
      machineNo: Number(id),
      currentSpins: spins,
    });
    qc.setQueryData(FLOOR_KEY, {
      list: [machine('1', 10), machine('2', 20)],
      total: 2,
      pageNo: 1,
      pageSize: 999,
    });
    const floor = () => qc.getQueryCache().get(`ja:${JSON.stringify(FLOOR_KEY)}`)!;
    applyLiveEvent(
      qc,
      {
        type: 'public',
        at: 2,
        language: 'ja-JP',
        machines: { changed: [{ machineId: '2', currentSpins: 27 }], removed: [], total: 2 },
      },
      { publicLanguageOf: languageOf },
    );
    expect((floor().state.data as { list: unknown[] }).list).toEqual([machine('1', 10), machine('2', 27)]);
    expect(floor().state.isInvalidated).toBe(false);
    applyLiveEvent(
      qc,
      {
        type: 'public',
        at: 3,
        language: 'ja-JP',
        machines: { changed: [], removed: ['1'], total: 1 },
      },
      { publicLanguageOf: languageOf },
    );
    expect(floor().state.isInvalidated).toBe(true);
  });

  it('leaves the cache alone when the app does not say which language a query was fetched in', () => {
    const qc = client();
    qc.setQueryData(JACKPOTS_KEY, { list: [pool('グランド', '1000.00')] });
    applyLiveEvent(qc, {
      type: 'public',
      at: 2,
      language: 'ja-JP',
      jackpots: { list: [pool('グランド', '2000.00')] },
    });
    expect(qc.getQueryData<{ list: unknown[] }>(JACKPOTS_KEY)?.list).toEqual([pool('グランド', '1000.00')]);
  });
});
