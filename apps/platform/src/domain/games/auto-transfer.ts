/**
 * The deposit-auto-transfer-in flag (info/deposit_auto_trans_in_game): when it is on, a credited
 * deposit moves on into the chosen platform's game wallet, so a player in a game keeps playing
 * without a manual transfer. A currency the provider does not take stays in the cash wallet.
 */
import type { PlatformEvents } from '../../core/events';
import type { PlatformState } from '../../core/state';
import { gamesStore } from './store';
import { playerCash } from '../../core/accounts';

export function autoTransferDeposit(state: PlatformState, e: PlatformEvents['deposit.credited']): void {
  const store = gamesStore(state);
  const setting = store.autoTransIn.get(e.playerId);
  if (!setting?.enabled || !setting.platformCode) return;
  const provider = store.providerOfPlatform(setting.platformCode);
  if (!provider?.currencies.includes(e.currency)) return;
  const cash = playerCash(e.playerId);
  const amount =
    state.ledger.balance(cash, e.currency) < e.amount ? state.ledger.balance(cash, e.currency) : e.amount;
  if (amount <= 0n) return;
  state.ledger.transfer({
    key: `game-auto-in:${e.orderNo}`,
    kind: 'game-transfer-in',
    from: cash,
    to: store.gameAccount(e.playerId, setting.platformCode),
    currency: e.currency,
    amount,
    meta: { orderNo: e.orderNo, platformCode: setting.platformCode, auto: true },
    at: e.at,
  });
}
