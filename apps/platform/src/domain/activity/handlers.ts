/**
 * Handlers of the activity group (/throne-api): VIP level rewards, activity constants, apply and
 * sign-up query, free spins (list and apply) and the daily check-in (detail, sign, fetch reward).
 */
import { BONUS_TYPE } from '@casino/shared/schemas/bonus';
import { fromUnits } from '@casino/shared/schemas/money';
import type { HandlerContext } from '../../core/context';
import type { GroupHandlers } from '../../core/handlers';
import { accountStore, VIP_LEVELS } from '../account/store';
import { grantBonus } from '../bonus/store';
import { bannerUrl } from '../cms/art';
import { freeSpinStore, walletView } from './free-spins';
import { addDays, TIMEZONE, tokyoDate } from '../../core/calendar';
import { promoFail, promoHead } from '../../core/promotions';
import {
  ACTIVITY_IDS,
  activityStore,
  SIGN_CURRENCY,
  SIGN_CYCLE,
  SIGN_REWARDS,
  type ActivityDef,
} from './store';

function signRules() {
  return SIGN_REWARDS.map((r) => ({
    day: r.day,
    amount: fromUnits(r.amount),
    currency: SIGN_CURRENCY,
    streakBonus: r.streakBonus,
  }));
}

function activityView(ctx: HandlerContext, a: ActivityDef) {
  return {
    activityId: a.activityId,
    code: a.code,
    type: a.type,
    ...promoHead(ctx, a),
    bannerUrl: bannerUrl(ctx, a),
  };
}

const levelKey = (level: number, playerId: string) => `vip-level:${level}:${playerId}`;

/** 0 = level not reached, 1 = can receive, 2 = received. */
function levelRewardStatus(
  ctx: HandlerContext,
  level: number,
  vipLevel: number,
  playerId: string,
): 0 | 1 | 2 {
  if (level > vipLevel) return 0;
  return activityStore(ctx.state).signups.has(levelKey(level, playerId)) ? 2 : 1;
}

export const activityHandlers: GroupHandlers<'activity'> = {
  'activity.levelRewardList': (_input, ctx) => {
    const me = ctx.player();
    const store = activityStore(ctx.state);
    const points = accountStore(ctx.state).vipPoints.get(me.id) ?? 0n;
    return {
      activityId: ACTIVITY_IDS.levelReward,
      vipLevel: me.vipLevel,
      turnover: fromUnits(points),
      list: store.levelRewards.map((r) => {
        const def = VIP_LEVELS.find((l) => l.level === r.level);
        return {
          level: r.level,
          levelName: def ? ctx.t(def.name) : `VIP ${r.level}`,
          requiredTurnover: fromUnits(BigInt(def?.threshold ?? 0) * 100_000_000n),
          rewardAmount: fromUnits(r.reward),
          currency: 'JPY' as const,
          wagerMultiplier: r.wagerMultiplier,
          perks: r.perks.map((p) => ctx.t(p)),
          status: levelRewardStatus(ctx, r.level, me.vipLevel, me.id),
        };
      }),
    };
  },
  'activity.activityConstant': (_input, ctx) => ({
    timezone: TIMEZONE,
    signCycleDays: SIGN_CYCLE,
    signRewards: signRules(),
    maxVipLevel: Math.max(...VIP_LEVELS.map((l) => l.level)),
    activities: activityStore(ctx.state)
      .activities.filter((a) => ctx.now < a.endTime)
      .map((a) => activityView(ctx, a)),
  }),
  'activity.apply': (input, ctx) => {
    const me = ctx.player();
    const store = activityStore(ctx.state);
    const a = store.activity(input.activityId);
    if (ctx.now < a.startTime || ctx.now >= a.endTime) return promoFail.closed();
    if (a.type === 'levelReward') {
      const level = input.level;
      const reward = store.levelRewards.find((r) => r.level === level);
      if (level === undefined || !reward) return promoFail.noPrize();
      if (level > me.vipLevel) {
        return promoFail.notEligible(
          `VIPレベル${level}に到達すると受け取れます`,
          `Available at VIP level ${level}`,
        );
      }
      const key = levelKey(level, me.id);
      if (store.signups.has(key)) return promoFail.claimed();
      grantBonus(ctx.state, {
        playerId: me.id,
        currency: 'JPY',
        amount: reward.reward,
        bonusType: BONUS_TYPE.VIP,
        name: { ja: `VIPレベル${level}到達報酬`, en: `VIP level ${level} reward` },
        wagerMultiplier: reward.wagerMultiplier,
        key,
        source: { activityId: a.activityId, level: String(level) },
        at: ctx.now,
      });
      store.signups.set(key, ctx.now);
      return {
        activityId: a.activityId,
        signupStatus: 1 as const,
        applyTime: ctx.now,
        rewardAmount: fromUnits(reward.reward),
        rewardCurrency: 'JPY' as const,
      };
    }
    if (a.type !== 'signup') {
      return promoFail.notEligible('このキャンペーンは申し込み不要です', 'This activity needs no sign-up');
    }
    const key = `${a.activityId}|${me.id}`;
    if (store.signups.has(key)) return promoFail.applied();
    store.signups.set(key, ctx.now);
    return {
      activityId: a.activityId,
      signupStatus: 1 as const,
      applyTime: ctx.now,
      rewardAmount: null,
      rewardCurrency: null,
    };
  },
  'activity.signupQuery': (input, ctx) => {
    const me = ctx.player();
    const store = activityStore(ctx.state);
    return {
      list: store.activities
        .filter((a) => a.type === 'signup' && (!input.activityId || a.activityId === input.activityId))
        .map((a) => {
          const at = store.signups.get(`${a.activityId}|${me.id}`);
          return {
            activityId: a.activityId,
            name: ctx.t(a.name),
            signupStatus: (at === undefined ? 0 : 1) as 0 | 1,
            applyTime: at ?? null,
          };
        }),
    };
  },
  'activity.freeSpinList': (_input, ctx) => {
    const me = ctx.player();
    const store = freeSpinStore(ctx.state);
    return {
      list: store.offers.map((o) => {
        const w = store.walletFor(me.id, o.freeSpinId);
        const status = w ? (w.roundsLeft > 0 ? 1 : 2) : ctx.now >= o.expireTime ? 3 : 0;
        return {
          freeSpinId: o.freeSpinId,
          name: ctx.t(o.name),
          gameId: o.gameId,
          gameName: ctx.t(o.gameName),
          platformCode: o.platformCode,
          roundNum: o.roundNum,
          betAmount: fromUnits(o.bet),
          currency: o.currency,
          wagerMultiplier: o.wagerMultiplier,
          minVipLevel: o.minVipLevel,
          expireTime: o.expireTime,
          status: status as 0 | 1 | 2 | 3,
          refBonusId: w?.refBonusId ?? null,
        };
      }),
      wallets: store
        .walletsOf(me.id)
        .filter((w) => w.roundsLeft > 0 && ctx.now < w.expireTime)
        .map((w) => walletView(w, ctx.lang)),
    };
  },
  'activity.signDetail': (_input, ctx) => {
    const me = ctx.player();
    const store = activityStore(ctx.state);
    const s = store.signOf(me.id);
    const today = tokyoDate(ctx.now);
    const first = `${today.slice(0, 8)}01`;
    const calendar = [];
    for (let d = first; d.slice(0, 7) === today.slice(0, 7); d = addDays(d, 1)) {
      const reward = s.days.get(d);
      calendar.push({
        date: d,
        signed: reward !== undefined,
        rewardAmount: reward === undefined ? null : fromUnits(reward),
        isToday: d === today,
      });
    }
    return {
      activityId: ACTIVITY_IDS.sign,
      timezone: TIMEZONE,
      today,
      signedToday: s.days.has(today),
      streak: store.streak(s, ctx.now),
      calendar,
      rules: signRules(),
      pendingReward: fromUnits(s.pending),
      currency: SIGN_CURRENCY,
    };
  },
  'activity.applySign': (_input, ctx) => {
    const r = activityStore(ctx.state).sign(ctx.player().id, ctx.now);
    return {
      date: r.date,
      streak: r.streak,
      rewardAmount: fromUnits(r.amount),
      currency: SIGN_CURRENCY,
      streakBonus: r.streakBonus,
      pendingReward: fromUnits(r.pending),
    };
  },
  'activity.fetchSignReward': (_input, ctx) => {
    const r = activityStore(ctx.state).fetchSignReward(ctx.state, ctx.player().id, ctx.now);
    return { amount: fromUnits(r.amount), currency: SIGN_CURRENCY, bonusRequestId: r.requestId };
  },
  'activity.applyFreeSpin': (input, ctx) => {
    const me = ctx.player();
    const w = freeSpinStore(ctx.state).apply(me.id, me.vipLevel, input.freeSpinId, ctx.publicUrl, ctx.now);
    return walletView(w, ctx.lang);
  },
};
