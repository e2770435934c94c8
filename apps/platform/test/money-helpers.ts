/** Helpers of the money tests: a logged-in player's calls and balances read back from the ledger. */
import { randomUUID } from 'node:crypto';
import { toUnits, type Currency } from '@casino/shared/schemas/money';
import type { TestPlatform } from './harness';
import { playerBonus, playerCash, playerPending } from '../src/core/accounts';

/** Answers are read field by field in the tests (and checked by the platform's output schemas). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

export interface MoneyPlayer {
  id: string;
  loginName: string;
  token: string;
  /** Calls a main-client entry; returns the whole envelope body. */
  call<T = Loose>(
    path: string,
    payload?: Record<string, unknown>,
    lang?: 'ja-JP' | 'en-US',
  ): Promise<Envelope<T>>;
  /** Calls and expects success; returns `data`. */
  ok<T = Loose>(path: string, payload?: Record<string, unknown>): Promise<T>;
  cash(currency?: Currency): bigint;
  bonus(currency?: Currency): bigint;
  pending(currency?: Currency): bigint;
}

export interface Envelope<T> {
  success?: boolean;
  code: number;
  msg?: string;
  data?: T;
}

export async function moneyPlayer(
  p: TestPlatform,
  balances: Record<string, string> = {},
): Promise<MoneyPlayer> {
  const { loginName, tokens, login } = await p.player({ balances });
  if (!tokens?.access_token) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  const player = p.state.players.byLogin(loginName);
  if (!player) throw new Error('player missing');
  const token = tokens.access_token;
  const id = player.id;
  const me: MoneyPlayer = {
    id,
    loginName,
    token,
    async call(path, payload = {}, lang) {
      const res = await p.call(path, { loginName, ...payload }, { token, lang });
      return res.body as Envelope<Loose>;
    },
    async ok(path, payload = {}) {
      const body = await me.call(path, payload);
      const okCode = path.includes('/phoenix/') || path.includes('/rex/') ? 200 : 0;
      if (body.code !== okCode) throw new Error(`${path} failed: ${JSON.stringify(body)}`);
      return body.data;
    },
    cash: (c = 'JPY') => p.state.ledger.balance(playerCash(id), c),
    bonus: (c = 'JPY') => p.state.ledger.balance(playerBonus(id), c),
    pending: (c = 'JPY') => p.state.ledger.balance(playerPending(id), c),
  };
  return me;
}

/** A Japanese bank account to add as a payout destination. */
export const CARD = {
  bankCode: '0005',
  bankName: '三菱UFJ銀行',
  branchCode: '123',
  branchName: '新宿支店',
  accountType: 1,
  accountNo: '1234567',
  accountName: 'ヤマダ タロウ',
};

export const units = toUnits;
export const newId = () => randomUUID();
/** An order the player asks for (deposit.create, withdraw.create) with a fresh client order id. */
export const newOrder = <T extends object>(fields: T) => ({ clientOrderId: newId(), ...fields });
/** A deposit the player asks for (deposit.create) through a channel, with a fresh client order id. */
export const depositOrder = (currency: string, amount: string, channelCode: string) =>
  newOrder({ currency, amount, channelCode });

/** Every currency's postings sum to zero and the cached balances equal the recomputed ones. */
export function assertLedgerSound(p: TestPlatform): void {
  const recomputed = p.state.ledger.recomputeBalances();
  const cached = p.state.ledger.cachedBalances();
  const sums = new Map<string, bigint>();
  for (const [key, value] of recomputed) {
    const currency = key.slice(key.lastIndexOf('|') + 1);
    sums.set(currency, (sums.get(currency) ?? 0n) + value);
    if ((cached.get(key) ?? 0n) !== value) throw new Error(`cached balance of ${key} differs`);
    if (key.startsWith('player:') && value < 0n) throw new Error(`negative player balance ${key}`);
  }
  for (const [key, value] of cached) {
    if ((recomputed.get(key) ?? 0n) !== value) throw new Error(`cached balance of ${key} differs`);
  }
  for (const [currency, sum] of sums)
    if (sum !== 0n) throw new Error(`${currency} does not sum to zero: ${sum}`);
}
