/**
 * PROPERTY TEST OF THE MONEY: random sequences of deposits, withdrawals, game transfers, bonuses,
 * bets, rake back, the gateway's sweeps of abandoned game wallets and sessions abandoned by a disabled
 * player (the merchant transfer_out_all, docs/gateway.md "Money in games"), and retries, run through the platform's own handlers (the catalog's input schema,
 * the handler, the catalog's output schema: exactly what POST /_api_ runs after the protocol layer)
 * and the functions the dev (back-office) endpoints call, on a fresh platform state per run.
 *
 * How it proves money is never lost or doubled. After EVERY step:
 *  1. Double entry: per currency, all balances sum to zero (money is only ever moved, never made or
 *     destroyed), and the cached balances equal the ones recomputed from the postings.
 *  2. No player account (cash, bonus, pending, game wallets) is ever negative.
 *  3. A refused operation moves nothing (the ledger has the same transactions as before).
 *  4. A retried create (deposit, withdrawal, game transfer, sweep) with the same clientOrderId answers the
 *     first order and adds no ledger transaction; the same id with other content is refused with
 *     IDEMPOTENCY_CONFLICT and moves nothing. A replayed bet moves nothing.
 *  5. An independent model of each player's total money per currency (cash + bonus + pending + game
 *     wallets), updated only from what the API answers (an order that went from open to paid, a
 *     bonus's amount before it was forfeited, the rake back received...), equals the ledger: a credit
 *     applied twice or a movement lost would make them differ.
 *  6. Reconciliation of the ledger with the business records: the outside world's account equals
 *     seeds + successful deposits - paid withdrawals (net of fees); each player's pending account
 *     equals the sum of their PENDING withdrawals; house:fees equals the fees of paid withdrawals; each
 *     player's bonus account equals the locked amount of their live bonuses; and each order has exactly
 *     the ledger entries its status implies (a credit iff SUCCESS; a hold always, a payout iff SUCCESS,
 *     a return iff CANCELLED or REJECTED).
 * Together: every unit that enters or leaves a wallet is explained by exactly one business event, and
 * every business event moved its money exactly once.
 *
 * Both stores: in memory, and durable (node:sqlite, core/persistence.ts), where after EVERY step the
 * state is saved and the run goes on with a state read back from the file, as if the platform had
 * restarted between any two requests; the same rules must hold.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryByProcedure } from '@casino/shared/catalog/index';
import { CODES } from '@casino/shared/protocol/codes';
import { ACTIVE_BONUS_STATUSES, BONUS_TYPE } from '@casino/shared/schemas/bonus';
import { DEPOSIT_STATUS } from '@casino/shared/schemas/deposit';
import { toUnits, type Currency } from '@casino/shared/schemas/money';
import { WITHDRAW_STATUS } from '@casino/shared/schemas/withdrawal';
import { makeContext } from '../src/core/context';
import { PlatformError } from '../src/core/errors';
import { SqliteStateStore, type StateStore } from '../src/core/persistence';
import type { PlatformState } from '../src/core/state';
import { createPlatformState } from '../src/domains';
import { reportBet } from '../src/dev/money';
import { bonusStore, grantBonus } from '../src/domain/bonus/store';
import { approveDeposit, rejectDeposit } from '../src/domain/deposit/service';
import { depositStore } from '../src/domain/deposit/store';
import { gamesStore } from '../src/domain/games/store';
import { transferOutAll } from '../src/domain/games/transfer-handlers';
import { MERCHANT_CALLS } from '@casino/shared/protocol/merchant';
import { approveWithdrawal, rejectWithdrawal } from '../src/domain/withdraw/service';
import { setWithdrawPassword, withdrawStore } from '../src/domain/withdraw/store';
import { handlers } from '../src/handlers';
import { startTestPlatform, type TestPlatform } from './harness';
import {
  playerAccountsPrefix,
  playerBonus,
  playerCash,
  playerGamePrefix,
  playerPending,
} from '../src/core/accounts';

const WITHDRAW_PASSWORD = 'w1thdraw';

let p: TestPlatform;
const dataDir = mkdtempSync(join(tmpdir(), 'ledger-property-'));
let files = 0;
beforeAll(async () => {
  // Cards and addresses are withdrawn to at once here: no cooling period (tested on its own).
  p = await startTestPlatform({
    secrets: { maxAttempts: 5, windowMs: 3600_000, lockMs: 1800_000, payoutCoolingMs: 0 },
  });
});
afterAll(async () => {
  await p.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type StoreKind = 'memory' | 'sqlite';
/** A fresh store per run: none (memory) or a new SQLite file. */
async function newStore(kind: StoreKind): Promise<StateStore | undefined> {
  return kind === 'sqlite' ? SqliteStateStore.open(join(dataDir, `run-${++files}.sqlite`)) : undefined;
}

const CURRENCIES_UNDER_TEST = ['JPY', 'USDT'] as const;
type Cur = (typeof CURRENCIES_UNDER_TEST)[number];
const SEED: Record<Cur, string> = { JPY: '50000', USDT: '200' };
const PLAYERS = 2;
/** Game platforms money moves into (two, so a sweep of one leaves the other alone). */
const GAME_PLATFORMS = ['JPT', 'PNG'] as const;

/** Codes a step may legitimately be refused with. Anything else (or a non-platform error) fails. */
const EXPECTED_REFUSALS: ReadonlySet<number> = new Set([
  CODES.INSUFFICIENT_FUNDS,
  CODES.IDEMPOTENCY_CONFLICT,
  CODES.ORDER_STATE,
  CODES.AMOUNT_OUT_OF_RANGE,
  CODES.WITHDRAW_COUNT_EXCEEDED,
  CODES.KYC_L3_REQUIRED,
  CODES.BONUS_STATE,
  CODES.NOTHING_TO_RECEIVE,
]);

// ---- the steps ----
type Step =
  | { t: 'deposit'; p: number; cid: number; c: Cur; a: number; qr: boolean; vary: boolean }
  | { t: 'depositApprove' | 'depositReject' | 'depositCancel'; i: number }
  | { t: 'withdraw'; p: number; cid: number; c: Cur; a: number; vary: boolean }
  | { t: 'withdrawApprove' | 'withdrawReject' | 'withdrawCancel'; i: number }
  | { t: 'grant'; p: number; key: number; c: Cur; a: number; mult: number; auto: boolean }
  | { t: 'bet'; p: number; round: number; c: Cur; a: number; win: number }
  | { t: 'giveUp' | 'release' | 'cancelBonus'; p: number; i: number }
  | { t: 'rakeback'; p: number }
  | { t: 'transferIn'; p: number; cid: number; a: number; pc: number }
  | { t: 'transferOut'; p: number; cid: number }
  // The gateway's sweeper returning an abandoned game wallet (merchant call, id named by the wallet's
  // generation: a retried sweep reuses it) and a session abandoned by a disabled player (the merchant
  // call returns everything although the player's token no longer works).
  | { t: 'sweep'; p: number; pc: number; gen: number }
  | { t: 'abandon'; p: number; sess: number }
  | { t: 'retryLast' };

const AMOUNTS: Record<Cur, string[]> = {
  JPY: ['2000', '5000', '12345.67', '30000', '60000'],
  USDT: ['20', '55.5', '150', '0.00000001'],
};
const BET_AMOUNTS: Record<Cur, string[]> = { JPY: ['100', '2500', '9999.99'], USDT: ['1', '12.5'] };
const cur = fc.constantFrom(...CURRENCIES_UNDER_TEST);
const player = fc.nat(PLAYERS - 1);
const pick = fc.nat(20);

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    arbitrary: fc.record({
      t: fc.constant('deposit' as const),
      p: player,
      cid: fc.nat(2),
      c: cur,
      a: pick,
      qr: fc.boolean(),
      vary: fc.boolean(),
    }),
    weight: 4,
  },
  {
    arbitrary: fc.record({
      t: fc.constantFrom('depositApprove' as const, 'depositReject' as const, 'depositCancel' as const),
      i: pick,
    }),
    weight: 4,
  },
  {
    arbitrary: fc.record({
      t: fc.constant('withdraw' as const),
      p: player,
      cid: fc.nat(2),
      c: cur,
      a: pick,
      vary: fc.boolean(),
    }),
    weight: 4,
  },
  {
    arbitrary: fc.record({
      t: fc.constantFrom('withdrawApprove' as const, 'withdrawReject' as const, 'withdrawCancel' as const),
      i: pick,
    }),
    weight: 4,
  },
  {
    arbitrary: fc.record({
      t: fc.constant('grant' as const),
      p: player,
      key: fc.nat(3),
      c: cur,
      a: pick,
      mult: fc.constantFrom(0, 1, 3),
      auto: fc.boolean(),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      t: fc.constant('bet' as const),
      p: player,
      round: fc.nat(6),
      c: cur,
      a: pick,
      win: fc.nat(3),
    }),
    weight: 4,
  },
  {
    arbitrary: fc.record({
      t: fc.constantFrom('giveUp' as const, 'release' as const, 'cancelBonus' as const),
      p: player,
      i: pick,
    }),
    weight: 3,
  },
  { arbitrary: fc.record({ t: fc.constant('rakeback' as const), p: player }), weight: 1 },
  {
    arbitrary: fc.record({
      t: fc.constant('transferIn' as const),
      p: player,
      cid: fc.nat(3),
      a: pick,
      pc: fc.nat(1),
    }),
    weight: 2,
  },
  { arbitrary: fc.record({ t: fc.constant('transferOut' as const), p: player, cid: fc.nat(3) }), weight: 1 },
  {
    arbitrary: fc.record({ t: fc.constant('sweep' as const), p: player, pc: fc.nat(1), gen: fc.nat(2) }),
    weight: 2,
  },
  { arbitrary: fc.record({ t: fc.constant('abandon' as const), p: player, sess: fc.nat(2) }), weight: 1 },
  { arbitrary: fc.constant({ t: 'retryLast' as const }), weight: 2 },
);

/**
 * Unless `vary`, a create's content is a function of its clientOrderId, so the same id comes back
 * with the same content (a retry); with `vary` it may come back with other content (a conflict).
 */
function canonical<T extends { cid: number; c: Cur; a: number; vary: boolean }>(s: T): T {
  return s.vary ? s : { ...s, c: s.cid % 2 === 0 ? 'JPY' : 'USDT', a: s.cid, qr: false };
}

// ---- a run ----
class Run {
  state: PlatformState;
  readonly ids: string[] = [];
  readonly cards: string[] = [];
  readonly addresses: string[] = [];
  /** Model: each player's total money per currency (cash + bonus + pending + game wallets). */
  readonly model = new Map<string, bigint>();
  readonly seeds = new Map<Currency, bigint>();
  lastCreate: { procedure: string; p: number; input: Record<string, unknown> } | null = null;
  /** Whether the last create (or its retry) was accepted: a retry of a refused create is a first try. */
  lastCreateOk = false;
  now = Date.UTC(2026, 0, 5, 3, 0, 0);

  constructor(private readonly store?: StateStore) {
    this.state = createPlatformState(store);
    for (let i = 0; i < PLAYERS; i++) {
      const pl = this.state.players.create({
        loginName: `jcprop${i}`,
        username: `prop${i}`,
        password: 'secret123',
      });
      pl.mobileBound = true;
      this.ids.push(pl.id);
      for (const c of CURRENCIES_UNDER_TEST) {
        this.state.ledger.transfer({
          key: `seed:${pl.id}:${c}`,
          kind: 'dev-seed',
          from: 'world:bank',
          to: playerCash(pl.id),
          currency: c,
          amount: toUnits(SEED[c]),
        });
        this.model.set(`${i}|${c}`, toUnits(SEED[c]));
        this.seeds.set(c, (this.seeds.get(c) ?? 0n) + toUnits(SEED[c]));
      }
    }
  }

  /** Durable runs: save, then go on with the state read back from the store (a restart). */
  restart() {
    if (!this.store) return;
    this.state.persist();
    this.state = createPlatformState(this.store);
  }

  close() {
    this.store?.close();
  }

  adjust(i: number, c: Currency, delta: bigint) {
    this.model.set(`${i}|${c}`, (this.model.get(`${i}|${c}`) ?? 0n) + delta);
  }

  /** Runs a catalog entry's handler exactly as the wire route does after the protocol checks. */
  /** A create call, remembered so that a later 'retry' step can send it again. */
  create(procedure: string, p: number, input: Record<string, unknown>): void {
    this.lastCreate = { procedure, p, input };
    this.call(procedure, p, input);
  }

  call(procedure: string, i: number, input: Record<string, unknown>): Record<string, unknown> {
    const entry = entryByProcedure(procedure);
    if (!entry) throw new Error(`no entry ${procedure}`);
    const parsed = entry.input.parse({ loginName: `jcprop${i}`, ...input });
    const ctx = makeContext({
      state: this.state,
      config: p.config,
      keys: p.platform.keys,
      lang: 'en',
      now: this.now,
      playerId: this.ids[i]!,
      publicUrl: 'http://127.0.0.1',
      log: p.platform.app.log,
      req: {
        path: entry.path,
        ip: '203.0.113.10',
        deviceId: 'prop',
        appId: 'prop',
        requestId: 'prop',
        timezone: 'Asia/Tokyo',
        authorization: undefined,
      },
    });
    const handler = (handlers as unknown as Record<string, (input: unknown, c: typeof ctx) => unknown>)[
      procedure
    ]!;
    const out = handler(parsed, ctx);
    return entry.output.parse(out) as Record<string, unknown>;
  }

  setup() {
    for (let i = 0; i < PLAYERS; i++) {
      setWithdrawPassword(this.state, this.ids[i]!, WITHDRAW_PASSWORD);
      const card = this.call('wallet.bankCardAdd', i, {
        withdrawPassword: WITHDRAW_PASSWORD,
        bankCode: '0005',
        bankName: '三菱UFJ銀行',
        branchCode: '123',
        branchName: '新宿支店',
        accountType: 1,
        accountNo: `123456${i}`,
        accountName: 'ヤマダ タロウ',
      });
      this.cards.push(card.id as string);
      const address = this.call('wallet.addressCreate', i, {
        currency: 'USDT',
        network: 'TRC20',
        address: 'TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9',
        withdrawPassword: WITHDRAW_PASSWORD,
      });
      this.addresses.push(address.id as string);
    }
  }

  /** The gateway's merchant transfer_out_all for player i (no player token involved). */
  merchantOut(i: number, platformCode: string | undefined, clientOrderId: string) {
    const call = MERCHANT_CALLS.gameTransferOutAll;
    const input = call.input.parse({
      loginName: `jcprop${i}`,
      clientOrderId,
      ...(platformCode ? { platformCode } : {}),
    });
    const player = this.state.players.byLogin(input.loginName)!;
    const ctx = makeContext({
      state: this.state,
      config: p.config,
      keys: p.platform.keys,
      lang: 'en',
      now: this.now,
      playerId: player.id,
      publicUrl: 'http://127.0.0.1',
      log: p.platform.app.log,
      req: {
        path: call.path,
        ip: '127.0.0.1',
        deviceId: 'gateway',
        appId: 'prop',
        requestId: 'prop',
        timezone: 'Asia/Tokyo',
        authorization: undefined,
      },
    });
    return call.output.parse(transferOutAll(ctx, player, input.platformCode, input.clientOrderId));
  }

  gameBalance(i: number, platformCode: string | undefined): bigint {
    const prefix = `${playerGamePrefix(this.ids[i]!)}${platformCode ?? ''}`;
    let sum = 0n;
    for (const [key, value] of this.state.ledger.cachedBalances()) if (key.startsWith(prefix)) sum += value;
    return sum;
  }

  totalOf(i: number, c: Currency): bigint {
    const prefix = playerAccountsPrefix(this.ids[i]!);
    let sum = 0n;
    for (const [key, value] of this.state.ledger.cachedBalances()) {
      if (key.startsWith(prefix) && key.endsWith(`|${c}`)) sum += value;
    }
    return sum;
  }
}

function orders<T>(list: T[], i: number): T | undefined {
  return list.length ? list[i % list.length] : undefined;
}

/**
 * A back-office decision (Approve, Reject) or the player's Cancel on one of the orders; the model
 * follows the money when the order became successful (`sign`: +1 deposit, -1 withdrawal).
 */
function decide<
  O extends { orderNo: string; playerId: string; currency: Currency; amount: bigint; status: number },
>(
  run: Run,
  all: O[],
  i: number,
  how: {
    approve: (o: O) => void;
    reject: (o: O) => void;
    cancel: (o: O) => void;
    step: string;
    success: number;
    sign: bigint;
  },
): void {
  const order = orders(all, i);
  if (!order) return;
  const before = order.status;
  if (how.step === 'Approve') how.approve(order);
  else if (how.step === 'Reject') how.reject(order);
  else how.cancel(order);
  if (before !== how.success && order.status === how.success) {
    run.adjust(run.ids.indexOf(order.playerId), order.currency, how.sign * order.amount);
  }
}

function apply(run: Run, s: Step): void {
  const st = run.state;
  run.now += 1000;
  if (s.t === 'deposit' || s.t === 'withdraw') s = canonical(s);
  switch (s.t) {
    case 'deposit': {
      const channel = s.c === 'JPY' ? (s.qr ? 'PAYPAY_QR' : 'BANK_JP') : 'CRYPTO_USDT_TRC20';
      const input = {
        clientOrderId: `dep-${s.p}-${s.cid}-abcdef`,
        currency: s.c,
        amount: orders(AMOUNTS[s.c], s.a)!,
        channelCode: channel,
      };
      run.create('deposit.create', s.p, input);
      return;
    }
    case 'depositApprove':
    case 'depositReject':
    case 'depositCancel':
      return decide(run, [...depositStore(st).byOrderNo.values()], s.i, {
        approve: (o) => approveDeposit(st, o.orderNo, run.now),
        reject: (o) => rejectDeposit(st, o.orderNo, run.now),
        cancel: (o) =>
          run.call('deposit.orderOperate', run.ids.indexOf(o.playerId), {
            orderNo: o.orderNo,
            operateType: 1,
          }),
        step: s.t.slice('deposit'.length),
        success: DEPOSIT_STATUS.SUCCESS,
        sign: 1n,
      });
    case 'withdraw': {
      const input =
        s.c === 'JPY'
          ? { methodCode: 'BANK_JP', bankCardId: run.cards[s.p] }
          : { methodCode: 'CRYPTO_USDT_TRC20', addressId: run.addresses[s.p] };
      const full = {
        clientOrderId: `wd-${s.p}-${s.cid}-abcdef`,
        currency: s.c,
        amount: orders(AMOUNTS[s.c], s.a)!,
        withdrawPassword: WITHDRAW_PASSWORD,
        ...input,
      };
      run.create('withdraw.create', s.p, full);
      return;
    }
    case 'withdrawApprove':
    case 'withdrawReject':
    case 'withdrawCancel':
      return decide(run, [...withdrawStore(st).byOrderNo.values()], s.i, {
        approve: (o) => approveWithdrawal(st, o.orderNo, run.now),
        reject: (o) => rejectWithdrawal(st, o.orderNo, run.now),
        cancel: (o) => run.call('withdraw.cancel', run.ids.indexOf(o.playerId), { orderNo: o.orderNo }),
        step: s.t.slice('withdraw'.length),
        success: WITHDRAW_STATUS.SUCCESS,
        sign: -1n,
      });
    case 'grant': {
      const key = `prop-grant:${s.p}:${s.key}`;
      const fresh = !bonusStore(st).forKey(key);
      const amount = toUnits(orders(AMOUNTS[s.c], s.a)!);
      const b = grantBonus(st, {
        playerId: run.ids[s.p]!,
        currency: s.c,
        amount,
        bonusType: BONUS_TYPE.NO_DEPOSIT,
        name: { ja: 'テスト', en: 'Test' },
        wagerMultiplier: s.mult,
        autoRelease: s.auto,
        key,
        at: run.now,
      });
      if (fresh) run.adjust(s.p, b.currency, b.bonusAmount);
      return;
    }
    case 'bet': {
      const amount = toUnits(orders(BET_AMOUNTS[s.c], s.a)!);
      const win = s.win === 0 ? 0n : (amount * BigInt(s.win - 1)) / 2n;
      const roundId = `r${s.p}-${s.round}-${s.c}`;
      const replay = reportBet(st, run.ids[s.p]!, { currency: s.c, amount, win, roundId }, run.now);
      if (!replay) run.adjust(s.p, s.c, win - amount);
      return;
    }
    case 'giveUp':
    case 'release':
    case 'cancelBonus': {
      const list = bonusStore(st).ofPlayer(run.ids[s.p]!);
      const b = orders(list, s.i);
      if (!b) return;
      const lockedBefore = b.remaining;
      const live = ACTIVE_BONUS_STATUSES.includes(b.bonusStatus) || b.bonusStatus === 1;
      const procedure =
        s.t === 'giveUp' ? 'bonus.giveUp' : s.t === 'release' ? 'bonus.release' : 'bonus.cancel';
      const out = run.call(procedure, s.p, { requestId: b.requestId });
      if (s.t !== 'release' && live && out.amount === '0.00') run.adjust(s.p, b.currency, -lockedBefore);
      return;
    }
    case 'rakeback': {
      const out = run.call('bonus.rakebackReceive', s.p, {}) as {
        received: { currency: Currency; amount: string }[];
      };
      for (const r of out.received) run.adjust(s.p, r.currency, toUnits(r.amount));
      return;
    }
    case 'transferIn': {
      const input = {
        platformCode: GAME_PLATFORMS[s.pc]!,
        currency: 'JPY',
        amount: orders(['1000', '7777', '25000'], s.a)!,
        clientOrderId: `tin-${s.p}-${s.cid}-abcdef`,
      };
      run.create('games.transferIn', s.p, input);
      return;
    }
    case 'transferOut': {
      const input = { clientOrderId: `tout-${s.p}-${s.cid}-abcdef` };
      run.create('games.transferOutAll', s.p, input);
      return;
    }
    case 'sweep': {
      const platform = GAME_PLATFORMS[s.pc]!;
      run.merchantOut(s.p, platform, `sw-${s.p}-${s.pc}-${s.gen}-abcdef`);
      return;
    }
    case 'abandon': {
      const player = st.players.get(run.ids[s.p]!)!;
      player.disabled = true;
      try {
        run.merchantOut(s.p, undefined, `se-${s.p}-${s.sess}-abcdef`);
      } finally {
        player.disabled = false;
      }
      return;
    }
    case 'retryLast': {
      const last = run.lastCreate;
      if (!last) return;
      run.call(last.procedure, last.p, last.input);
      return;
    }
  }
}

function checkInvariants(run: Run): void {
  const st = run.state;
  // 1 and 2: double entry, cache, no negative player balance.
  const recomputed = st.ledger.recomputeBalances();
  const cached = st.ledger.cachedBalances();
  const sums = new Map<string, bigint>();
  for (const [key, value] of recomputed) {
    const currency = key.slice(key.lastIndexOf('|') + 1);
    sums.set(currency, (sums.get(currency) ?? 0n) + value);
    expect(cached.get(key) ?? 0n, `cached ${key}`).toBe(value);
    if (key.startsWith('player:')) expect(value >= 0n, `negative ${key}`).toBe(true);
  }
  for (const [key, value] of cached) expect(recomputed.get(key) ?? 0n, `recomputed ${key}`).toBe(value);
  for (const [currency, sum] of sums) expect(sum, `sum of ${currency}`).toBe(0n);

  // 5: the model of each player's money.
  for (let i = 0; i < PLAYERS; i++) {
    for (const c of CURRENCIES_UNDER_TEST) {
      expect(run.totalOf(i, c), `total of player ${i} in ${c}`).toBe(run.model.get(`${i}|${c}`) ?? 0n);
    }
  }

  // 6: reconciliation with the business records.
  const deposits = [...depositStore(st).byOrderNo.values()];
  const withdrawals = [...withdrawStore(st).byOrderNo.values()];
  for (const c of CURRENCIES_UNDER_TEST) {
    const deposited = deposits
      .filter((o) => o.currency === c && o.status === DEPOSIT_STATUS.SUCCESS)
      .reduce((s, o) => s + o.amount, 0n);
    const paid = withdrawals.filter((o) => o.currency === c && o.status === WITHDRAW_STATUS.SUCCESS);
    const paidOut = paid.reduce((s, o) => s + o.amount - o.fee, 0n);
    expect(-st.ledger.balance('world:bank', c), `world:bank ${c}`).toBe(
      (run.seeds.get(c) ?? 0n) + deposited - paidOut,
    );
    expect(st.ledger.balance('house:fees', c), `house:fees ${c}`).toBe(paid.reduce((s, o) => s + o.fee, 0n));
    for (const id of run.ids) {
      const held = withdrawals
        .filter((o) => o.playerId === id && o.currency === c && o.status === WITHDRAW_STATUS.PENDING)
        .reduce((s, o) => s + o.amount, 0n);
      expect(st.ledger.balance(playerPending(id), c), `pending ${c}`).toBe(held);
      const locked = bonusStore(st)
        .ofPlayer(id)
        .filter((b) => b.currency === c && ACTIVE_BONUS_STATUSES.includes(b.bonusStatus))
        .reduce((s, b) => s + b.remaining, 0n);
      expect(st.ledger.balance(playerBonus(id), c), `bonus ${c}`).toBe(locked);
    }
  }
  for (const o of deposits) {
    expect(st.ledger.hasKey(`deposit:${o.orderNo}:credit`), `credit of ${o.orderNo}`).toBe(
      o.status === DEPOSIT_STATUS.SUCCESS,
    );
  }
  for (const o of withdrawals) {
    expect(st.ledger.hasKey(`withdraw:${o.orderNo}:hold`)).toBe(true);
    expect(st.ledger.hasKey(`withdraw:${o.orderNo}:paid`)).toBe(o.status === WITHDRAW_STATUS.SUCCESS);
    expect(st.ledger.hasKey(`withdraw:${o.orderNo}:return`)).toBe(
      o.status === WITHDRAW_STATUS.CANCELLED || o.status === WITHDRAW_STATUS.REJECTED,
    );
  }
}

/** Per step type: how many ran through and how many were refused, over all runs (coverage check). */
const outcomes = new Map<string, { ok: number; refused: number; retried: number }>();
function count(t: string, what: 'ok' | 'refused' | 'retried') {
  const o = outcomes.get(t) ?? { ok: 0, refused: 0, retried: 0 };
  o[what] += 1;
  outcomes.set(t, o);
}

/** Steps that create an order (or retry the last create): rule 4 is about these. */
const CREATE_STEPS = new Set<Step['t']>(['deposit', 'withdraw', 'transferIn', 'transferOut', 'retryLast']);

/** Runs one step and checks rules 3 and 4 around it. */
function runStep(run: Run, s: Step): void {
  const st = run.state;
  const sizeBefore = st.ledger.size;
  // Rule 4: a create with a clientOrderId seen before must not move money.
  const isCreate = CREATE_STEPS.has(s.t);
  const seenBefore =
    (s.t === 'deposit' && depositStore(st).byClientOrderId(run.ids[s.p]!, `dep-${s.p}-${s.cid}-abcdef`)) ||
    (s.t === 'withdraw' && withdrawStore(st).byClientOrderId(run.ids[s.p]!, `wd-${s.p}-${s.cid}-abcdef`)) ||
    (s.t === 'retryLast' && run.lastCreate !== null && run.lastCreateOk) ||
    (s.t === 'sweep' &&
      gamesStore(st).transferOrders.has(`${run.ids[s.p]}:sw-${s.p}-${s.pc}-${s.gen}-abcdef`)) ||
    (s.t === 'abandon' && gamesStore(st).transferOrders.has(`${run.ids[s.p]}:se-${s.p}-${s.sess}-abcdef`));
  try {
    apply(run, s);
  } catch (err) {
    if (!(err instanceof PlatformError) || !EXPECTED_REFUSALS.has(err.code)) throw err;
    // Rule 3: a refusal moves nothing.
    expect(st.ledger.size, `refused ${s.t} moved money`).toBe(sizeBefore);
    count(s.t, 'refused');
    if (isCreate) run.lastCreateOk = false;
    return;
  }
  if (isCreate) run.lastCreateOk = true;
  count(s.t, seenBefore ? 'retried' : 'ok');
  if (seenBefore) expect(st.ledger.size, `retried ${s.t} moved money`).toBe(sizeBefore);
  // A first sweep empties its wallet, a first end of session every wallet: nothing stays stranded.
  if (!seenBefore && s.t === 'sweep')
    expect(run.gameBalance(s.p, GAME_PLATFORMS[s.pc]), 'swept wallet').toBe(0n);
  if (!seenBefore && s.t === 'abandon') expect(run.gameBalance(s.p, undefined), 'abandoned session').toBe(0n);
}

describe.each(['memory', 'sqlite'] as const)('ledger property (%s store)', (kind) => {
  it('keeps every balance explained, never negative, and never moves a retried order twice', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 20, maxLength: 60, size: 'max' }), async (steps) => {
        const run = new Run(await newStore(kind));
        try {
          run.setup();
          run.restart();
          checkInvariants(run);
          for (const s of steps) {
            runStep(run, s);
            run.restart();
            checkInvariants(run);
          }
        } finally {
          run.close();
        }
      }),
      // The durable runs save and reload the whole state (seeded games and promotions included) after
      // every step, some 0.1 s each: fewer of them.
      { numRuns: kind === 'sqlite' ? 12 : 60 },
    );
    // The runs must have exercised every kind of step, with successes, refusals and retries.
    for (const t of [
      'deposit',
      'depositApprove',
      'withdraw',
      'withdrawApprove',
      'withdrawCancel',
      'withdrawReject',
    ]) {
      expect(outcomes.get(t)?.ok ?? 0, `${t} never succeeded`).toBeGreaterThan(0);
    }
    for (const t of [
      'grant',
      'bet',
      'giveUp',
      'release',
      'cancelBonus',
      'transferIn',
      'transferOut',
      'rakeback',
      'sweep',
      'abandon',
    ]) {
      expect(outcomes.get(t)?.ok ?? 0, `${t} never succeeded`).toBeGreaterThan(0);
    }
    expect(outcomes.get('deposit')?.retried ?? 0).toBeGreaterThan(0);
    expect(outcomes.get('withdraw')?.retried ?? 0).toBeGreaterThan(0);
    expect(outcomes.get('retryLast')?.retried ?? 0).toBeGreaterThan(0);
    expect(outcomes.get('withdraw')?.refused ?? 0).toBeGreaterThan(0);
  }, 300_000);

  it('answers a retried create with the first order, and a changed retry with IDEMPOTENCY_CONFLICT', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('deposit.create' as const, 'withdraw.create' as const),
        fc.integer({ min: 1, max: 5 }),
        async (procedure, retries) => {
          const run = new Run(await newStore(kind));
          run.setup();
          const input =
            procedure === 'deposit.create'
              ? { clientOrderId: 'retry-abcdefgh', currency: 'JPY', amount: '5000', channelCode: 'BANK_JP' }
              : {
                  clientOrderId: 'retry-abcdefgh',
                  currency: 'JPY',
                  amount: '5000',
                  methodCode: 'BANK_JP',
                  bankCardId: run.cards[0],
                  withdrawPassword: WITHDRAW_PASSWORD,
                };
          const first = run.call(procedure, 0, input);
          run.restart();
          const size = run.state.ledger.size;
          for (let k = 0; k < retries; k++) {
            expect(run.call(procedure, 0, input)).toEqual(first);
            expect(() => run.call(procedure, 0, { ...input, amount: '5001' })).toThrow(PlatformError);
            run.restart();
          }
          expect(run.state.ledger.size).toBe(size);
          checkInvariants(run);
          run.close();
        },
      ),
      { numRuns: kind === 'sqlite' ? 8 : 20 },
    );
  }, 300_000);
});
