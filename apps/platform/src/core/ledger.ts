/**
 * A double-entry ledger in 1e-8 units (bigint). Every transaction's postings sum to zero per currency;
 * balances are derived from the postings (cached, and `recomputeBalances` proves the cache). Accounts
 * whose name starts with `player:` can never go negative: a transaction that would make one negative is
 * refused whole with INSUFFICIENT_FUNDS. Each transaction carries an idempotency key; posting the same
 * key again returns the first transaction and moves nothing, and the same key with different postings
 * is refused with IDEMPOTENCY_CONFLICT.
 *
 * Account names used across the platform:
 *   player:<playerId>:cash          the player's withdrawable money
 *   player:<playerId>:bonus         bonus money, locked until wagering is met
 *   player:<playerId>:game:<code>   money transferred into a provider's game wallet
 *   player:<playerId>:pending       money held for a pending withdrawal
 *   world:bank                      money outside the platform (deposits in, withdrawals out)
 *   house:games                     the house side of bets and wins
 *   house:promotions                the source of bonuses, prizes and rakeback
 *   house:fees                      withdrawal fees kept by the operator
 */
import type { Currency } from '@casino/shared/schemas/money';
import { CODES } from '@casino/shared/protocol/codes';
import { MESSAGES, PlatformError } from './errors';

export interface Posting {
  account: string;
  currency: Currency;
  /** Positive credits the account, negative debits it. */
  amount: bigint;
}

export interface LedgerTransaction {
  id: number;
  key: string;
  kind: string;
  postings: readonly Posting[];
  at: number;
  meta: Readonly<Record<string, unknown>>;
}

export interface PostRequest {
  /** Idempotency key, unique per business operation (e.g. `deposit:<orderNo>:credit`). */
  key: string;
  kind: string;
  postings: Posting[];
  meta?: Record<string, unknown>;
  at?: number;
}

const balanceKey = (account: string, currency: Currency) => `${account}|${currency}`;

function samePostings(a: readonly Posting[], b: readonly Posting[]): boolean {
  const norm = (p: readonly Posting[]) =>
    p
      .filter((x) => x.amount !== 0n)
      .map((x) => `${x.account}|${x.currency}|${x.amount}`)
      .sort()
      .join(';');
  return norm(a) === norm(b);
}

export class Ledger {
  private readonly transactions: LedgerTransaction[] = [];
  private readonly byKey = new Map<string, LedgerTransaction>();
  private readonly balances = new Map<string, bigint>();

  post(request: PostRequest): LedgerTransaction {
    const existing = this.byKey.get(request.key);
    if (existing) {
      if (!samePostings(existing.postings, request.postings)) {
        throw new PlatformError(CODES.IDEMPOTENCY_CONFLICT, MESSAGES.idempotencyConflict);
      }
      return existing;
    }
    const sums = new Map<Currency, bigint>();
    for (const p of request.postings) sums.set(p.currency, (sums.get(p.currency) ?? 0n) + p.amount);
    for (const [currency, sum] of sums) {
      if (sum !== 0n) throw new Error(`unbalanced transaction ${request.key}: ${currency} ${sum}`);
    }
    // Check every resulting balance before applying any posting, so a refusal moves nothing.
    const next = new Map<string, bigint>();
    for (const p of request.postings) {
      const k = balanceKey(p.account, p.currency);
      next.set(k, (next.get(k) ?? this.balances.get(k) ?? 0n) + p.amount);
    }
    for (const [k, value] of next) {
      if (value < 0n && k.startsWith('player:')) {
        throw new PlatformError(CODES.INSUFFICIENT_FUNDS, MESSAGES.insufficientFunds);
      }
    }
    for (const [k, value] of next) this.balances.set(k, value);
    const tx: LedgerTransaction = {
      id: this.transactions.length + 1,
      key: request.key,
      kind: request.kind,
      postings: request.postings.filter((p) => p.amount !== 0n).map((p) => ({ ...p })),
      at: request.at ?? Date.now(),
      meta: { ...request.meta },
    };
    this.transactions.push(tx);
    this.byKey.set(tx.key, tx);
    return tx;
  }

  /** Moves `amount` from one account to another in one currency (a two-posting transaction). */
  transfer(r: {
    key: string;
    kind: string;
    from: string;
    to: string;
    currency: Currency;
    amount: bigint;
    meta?: Record<string, unknown>;
    at?: number;
  }): LedgerTransaction {
    if (r.amount <= 0n) throw new Error(`transfer amount must be positive: ${r.amount}`);
    return this.post({
      key: r.key,
      kind: r.kind,
      meta: r.meta,
      at: r.at,
      postings: [
        { account: r.from, currency: r.currency, amount: -r.amount },
        { account: r.to, currency: r.currency, amount: r.amount },
      ],
    });
  }

  balance(account: string, currency: Currency): bigint {
    return this.balances.get(balanceKey(account, currency)) ?? 0n;
  }

  hasKey(key: string): boolean {
    return this.byKey.has(key);
  }

  byIdempotencyKey(key: string): LedgerTransaction | undefined {
    return this.byKey.get(key);
  }

  /** Transactions touching an account, newest first. */
  history(accountPrefix: string, currency?: Currency): LedgerTransaction[] {
    return this.transactions
      .filter((t) =>
        t.postings.some((p) => p.account.startsWith(accountPrefix) && (!currency || p.currency === currency)),
      )
      .reverse();
  }

  /** All balances recomputed from the postings: equal to the cached ones unless the ledger is broken. */
  recomputeBalances(): Map<string, bigint> {
    const out = new Map<string, bigint>();
    for (const t of this.transactions) {
      for (const p of t.postings) {
        const k = balanceKey(p.account, p.currency);
        out.set(k, (out.get(k) ?? 0n) + p.amount);
      }
    }
    return out;
  }

  cachedBalances(): ReadonlyMap<string, bigint> {
    return this.balances;
  }

  get size(): number {
    return this.transactions.length;
  }
}
