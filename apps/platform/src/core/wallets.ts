/**
 * The player's wallets as the user info shows them (spec section 3 and the wallet order of section 9):
 * one per currency, derived from the ledger's balances, never stored anywhere else.
 */
import { CURRENCIES, fromUnits, type Currency } from '@casino/shared/schemas/money';
import type { WalletBalance } from '@casino/shared/schemas/wallet-balance';
import type { PlatformState } from './state';

export interface WalletUnits {
  currency: Currency;
  cash: bigint;
  bonus: bigint;
  pending: bigint;
  game: bigint;
}

/** Sum of the player's game-wallet accounts (`player:<id>:game:<code>`) per currency. */
function gameBalances(state: PlatformState, playerId: string): Map<Currency, bigint> {
  const prefix = `player:${playerId}:game:`;
  const out = new Map<Currency, bigint>();
  for (const [key, value] of state.ledger.cachedBalances()) {
    if (!key.startsWith(prefix)) continue;
    const currency = key.slice(key.lastIndexOf('|') + 1) as Currency;
    out.set(currency, (out.get(currency) ?? 0n) + value);
  }
  return out;
}

/** Balances in units, every currency, in the spec's wallet order. */
export function walletUnitsOf(state: PlatformState, playerId: string): WalletUnits[] {
  const games = gameBalances(state, playerId);
  return CURRENCIES.map((currency) => ({
    currency,
    cash: state.ledger.balance(`player:${playerId}:cash`, currency),
    bonus: state.ledger.balance(`player:${playerId}:bonus`, currency),
    pending: state.ledger.balance(`player:${playerId}:pending`, currency),
    game: games.get(currency) ?? 0n,
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
    totalAmount: fromUnits(w.cash + w.bonus + w.game),
  }));
}
