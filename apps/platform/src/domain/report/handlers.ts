/**
 * Handlers of the report group: the player's full-lifecycle order statistics, computed from the
 * ledger (the only record of money) rather than from each area's order tables. A transaction counts
 * by what it does to the player's accounts as a whole (player:<id>:*): moves between the player's own
 * accounts (cash, bonus, game wallets, pending withdrawals) net to zero and are ignored; the rest are
 * classified by the other side: world:bank = deposit or withdrawal (dev seeds = adjustment),
 * house:games = bet or win, house:promotions = bonus or prize (guess-game stakes and prizes count as
 * bets and wins).
 */
import type { Currency } from '@casino/shared/schemas/money';
import { CURRENCIES, fromUnits } from '@casino/shared/schemas/money';
import type { GroupHandlers } from '../../core/handlers';
import type { LedgerTransaction } from '../../core/ledger';
import { playerAccountsPrefix } from '../../core/accounts';

interface Sums {
  deposit: bigint;
  depositCount: number;
  withdraw: bigint;
  withdrawCount: number;
  bet: bigint;
  betCount: number;
  win: bigint;
  bonus: bigint;
  adjust: bigint;
}

const empty = (): Sums => ({
  deposit: 0n,
  depositCount: 0,
  withdraw: 0n,
  withdrawCount: 0,
  bet: 0n,
  betCount: 0,
  win: 0n,
  bonus: 0n,
  adjust: 0n,
});

type Kind = 'deposit' | 'withdraw' | 'bet' | 'refund' | 'win' | 'bonus' | 'adjust';

export function classify(tx: LedgerTransaction, net: bigint): Kind {
  const others = tx.postings.filter((p) => !p.account.startsWith('player:')).map((p) => p.account);
  if (tx.kind.startsWith('dev') || tx.kind.includes('adjust')) return 'adjust';
  if (tx.kind === 'guessgame.refund') return 'refund';
  if (tx.kind.startsWith('guessgame.')) return net < 0n ? 'bet' : 'win';
  if (others.includes('world:bank')) return net > 0n ? 'deposit' : 'withdraw';
  if (others.includes('house:games')) return net < 0n ? 'bet' : 'win';
  if (others.includes('house:promotions')) return 'bonus';
  return 'adjust';
}

/** Statistics per currency of one player, from every ledger transaction touching them. */
export function orderStats(history: LedgerTransaction[], playerId: string) {
  const prefix = playerAccountsPrefix(playerId);
  const sums = new Map<Currency, Sums>();
  let firstDeposit: number | null = null;
  let lastDeposit: number | null = null;
  for (const tx of history) {
    const nets = new Map<Currency, bigint>();
    for (const p of tx.postings) {
      if (p.account.startsWith(prefix)) nets.set(p.currency, (nets.get(p.currency) ?? 0n) + p.amount);
    }
    for (const [currency, net] of nets) {
      if (net === 0n) continue;
      const s = sums.get(currency) ?? empty();
      sums.set(currency, s);
      const kind = classify(tx, net);
      const abs = net < 0n ? -net : net;
      switch (kind) {
        case 'deposit':
          s.deposit += abs;
          s.depositCount += 1;
          firstDeposit = firstDeposit === null ? tx.at : Math.min(firstDeposit, tx.at);
          lastDeposit = lastDeposit === null ? tx.at : Math.max(lastDeposit, tx.at);
          break;
        case 'withdraw':
          s.withdraw += abs;
          s.withdrawCount += 1;
          break;
        case 'bet':
          s.bet += abs;
          s.betCount += 1;
          break;
        case 'refund':
          s.bet -= abs;
          s.betCount -= 1;
          break;
        case 'win':
          s.win += abs;
          break;
        case 'bonus':
          s.bonus += net;
          break;
        case 'adjust':
          s.adjust += net;
          break;
      }
    }
  }
  return { sums, firstDeposit, lastDeposit };
}

export const reportHandlers: GroupHandlers<'report'> = {
  'report.sumFullLifecycle': (input, ctx) => {
    const me = ctx.player();
    const { sums, firstDeposit, lastDeposit } = orderStats(
      ctx.state.ledger.history(playerAccountsPrefix(me.id)),
      me.id,
    );
    const currencies = input.currency
      ? [input.currency]
      : CURRENCIES.filter((c) => sums.has(c) || c === me.currency);
    return {
      list: currencies.map((currency) => {
        const s = sums.get(currency) ?? empty();
        return {
          currency,
          depositAmount: fromUnits(s.deposit),
          depositCount: s.depositCount,
          withdrawAmount: fromUnits(s.withdraw),
          withdrawCount: s.withdrawCount,
          betAmount: fromUnits(s.bet),
          betCount: s.betCount,
          winAmount: fromUnits(s.win),
          bonusAmount: fromUnits(s.bonus),
          adjustAmount: fromUnits(s.adjust),
          gameProfit: fromUnits(s.win - s.bet),
          netDeposit: fromUnits(s.deposit - s.withdraw),
        };
      }),
      registerTime: me.createdAt,
      firstDepositTime: firstDeposit,
      lastDepositTime: lastDeposit,
    };
  },
};
