/**
 * Tasks (missions) grouped by tag; daily and weekly tasks start again each Tokyo day and week. Applying makes a task active (status 2); while active, the player's
 * credited deposits and bets count towards it; on reaching the target the reward is granted through
 * grantBonus (key `task:<taskId>:<playerId>`) and the task is rewarded (status 3). Tasks that need a
 * whitelist can be applied after whitelist/save.
 */
import { BONUS_TYPE } from '@casino/shared/schemas/bonus';
import type { Currency } from '@casino/shared/schemas/money';
import { toUnits } from '@casino/shared/schemas/money';
import type { LocalizedText } from '../../core/errors';
import { defineSlice, type PlatformState } from '../../core/state';
import { DAY, tokyoDate, tokyoMidnight } from '../../core/calendar';
import { findPromo, promoFail } from '../../core/promotions';
import { grantBonus } from '../bonus/store';

export type TaskKind = 'deposit' | 'turnover' | 'betCount';

export interface TaskTag {
  tagId: string;
  tagCode: string;
  name: LocalizedText;
  sort: number;
}

export interface TaskDef {
  taskId: string;
  tagId: string;
  name: LocalizedText;
  description: LocalizedText;
  kind: TaskKind;
  /** Amount in units (deposit, turnover) or a count (betCount). */
  target: bigint;
  currency: Currency;
  reward: bigint;
  rewardCurrency: Currency;
  wagerMultiplier: number;
  needWhitelist: boolean;
  /** 'daily' and 'weekly' tasks start again each Tokyo day / week (from Monday); 'once' ends at endTime. */
  period: 'once' | 'daily' | 'weekly';
  endTime: number;
}

export interface TaskProgress {
  status: 1 | 2 | 3 | 4;
  progress: bigint;
  applyTime: number | null;
  completeTime: number | null;
}

/** The current period of a task: [start, end) in epoch ms. */
export function periodOf(t: TaskDef, now: number): { start: number; end: number } {
  if (t.period === 'once') return { start: 0, end: t.endTime };
  const day = tokyoMidnight(now);
  if (t.period === 'daily') return { start: day, end: day + DAY };
  // Tokyo weekday of `day` (0 = Sunday): the week starts on Monday.
  const weekday = new Date(day + 9 * 60 * 60 * 1000).getUTCDay();
  const start = day - ((weekday + 6) % 7) * DAY;
  return { start, end: start + 7 * DAY };
}

export class TaskStore {
  readonly tags: TaskTag[] = [];
  readonly tasks: TaskDef[] = [];
  private readonly progress = new Map<string, TaskProgress>();
  private readonly whitelist = new Set<string>();

  constructor(now = Date.now()) {
    this.seed(now);
  }

  task(taskId: string): TaskDef {
    return findPromo(this.tasks, (x) => x.taskId === taskId);
  }

  whitelisted(taskId: string, playerId: string): boolean {
    return this.whitelist.has(`${taskId}|${playerId}`);
  }

  saveWhitelist(taskId: string, playerId: string): void {
    this.task(taskId);
    this.whitelist.add(`${taskId}|${playerId}`);
  }

  private key(t: TaskDef, playerId: string, now: number): string {
    return `${t.taskId}|${playerId}|${periodOf(t, now).start}`;
  }

  of(t: TaskDef, playerId: string, now: number): TaskProgress {
    const end = periodOf(t, now).end;
    const p = this.progress.get(this.key(t, playerId, now));
    if (p) return p.status === 2 && now >= end ? { ...p, status: 4 } : p;
    return { status: now >= end ? 4 : 1, progress: 0n, applyTime: null, completeTime: null };
  }

  apply(t: TaskDef, playerId: string, now: number): TaskProgress {
    const current = this.of(t, playerId, now);
    if (current.status === 4) return promoFail.closed('このタスクは終了しました', 'This task has ended');
    if (current.status !== 1) return promoFail.applied();
    if (t.needWhitelist && !this.whitelisted(t.taskId, playerId)) {
      return promoFail.notEligible('このタスクは事前登録が必要です', 'This task needs registration first');
    }
    const p: TaskProgress = { status: 2, progress: 0n, applyTime: now, completeTime: null };
    this.progress.set(this.key(t, playerId, now), p);
    return p;
  }

  /** Adds to every active task of the player that counts this kind of event. */
  record(
    state: PlatformState,
    playerId: string,
    kinds: { kind: TaskKind; amount: bigint }[],
    currency: Currency,
    at: number,
  ): void {
    for (const t of this.tasks) {
      const p = this.progress.get(this.key(t, playerId, at));
      if (!p || p.status !== 2 || at >= periodOf(t, at).end) continue;
      const k = kinds.find((x) => x.kind === t.kind);
      if (!k || (t.kind !== 'betCount' && currency !== t.currency)) continue;
      p.progress += k.amount;
      if (p.progress >= t.target) {
        p.progress = t.target;
        p.status = 3;
        p.completeTime = at;
        grantBonus(state, {
          playerId,
          currency: t.rewardCurrency,
          amount: t.reward,
          bonusType: BONUS_TYPE.TASK,
          name: t.name,
          wagerMultiplier: t.wagerMultiplier,
          key:
            t.period === 'once'
              ? `task:${t.taskId}:${playerId}`
              : `task:${t.taskId}:${playerId}:${tokyoDate(periodOf(t, at).start)}`,
          source: { taskId: t.taskId },
          at,
        });
      }
    }
  }

  private seed(now: number): void {
    const today = tokyoMidnight(now);
    const jpy = (v: string) => toUnits(v);
    this.tags.push(
      { tagId: 'newbie', tagCode: 'NEWBIE', name: { ja: 'はじめての方', en: 'Getting started' }, sort: 1 },
      { tagId: 'daily', tagCode: 'DAILY', name: { ja: 'デイリー', en: 'Daily' }, sort: 2 },
      { tagId: 'weekly', tagCode: 'WEEKLY', name: { ja: 'ウィークリー', en: 'Weekly' }, sort: 3 },
      { tagId: 'vip', tagCode: 'VIP', name: { ja: 'VIP限定', en: 'VIP only' }, sort: 4 },
    );
    const far = today + 60 * DAY;
    this.tasks.push(
      {
        taskId: 'TK-FIRST-DEP',
        tagId: 'newbie',
        name: { ja: '初回入金ミッション', en: 'First deposit mission' },
        description: {
          ja: '合計5,000円を入金すると1,000円のボーナス（出金条件5倍）。',
          en: 'Deposit ¥5,000 in total to get a ¥1,000 bonus (5x wagering).',
        },
        kind: 'deposit',
        target: jpy('5000'),
        currency: 'JPY',
        reward: jpy('1000'),
        rewardCurrency: 'JPY',
        wagerMultiplier: 5,
        needWhitelist: false,
        period: 'once',
        endTime: far,
      },
      {
        taskId: 'TK-20-SPINS',
        tagId: 'newbie',
        name: { ja: '20回プレイしよう', en: 'Play 20 rounds' },
        description: {
          ja: 'どのゲームでも20回ベットすると500円のボーナス。',
          en: 'Bet 20 times on any game to get a ¥500 bonus.',
        },
        kind: 'betCount',
        target: 20n,
        currency: 'JPY',
        reward: jpy('500'),
        rewardCurrency: 'JPY',
        wagerMultiplier: 3,
        needWhitelist: false,
        period: 'once',
        endTime: far,
      },
      {
        taskId: 'TK-DAILY-10K',
        tagId: 'daily',
        name: { ja: '今日のベット 10,000円', en: "Today's wager: ¥10,000" },
        description: {
          ja: '本日中に合計10,000円ベットで300円のボーナス。',
          en: 'Wager ¥10,000 today to get a ¥300 bonus.',
        },
        kind: 'turnover',
        target: jpy('10000'),
        currency: 'JPY',
        reward: jpy('300'),
        rewardCurrency: 'JPY',
        wagerMultiplier: 1,
        needWhitelist: false,
        period: 'daily',
        endTime: far,
      },
      {
        taskId: 'TK-WEEKLY-100K',
        tagId: 'weekly',
        name: { ja: '週間ベット 100,000円', en: 'Weekly wager: ¥100,000' },
        description: {
          ja: '今週中に合計100,000円ベットで3,000円のボーナス。',
          en: 'Wager ¥100,000 this week to get a ¥3,000 bonus.',
        },
        kind: 'turnover',
        target: jpy('100000'),
        currency: 'JPY',
        reward: jpy('3000'),
        rewardCurrency: 'JPY',
        wagerMultiplier: 3,
        needWhitelist: false,
        period: 'weekly',
        endTime: far,
      },
      {
        taskId: 'TK-VIP-DEP50K',
        tagId: 'vip',
        name: { ja: 'VIPリロードチャレンジ', en: 'VIP reload challenge' },
        description: {
          ja: '事前登録のうえ50,000円入金で5,000円のボーナス。',
          en: 'Register, then deposit ¥50,000 to get a ¥5,000 bonus.',
        },
        kind: 'deposit',
        target: jpy('50000'),
        currency: 'JPY',
        reward: jpy('5000'),
        rewardCurrency: 'JPY',
        wagerMultiplier: 5,
        needWhitelist: true,
        period: 'once',
        endTime: today + 14 * DAY,
      },
    );
  }
}

export const taskStore = defineSlice('task', () => new TaskStore());
