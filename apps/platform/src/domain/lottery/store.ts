/**
 * Lottery activities by actCode (the start date, YYYYMMDD in Tokyo). Tickets are earned from credited
 * deposits ('deposit.credited', sourceType 1) and from bets ('bet', sourceType 2): one ticket per
 * stepAmount, at most limitNum per source and activity. The player receives earned tickets into the
 * draw pool; each draw (daily at 21:00 Tokyo, or now through the dev endpoint) shuffles the waiting
 * tickets and gives the prizes from the first prize down, one prize per ticket; winners are paid to
 * cash from house:promotions (ledger key `lottery:<actCode>:<ticketNo>`).
 *
 * Two activities below 20241008 stay in the answers (one even "running"): clients must ignore them
 * (spec section 9), and receiving their tickets is refused.
 */
import { randomInt } from 'node:crypto';
import { isIgnoredLotteryConfig } from '@casino/shared/schemas/lottery';
import type { Currency } from '@casino/shared/schemas/money';
import { toUnits } from '@casino/shared/schemas/money';
import type { LocalizedText } from '../../core/errors';
import { defineSlice, type PlatformState } from '../../core/state';
import { BOT_NAMES, seedTimes } from '../../core/seed-data';
import { DAY, tokyoCompactDate, tokyoDate, tokyoMidnight } from '../../core/calendar';
import { payCashPrize, promoFail } from '../../core/promotions';
import { getOrCreate } from '../../core/collections';
import seed from './seed.json';

export type SourceType = 1 | 2;

export interface LotteryRule {
  sourceType: SourceType;
  step: bigint;
  currency: Currency;
  limitNum: number;
}

export interface LotteryPrizeDef {
  prizeId: string;
  level: number;
  name: LocalizedText;
  amount: bigint;
  currency: Currency;
  quantity: number;
}

export interface LotteryAct {
  actCode: string;
  name: LocalizedText;
  description: LocalizedText;
  startTime: number;
  endTime: number;
  drawTimes: number[];
  rules: LotteryRule[];
  prizes: LotteryPrizeDef[];
  hue: number;
}

export interface Ticket {
  ticketNo: string;
  actCode: string;
  ownerId: string;
  loginName: string;
  sourceType: SourceType;
  receiveTime: number;
  status: 0 | 1 | 2;
  drawNo: number | null;
  drawTime: number | null;
  prize: LotteryPrizeDef | null;
}

export interface Draw {
  actCode: string;
  drawNo: number;
  drawTime: number;
  winners: Ticket[];
}

interface Earned {
  /** Sum of the qualifying amounts so far, in units. */
  total: bigint;
  usedNum: number;
}

export class LotteryStore {
  readonly acts: LotteryAct[] = [];
  readonly tickets: Ticket[] = [];
  readonly draws: Draw[] = [];
  /** `<playerId>|<actCode>|<sourceType>` -> earned. */
  private readonly earned = new Map<string, Earned>();
  private ticketSeq = 0;

  constructor(now = Date.now()) {
    this.seed(now);
  }

  act(actCode?: string, now = Date.now()): LotteryAct {
    const a = actCode ? this.acts.find((x) => x.actCode === actCode) : this.current(now);
    if (!a) return promoFail.notFound();
    return a;
  }

  /** The running activity not below the cut-off (or the latest one). */
  current(now: number): LotteryAct | undefined {
    const valid = this.acts.filter((a) => !isIgnoredLotteryConfig(a.actCode));
    return valid.find((a) => this.status(a, now) === 1) ?? valid[0];
  }

  status(a: LotteryAct, now: number): 0 | 1 | 2 {
    if (now < a.startTime) return 0;
    if (now < a.endTime) return 1;
    return 2;
  }

  earnedOf(playerId: string, actCode: string, sourceType: SourceType): Earned {
    const k = `${playerId}|${actCode}|${sourceType}`;
    return getOrCreate(this.earned, k, () => ({ total: 0n, usedNum: 0 }));
  }

  /** Tickets earned so far from one source, capped at limitNum. */
  num(rule: LotteryRule, e: Earned): number {
    return Math.min(rule.limitNum, Number(e.total / rule.step));
  }

  credit(playerId: string, sourceType: SourceType, currency: Currency, amount: bigint, at: number): void {
    for (const a of this.acts) {
      if (this.status(a, at) !== 1) continue;
      const rule = a.rules.find((r) => r.sourceType === sourceType && r.currency === currency);
      if (rule) this.earnedOf(playerId, a.actCode, sourceType).total += amount;
    }
  }

  receive(
    playerId: string,
    loginName: string,
    actCode: string,
    sourceType: SourceType | undefined,
    now: number,
  ) {
    const a = this.act(actCode);
    if (isIgnoredLotteryConfig(a.actCode) || this.status(a, now) !== 1) {
      return promoFail.closed('この抽選は受付を終了しました', 'This lottery no longer accepts tickets');
    }
    const received: string[] = [];
    for (const rule of a.rules) {
      if (sourceType !== undefined && rule.sourceType !== sourceType) continue;
      const e = this.earnedOf(playerId, a.actCode, rule.sourceType);
      const n = this.num(rule, e) - e.usedNum;
      for (let i = 0; i < n; i++) {
        this.ticketSeq += 1;
        const ticketNo = `${a.actCode}-${String(this.ticketSeq).padStart(6, '0')}`;
        this.tickets.push({
          ticketNo,
          actCode: a.actCode,
          ownerId: playerId,
          loginName,
          sourceType: rule.sourceType,
          receiveTime: now,
          status: 0,
          drawNo: null,
          drawTime: null,
          prize: null,
        });
        received.push(ticketNo);
      }
      e.usedNum += Math.max(0, n);
    }
    if (received.length === 0)
      return promoFail.nothing('受け取れる抽選券はありません', 'No tickets to receive');
    return { actCode: a.actCode, ticketNos: received };
  }

  /** Draws every waiting ticket of an activity now; pays the winners. */
  draw(state: PlatformState, actCode: string | undefined, now: number): Draw {
    const a = this.act(actCode, now);
    const pool = this.tickets.filter(
      (t) => t.actCode === a.actCode && t.status === 0 && t.receiveTime <= now,
    );
    for (let i = pool.length - 1; i > 0; i--) {
      const j = randomInt(i + 1);
      [pool[i], pool[j]] = [pool[j]!, pool[i]!];
    }
    const drawNo = this.draws.filter((d) => d.actCode === a.actCode).length + 1;
    const winners: Ticket[] = [];
    let next = 0;
    for (const prize of [...a.prizes].sort((x, y) => x.level - y.level)) {
      for (let q = 0; q < prize.quantity && next < pool.length; q++) {
        const t = pool[next++]!;
        t.prize = prize;
        t.status = 1;
        winners.push(t);
      }
    }
    for (const t of pool) {
      t.drawNo = drawNo;
      t.drawTime = now;
      if (t.status === 0) t.status = 2;
    }
    for (const t of winners) {
      if (t.ownerId.startsWith('bot:') || !t.prize) continue;
      payCashPrize(state, {
        key: `lottery:${t.actCode}:${t.ticketNo}`,
        kind: 'lottery.prize',
        playerId: t.ownerId,
        currency: t.prize.currency,
        amount: t.prize.amount,
        at: now,
        meta: { actCode: t.actCode, drawNo },
      });
    }
    const draw = { actCode: a.actCode, drawNo, drawTime: now, winners };
    this.draws.push(draw);
    return draw;
  }

  /** Runs the scheduled draws whose time has come (called before answering). */
  tick(state: PlatformState, now: number): void {
    for (const a of this.acts) {
      if (isIgnoredLotteryConfig(a.actCode)) continue;
      const done = this.draws.filter((d) => d.actCode === a.actCode).length;
      const due = a.drawTimes.filter((t) => t <= now).length;
      for (let i = done; i < due; i++) this.draw(state, a.actCode, a.drawTimes[i]!);
    }
  }

  nextDrawTime(a: LotteryAct, now: number): number | null {
    return a.drawTimes.find((t) => t > now) ?? null;
  }

  private seed(now: number): void {
    const today = tokyoMidnight(now);
    const prizes = (tag: string): LotteryPrizeDef[] =>
      seed.prizes.map((p) => ({
        ...p,
        prizeId: `${tag}-${p.level}`,
        amount: toUnits(p.amount),
        currency: 'JPY',
      }));
    const rules: LotteryRule[] = [
      { sourceType: 1, step: toUnits('1000'), currency: 'JPY', limitNum: 50 },
      { sourceType: 2, step: toUnits('10000'), currency: 'JPY', limitNum: 30 },
    ];
    // Running activities draw daily at 21:00 from their start; legacy ones have a fixed code.
    const daily = (start: number, days: number) =>
      Array.from({ length: days }, (_, i) => start + i * DAY + 21 * 60 * 60 * 1000);
    for (const { tag, actCode, dailyDraws, ...seeded } of seed.acts) {
      const a = seedTimes(today, seeded, 'startTime', 'endTime');
      this.acts.push({
        ...a,
        actCode: actCode ?? tokyoCompactDate(a.startTime),
        drawTimes: daily(a.startTime, dailyDraws),
        rules,
        prizes: prizes(tag),
      });
    }
    // Other players' tickets in past draws, so the prize page lists winners.
    const cur = this.acts[0]!;
    const prev = this.acts[1]!;
    for (const act of [prev, cur]) {
      const pastDraws = act.drawTimes.filter((t) => t <= now).slice(-3);
      for (const drawTime of pastDraws) {
        for (let i = 0; i < 8; i++) {
          const name = BOT_NAMES[(i + Math.floor(drawTime / DAY)) % BOT_NAMES.length]!;
          this.ticketSeq += 1;
          this.tickets.push({
            ticketNo: `${act.actCode}-${String(this.ticketSeq).padStart(6, '0')}`,
            actCode: act.actCode,
            ownerId: `bot:${name}`,
            loginName: name,
            sourceType: i % 2 === 0 ? 1 : 2,
            receiveTime: drawTime - 3 * 60 * 60 * 1000,
            status: 0,
            drawNo: null,
            drawTime: null,
            prize: null,
          });
        }
      }
    }
  }

  /** The players' view of the legacy activity: tickets appear for everyone so ignoring them is visible. */
  legacyNum(actCode: string): number {
    return actCode === '20240920' ? 3 : 0;
  }

  actEndDate(a: LotteryAct): string {
    return tokyoDate(a.endTime - 1);
  }
}

export const lotteryStore = defineSlice('lottery', (state) => {
  const store = new LotteryStore();
  store.tick(state, Date.now());
  return store;
});
