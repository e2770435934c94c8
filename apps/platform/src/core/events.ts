/**
 * Domain events inside the platform: games post bets and wins, money posts credited deposits, and
 * the areas that react (wagering, rakeback, VIP, tournaments, lottery tickets, tasks, auto-transfer)
 * are subscribed on the state's bus by the composition root (src/domains.ts), in the order written
 * there. Listeners run synchronously after the emitting operation has committed its ledger entries;
 * a failing listener is logged and does not undo it. The events let a domain react to another one
 * without importing it (dependencies between domains stay one-way). The bus knows the state only as
 * the type parameter its owner (./state.ts) gives it, so this module does not import the state's.
 */
import type { Currency } from '@casino/shared/schemas/money';

/** A game round's stake (bet) or payout (win). */
export interface RoundMoney {
  playerId: string;
  currency: Currency;
  amount: bigint;
  gameId: string;
  platformCode: string;
  providerCode: string;
  roundId: string;
  at: number;
}

export interface PlatformEvents {
  bet: RoundMoney;
  win: RoundMoney;
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
  /**
   * A player's time-limited records are about to be read (bonus pages): each domain expires what is
   * past its date first (unpaid deposit orders, and with them their pending coupon bonuses).
   */
  'player.expiryDue': { playerId: string; at: number };
  'player.registered': { playerId: string; referredBy: string | null; at: number };
  'kyc.approved': { playerId: string; level: number; at: number };
}

export type PlatformEventListener<S, K extends keyof PlatformEvents> = (
  state: S,
  event: PlatformEvents[K],
) => void;

/** One state's subscribers; filled once at start by the composition root. */
/** Where a failing event listener is reported (the request's logger). */
export type EventLog = { error: (obj: object, msg: string) => void };

export class PlatformEventBus<S> {
  private readonly listeners = new Map<keyof PlatformEvents, PlatformEventListener<S, never>[]>();

  on<K extends keyof PlatformEvents>(name: K, listener: PlatformEventListener<S, K>): void {
    const list = this.listeners.get(name) ?? [];
    list.push(listener as PlatformEventListener<S, never>);
    this.listeners.set(name, list);
  }

  emit<K extends keyof PlatformEvents>(state: S, name: K, event: PlatformEvents[K], log?: EventLog): void {
    for (const listener of (this.listeners.get(name) ?? []) as unknown as PlatformEventListener<S, K>[]) {
      try {
        listener(state, event);
      } catch (err) {
        log?.error({ err, event: name }, 'platform event listener failed');
      }
    }
  }
}

export function emitPlatformEvent<S extends { events: PlatformEventBus<S> }, K extends keyof PlatformEvents>(
  state: S,
  name: K,
  event: PlatformEvents[K],
  log?: EventLog,
): void {
  state.events.emit(state, name, event, log);
}
