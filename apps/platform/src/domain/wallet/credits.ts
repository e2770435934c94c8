/**
 * The wallet history (wallet.creditList), read from the ledger: every transaction touching the
 * player's accounts, as the change of the cash, bonus and held (pending) wallets, with the cash
 * balance after it. Nothing is stored here; the ledger is the only record.
 */
import type { Currency } from '@casino/shared/schemas/money';
import { fromUnits } from '@casino/shared/schemas/money';
import type { WalletCredit } from '@casino/shared/schemas/wallet-credit';
import type { LocalizedText } from '../../core/errors';
import type { PlatformState } from '../../core/state';

const TYPE_NAMES: Record<string, LocalizedText> = {
  deposit: { ja: '入金', en: 'Deposit' },
  'withdraw.hold': { ja: '出金申請', en: 'Withdrawal requested' },
  'withdraw.paid': { ja: '出金完了', en: 'Withdrawal paid' },
  'withdraw.return': { ja: '出金返金', en: 'Withdrawal returned' },
  'bonus.grant': { ja: 'ボーナス付与', en: 'Bonus granted' },
  'bonus.release': { ja: 'ボーナス現金化', en: 'Bonus released' },
  'bonus.forfeit': { ja: 'ボーナス没収', en: 'Bonus forfeited' },
  rakeback: { ja: 'レーキバック', en: 'Rake back' },
  bet: { ja: 'ベット', en: 'Bet' },
  win: { ja: '配当', en: 'Win' },
  transfer: { ja: 'ゲーム振替', en: 'Game transfer' },
  'dev-seed': { ja: '残高調整', en: 'Balance adjustment' },
};

export function creditTypeName(kind: string, lang: 'ja' | 'en'): string {
  const known = TYPE_NAMES[kind] ?? TYPE_NAMES[kind.split('.')[0] ?? ''];
  return known ? known[lang] : kind;
}

export interface CreditFilter {
  currency?: Currency | undefined;
  creditTypes?: string[] | undefined;
  startTime?: number | undefined;
  endTime?: number | undefined;
}

/** All credit lines of the player matching the filter, newest first. */
export function creditsOf(
  state: PlatformState,
  playerId: string,
  filter: CreditFilter,
  lang: 'ja' | 'en',
): WalletCredit[] {
  const prefix = `player:${playerId}:`;
  const cash = `${prefix}cash`;
  const bonus = `${prefix}bonus`;
  const pending = `${prefix}pending`;
  const running = new Map<Currency, bigint>();
  const out: WalletCredit[] = [];
  const txs = state.ledger.history(prefix).reverse(); // oldest first, for the running balance
  for (const tx of txs) {
    const byCurrency = new Map<
      Currency,
      { cash: bigint; bonus: bigint; pending: bigint; touched: boolean }
    >();
    for (const p of tx.postings) {
      if (!p.account.startsWith(prefix)) continue;
      const d = byCurrency.get(p.currency) ?? { cash: 0n, bonus: 0n, pending: 0n, touched: false };
      d.touched = true;
      if (p.account === cash) d.cash += p.amount;
      else if (p.account === bonus) d.bonus += p.amount;
      else if (p.account === pending) d.pending += p.amount;
      byCurrency.set(p.currency, d);
    }
    for (const [currency, d] of byCurrency) {
      const after = (running.get(currency) ?? 0n) + d.cash;
      running.set(currency, after);
      if (filter.currency && filter.currency !== currency) continue;
      if (filter.creditTypes?.length && !filter.creditTypes.includes(tx.kind)) continue;
      if (filter.startTime !== undefined && tx.at < filter.startTime) continue;
      if (filter.endTime !== undefined && tx.at > filter.endTime) continue;
      const meta = tx.meta as { orderNo?: unknown; requestId?: unknown; roundId?: unknown };
      const ref = meta.orderNo ?? meta.requestId ?? meta.roundId;
      out.push({
        id: byCurrency.size > 1 ? `${tx.id}-${currency}` : String(tx.id),
        creditType: tx.kind,
        creditTypeName: creditTypeName(tx.kind, lang),
        currency,
        amount: fromUnits(d.cash),
        bonusAmount: fromUnits(d.bonus),
        pendingAmount: fromUnits(d.pending),
        balanceAfter: fromUnits(after),
        orderNo: typeof ref === 'string' ? ref : null,
        createdAt: tx.at,
      });
    }
  }
  return out.reverse();
}
