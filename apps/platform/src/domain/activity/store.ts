/**
 * Activities (/throne-api): the activity list and constants, sign-ups, VIP level rewards (received
 * once per level through grantBonus, key `vip-level:<level>:<playerId>`), the daily check-in and the
 * free spins (./free-spins.ts). The check-in runs on the Asia/Tokyo calendar: one sign per day; the
 * n-th consecutive day earns the n-th reward of a 7-day cycle (day 7 carries the streak bonus); the
 * earned rewards accumulate until fetched, then become one bonus with 1x wagering.
 */
import { BONUS_TYPE } from '@casino/shared/schemas/bonus';
import type { Currency } from '@casino/shared/schemas/money';
import { toUnits } from '@casino/shared/schemas/money';
import { CODES } from '@casino/shared/protocol/codes';
import { fail, type LocalizedText } from '../../core/errors';
import { defineSlice, type PlatformState } from '../../core/state';
import { grantBonus } from '../bonus/store';
import { rakebackPercent, rakebackRateBpAt } from '../bonus/rakeback';
import { addDays, tokyoDate, tokyoMidnight } from '../../core/calendar';
import { findPromo, promoFail } from '../../core/promotions';
import { getOrCreate } from '../../core/collections';
import { seedTimes } from '../../core/seed-data';
import seed from './seed.json';

export type ActivityType = 'signup' | 'levelReward' | 'sign' | 'freeSpin';

export interface ActivityDef {
  activityId: string;
  code: string;
  type: ActivityType;
  name: LocalizedText;
  description: LocalizedText;
  startTime: number;
  endTime: number;
  hue: number;
}

export interface LevelRewardDef {
  level: number;
  reward: bigint;
  wagerMultiplier: number;
  perks: LocalizedText[];
}

export const SIGN_CURRENCY: Currency = 'JPY';
export const SIGN_CYCLE = 7;
export const SIGN_REWARDS: { day: number; amount: bigint; streakBonus: boolean }[] = [
  { day: 1, amount: toUnits('100'), streakBonus: false },
  { day: 2, amount: toUnits('100'), streakBonus: false },
  { day: 3, amount: toUnits('200'), streakBonus: false },
  { day: 4, amount: toUnits('200'), streakBonus: false },
  { day: 5, amount: toUnits('300'), streakBonus: false },
  { day: 6, amount: toUnits('300'), streakBonus: false },
  { day: 7, amount: toUnits('1000'), streakBonus: true },
];

export interface SignState {
  /** date (YYYY-MM-DD Tokyo) -> reward earned that day, in units. */
  days: Map<string, bigint>;
  pending: bigint;
  fetchSeq: number;
}

export const ACTIVITY_IDS = {
  levelReward: 'ACT-VIP-LEVEL',
  sign: 'ACT-DAILY-SIGN',
  freeSpin: 'ACT-FREE-SPIN',
} as const;

export class ActivityStore {
  readonly activities: ActivityDef[] = [];
  readonly levelRewards: LevelRewardDef[] = [];
  /** `<activityId>|<playerId>` -> apply time. */
  readonly signups = new Map<string, number>();
  private readonly signs = new Map<string, SignState>();

  constructor(now = Date.now()) {
    this.seed(now);
  }

  activity(activityId: string): ActivityDef {
    return findPromo(this.activities, (x) => x.activityId === activityId);
  }

  signOf(playerId: string): SignState {
    return getOrCreate(this.signs, playerId, () => ({ days: new Map(), pending: 0n, fetchSeq: 0 }));
  }

  /** Consecutive signed days ending on `date` (0 when `date` is not signed). */
  streakEndingOn(s: SignState, date: string): number {
    let n = 0;
    while (s.days.has(addDays(date, -n))) n += 1;
    return n;
  }

  /** Current streak: ending today, else ending yesterday (still alive), else 0. */
  streak(s: SignState, now: number): number {
    const today = tokyoDate(now);
    return this.streakEndingOn(s, today) || this.streakEndingOn(s, addDays(today, -1));
  }

  sign(playerId: string, now: number) {
    const s = this.signOf(playerId);
    const today = tokyoDate(now);
    if (s.days.has(today)) {
      return fail(
        CODES.ALREADY_SIGNED_TODAY,
        '本日は既にチェックイン済みです',
        'You have already checked in today',
      );
    }
    const streak = this.streakEndingOn(s, addDays(today, -1)) + 1;
    const rule = SIGN_REWARDS[(streak - 1) % SIGN_CYCLE]!;
    s.days.set(today, rule.amount);
    s.pending += rule.amount;
    return { date: today, streak, amount: rule.amount, streakBonus: rule.streakBonus, pending: s.pending };
  }

  fetchSignReward(state: PlatformState, playerId: string, now: number) {
    const s = this.signOf(playerId);
    if (s.pending <= 0n)
      return promoFail.nothing('受け取れるチェックイン報酬はありません', 'No check-in reward to receive');
    s.fetchSeq += 1;
    const amount = s.pending;
    const record = grantBonus(state, {
      playerId,
      currency: SIGN_CURRENCY,
      amount,
      bonusType: BONUS_TYPE.SIGN_IN,
      name: { ja: 'デイリーチェックイン報酬', en: 'Daily check-in reward' },
      wagerMultiplier: 1,
      key: `sign:${playerId}:${s.fetchSeq}`,
      source: { activityId: ACTIVITY_IDS.sign },
      at: now,
    });
    s.pending = 0n;
    return { amount, requestId: record.requestId };
  }

  /** Dev: moves every check-in of a player `days` days into the past (to test streaks and the next day). */
  shiftSigns(playerId: string, days: number): void {
    const s = this.signOf(playerId);
    const moved = new Map<string, bigint>();
    for (const [date, amount] of s.days) moved.set(addDays(date, -days), amount);
    s.days = moved;
  }

  private seed(now: number): void {
    const today = tokyoMidnight(now);
    this.activities.push(
      ...seed.activities.map((a) =>
        seedTimes(today, { ...a, type: a.type as ActivityType }, 'startTime', 'endTime'),
      ),
    );
    const rakebackPerk = (level: number): LocalizedText => {
      const rate = rakebackPercent(rakebackRateBpAt(level));
      return { ja: `レーキバック ${rate}%`, en: `Rakeback ${rate}%` };
    };
    this.levelRewards.push(
      ...seed.levelRewards.map((l) => ({
        ...l,
        reward: toUnits(l.reward),
        perks: [rakebackPerk(l.level), ...l.perks],
      })),
    );
  }
}

export const activityStore = defineSlice('activity', () => new ActivityStore());
