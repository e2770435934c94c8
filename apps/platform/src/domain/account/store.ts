/**
 * Account data that is not on the player record: VIP points (from 'bet' events), the first-deposit
 * report (from the first 'deposit.credited'), registrations per device (registration risk).
 */
import { fromUnits, type Currency } from '@casino/shared/schemas/money';
import { REPORT_STATUS } from '@casino/shared/schemas/first-deposit-report';
import type { PlatformEvents } from '../../core/events';
import { defineSlice, type PlatformState } from '../../core/state';

/**
 * VIP points per 1 unit of a currency (JPY value of the stake). Fixed for VIP purposes so a level
 * never depends on the day's rate.
 */
export const VIP_POINT_RATES: Record<Currency, number> = {
  JPY: 1,
  USD: 150,
  USDT: 150,
  USDC: 150,
  DAI: 150,
  BTC: 9_000_000,
  ETH: 350_000,
  DOGE: 20,
  LTC: 12_000,
  TRX: 20,
  XRP: 80,
  ADA: 60,
  SHIB: 0.003,
  SOL: 20_000,
};

export interface VipLevelDef {
  level: number;
  name: { ja: string; en: string };
  /** Points (JPY turnover) to reach the level. */
  threshold: number;
}

export const VIP_LEVELS: VipLevelDef[] = [
  { level: 0, name: { ja: 'ビギナー', en: 'Beginner' }, threshold: 0 },
  { level: 1, name: { ja: 'ブロンズ', en: 'Bronze' }, threshold: 10_000 },
  { level: 2, name: { ja: 'シルバー', en: 'Silver' }, threshold: 100_000 },
  { level: 3, name: { ja: 'ゴールド', en: 'Gold' }, threshold: 500_000 },
  { level: 4, name: { ja: 'プラチナ', en: 'Platinum' }, threshold: 2_000_000 },
  { level: 5, name: { ja: 'ダイヤモンド', en: 'Diamond' }, threshold: 10_000_000 },
  { level: 6, name: { ja: 'ブラックダイヤモンド', en: 'Black Diamond' }, threshold: 50_000_000 },
];

export interface FirstDeposit {
  amount: bigint;
  currency: Currency;
  at: number;
  reported: boolean;
}

export class AccountStore {
  /** VIP points in 1e-8 units. */
  readonly vipPoints = new Map<string, bigint>();
  readonly firstDeposits = new Map<string, FirstDeposit>();
  readonly registrationsByDevice = new Map<string, number>();
  /** Registration times per client IP (the last 24 hours count). */
  readonly registrationsByIp = new Map<string, number[]>();
}

export const accountStore = defineSlice('account', () => new AccountStore());

const UNIT = 100_000_000n;

export function pointsOf(currency: Currency, amount: bigint): bigint {
  const rate = VIP_POINT_RATES[currency];
  // rate as a fixed-point integer with 6 decimals, so SHIB's fraction survives.
  return (amount * BigInt(Math.round(rate * 1_000_000))) / 1_000_000n;
}

export function levelForPoints(points: bigint): VipLevelDef {
  let current = VIP_LEVELS[0]!;
  for (const l of VIP_LEVELS) if (points >= BigInt(l.threshold) * UNIT) current = l;
  return current;
}

/** On every bet: VIP points, and the level they reach (levels only go up). */
export function creditVipPoints(state: PlatformState, e: PlatformEvents['bet']): void {
  const store = accountStore(state);
  const points = (store.vipPoints.get(e.playerId) ?? 0n) + pointsOf(e.currency, e.amount);
  store.vipPoints.set(e.playerId, points);
  const player = state.players.get(e.playerId);
  const level = levelForPoints(points).level;
  if (player && level > player.vipLevel) player.vipLevel = level;
}

/** On a player's first credited deposit: kept for the first-deposit report. */
export function recordFirstDeposit(state: PlatformState, e: PlatformEvents['deposit.credited']): void {
  if (!e.first) return;
  const store = accountStore(state);
  if (store.firstDeposits.has(e.playerId)) return;
  store.firstDeposits.set(e.playerId, { amount: e.amount, currency: e.currency, at: e.at, reported: false });
}

export function firstDepositReport(state: PlatformState, playerId: string) {
  const fd = accountStore(state).firstDeposits.get(playerId);
  if (!fd) {
    return {
      reportStatus: REPORT_STATUS.none,
      firstDepositAmount: null,
      firstDepositCurrency: null,
      firstDepositTime: null,
    };
  }
  return {
    reportStatus: fd.reported ? REPORT_STATUS.reported : REPORT_STATUS.toReport,
    firstDepositAmount: fromUnits(fd.amount),
    firstDepositCurrency: fd.currency,
    firstDepositTime: fd.at,
  };
}
