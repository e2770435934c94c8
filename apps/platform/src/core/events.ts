/**
 * Domain events inside the platform: games post bets and wins, money posts credited deposits, and
 * the areas that react (wagering, rakeback, VIP, tournaments, lottery tickets, tasks, jackpots)
 * subscribe at module load with `onPlatformEvent`. Listeners run synchronously after the emitting
 * operation has committed its ledger entries; a failing listener is logged and does not undo it.
 */
import type { Currency } from '@casino/shared/schemas/money';
import type { PlatformState } from './state';

export interface PlatformEvents {
  bet: {
    playerId: string;
    currency: Currency;
    amount: bigint;
    gameId: string;
    platformCode: string;
    providerCode: string;
    roundId: string;
    at: number;
  };
  win: {
    playerId: string;
    currency: Currency;
    amount: bigint;
    gameId: string;
    platformCode: string;
    providerCode: string;
    roundId: string;
    at: number;
  };
  'deposit.credited': {
    playerId: string;
    currency: Currency;
    amount: bigint;
    orderNo: string;
    first: boolean;
    at: number;
  };
  'withdrawal.completed': {
    playerId: string;
    currency: Currency;
    amount: bigint;
    orderNo: string;
    at: number;
  };
  'player.registered': { playerId: string; referredBy: string | null; at: number };
  'kyc.approved': { playerId: string; level: number; at: number };
}

type Listener<K extends keyof PlatformEvents> = (state: PlatformState, event: PlatformEvents[K]) => void;

const listeners = new Map<keyof PlatformEvents, Listener<never>[]>();

export function onPlatformEvent<K extends keyof PlatformEvents>(name: K, listener: Listener<K>): void {
  const list = listeners.get(name) ?? [];
  list.push(listener as Listener<never>);
  listeners.set(name, list);
}

export function emitPlatformEvent<K extends keyof PlatformEvents>(
  state: PlatformState,
  name: K,
  event: PlatformEvents[K],
  log?: { error: (obj: object, msg: string) => void },
): void {
  for (const listener of (listeners.get(name) ?? []) as unknown as Listener<K>[]) {
    try {
      listener(state, event);
    } catch (err) {
      log?.error({ err, event: name }, 'platform event listener failed');
    }
  }
}
