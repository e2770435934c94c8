/**
 * The player's wallets as the user info shows them (spec section 3 and the wallet order of section 9):
 * one per currency, derived from the ledger's balances, never stored anywhere else.
 */
import { CURRENCIES, fromUnits, type Currency } from '@casino/shared/schemas/money';
import type { WalletBalance } from '@casino/shared/schemas/wallet-balance';
import type { PlatformState } from './state';
import { playerBonus, playerCash, playerGamePrefix, playerPending } from './accounts';

export interface WalletUnits {
  currency: Currency;
  cash: bigint;
  bonus: bigint;
  pending: bigint;
  game: bigint;
  /** `game` per platform (platform code -> units), only wallets holding money. */
  games: Map<string, bigint>;
}

/** The player's game-wallet accounts (`player:<id>:game:<code>`) per currency and platform. */
function gameBalances(state: PlatformState, playerId: string): Map<Currency, Map<string, bigint>> {
  const prefix = playerGamePrefix(playerId);
  const out = new Map<Currency, Map<string, bigint>>();
  for (const [key, value] of state.ledger.cachedBalances()) {
    if (!key.startsWith(prefix) || value === 0n) continue;
    const bar = key.lastIndexOf('|');
    const currency = key.slice(bar + 1) as Currency;
    const platform = key.slice(prefix.length, bar);
    const m = out.get(currency) ?? new Map<string, bigint>();
    m.set(platform, (m.get(platform) ?? 0n) + value);
    out.set(currency, m);
  }
  return out;
}

/** Balances in units, every currency, in the spec's wallet order. */
export function walletUnitsOf(state: PlatformState, playerId: string): WalletUnits[] {
  const games = gameBalances(state, playerId);
  return CURRENCIES.map((currency) => ({
    currency,
    cash: state.ledger.balance(playerCash(playerId), currency),
    bonus: state.ledger.balance(playerBonus(playerId), currency),
    pending: state.ledger.balance(playerPending(playerId), currency),
    game: [...(games.get(currency)?.values() ?? [])].reduce((a, b) => a + b, 0n),
    games: games.get(currency) ?? new Map<string, bigint>(),
  }));
}

/** The wallets of the user info: every currency of spec section 9, in its order, decimal strings. */
export function walletsOf(state: PlatformState, playerId: string): WalletBalance[] {
  return walletUnitsOf(state, playerId).map((w) => ({
    currency: w.currency,
    amount: fromUnits(w.cash),
    bonusAmount: fromUnits(w.bonus),
    pendingAmount: fromUnits(w.pending),
    gameAmount: fromUnits(w.game),
    games: [...w.games]
      .sort((a, b) => a[0].localeCompare(b[0]))
      .map(([platformCode, amount]) => ({ platformCode, amount: fromUnits(amount) })),
    totalAmount: fromUnits(w.cash + w.bonus + w.game),
  }));
}
