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
import { playerAccountsPrefix } from '../../core/accounts';

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
  'game-transfer-in': { ja: 'ゲームへ振替', en: 'Transfer to game' },
  'game-transfer-out': { ja: 'ゲームから振替', en: 'Transfer from game' },
  'game-bet': { ja: 'ゲームのベット', en: 'Game bet' },
  'game-win': { ja: 'ゲームの配当', en: 'Game win' },
  'jackpot-win': { ja: 'ジャックポット当選', en: 'Jackpot win' },
  'guessgame.bet': { ja: '予想ゲームのベット', en: 'Prediction bet' },
  'guessgame.prize': { ja: '予想ゲームの賞金', en: 'Prediction prize' },
  'guessgame.refund': { ja: '予想ゲームの返金', en: 'Prediction refund' },
  'lottery.prize': { ja: '抽選の賞金', en: 'Lottery prize' },
  'tournament.prize': { ja: 'トーナメント賞金', en: 'Tournament prize' },
  cdk: { ja: 'ギフトコード', en: 'Gift code' },
  'dev-seed': { ja: '残高調整', en: 'Balance adjustment' },
};

/** The kind's name in the language; a kind without a name of its own is named as a balance change, never as its code. */
export function creditTypeName(kind: string, lang: 'ja' | 'en'): string {
  const known = TYPE_NAMES[kind] ?? TYPE_NAMES[kind.split('.')[0] ?? ''];
  return known ? known[lang] : { ja: '残高の変動', en: 'Balance change' }[lang];
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
  const prefix = playerAccountsPrefix(playerId);
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
      // Bets and wins inside a game's own wallet change none of the player's wallets: not a line here.
      if (d.cash === 0n && d.bonus === 0n && d.pending === 0n) continue;
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
