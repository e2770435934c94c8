/** Handlers of the lottery group: activity configs, prizes and winners, the player's tickets. */
import { isIgnoredLotteryConfig } from '@casino/shared/schemas/lottery';
import { fromUnits } from '@casino/shared/schemas/money';
import type { HandlerContext } from '../../core/context';
import type { GroupHandlers } from '../../core/handlers';
import { tickedStore, promoHead } from '../../core/promotions';
import { bannerUrl } from '../cms/art';
import { maskLoginName } from '../games/store';
import { lotteryStore, type LotteryAct } from './store';
import { paginate } from '../../core/paging';

const store = (ctx: HandlerContext) => tickedStore(lotteryStore, ctx);

function view(ctx: HandlerContext, a: LotteryAct) {
  const s = lotteryStore(ctx.state);
  return {
    actCode: a.actCode,
    ...promoHead(ctx, a, s.status(a, ctx.now)),
    actEndDate: s.actEndDate(a),
    nextDrawTime: s.nextDrawTime(a, ctx.now),
    bannerUrl: bannerUrl(ctx, a),
    rules: a.rules.map((r) => ({
      sourceType: r.sourceType,
      stepAmount: fromUnits(r.step),
      currency: r.currency,
      limitNum: r.limitNum,
    })),
    prizes: a.prizes.map((p) => ({
      prizeId: p.prizeId,
      level: p.level,
      name: ctx.t(p.name),
      amount: fromUnits(p.amount),
      currency: p.currency,
      quantity: p.quantity,
    })),
  };
}

export const lotteryHandlers: GroupHandlers<'lottery'> = {
  'lottery.config': (input, ctx) => view(ctx, store(ctx).act(input.actCode, ctx.now)),
  'lottery.configList': (_input, ctx) => {
    const s = store(ctx);
    return { list: [...s.acts].sort((a, b) => b.startTime - a.startTime).map((a) => view(ctx, a)) };
  },
  'lottery.prize': (input, ctx) => {
    const s = store(ctx);
    const a = s.act(input.actCode, ctx.now);
    const winners = s.draws
      .filter((d) => d.actCode === a.actCode)
      .sort((x, y) => y.drawTime - x.drawTime)
      .flatMap((d) =>
        d.winners
          .filter((t) => t.prize)
          .sort((x, y) => x.prize!.level - y.prize!.level)
          .map((t) => ({
            drawNo: d.drawNo,
            drawTime: d.drawTime,
            ticketNo: t.ticketNo,
            maskedName: maskLoginName(t.loginName),
            prizeName: ctx.t(t.prize!.name),
            amount: fromUnits(t.prize!.amount),
            currency: t.prize!.currency,
          })),
      )
      .slice(0, 50);
    return { actCode: a.actCode, prizes: view(ctx, a).prizes, winners };
  },
  'lottery.customerLotNum': (input, ctx) => {
    const s = store(ctx);
    const me = ctx.player();
    const acts = input.actCode ? [s.act(input.actCode)] : s.acts;
    const list = acts.flatMap((a) =>
      a.rules.map((r) => {
        const e = s.earnedOf(me.id, a.actCode, r.sourceType);
        const legacy = isIgnoredLotteryConfig(a.actCode) ? s.legacyNum(a.actCode) : 0;
        return {
          actCode: a.actCode,
          actEndDate: s.actEndDate(a),
          num: legacy || s.num(r, e),
          limitNum: r.limitNum,
          usedNum: e.usedNum,
          sourceType: r.sourceType,
          stepAmount: fromUnits(r.step),
          currency: r.currency,
        };
      }),
    );
    const cur = s.current(ctx.now);
    const receivableNum = cur
      ? cur.rules.reduce((n, r) => {
          const e = s.earnedOf(me.id, cur.actCode, r.sourceType);
          return n + s.num(r, e) - e.usedNum;
        }, 0)
      : 0;
    const inDrawNum = s.tickets.filter((t) => t.ownerId === me.id && t.status === 0).length;
    return { list, receivableNum: cur && s.status(cur, ctx.now) === 1 ? receivableNum : 0, inDrawNum };
  },
  'lottery.receiveTickets': (input, ctx) => {
    const me = ctx.player();
    const r = store(ctx).receive(me.id, me.loginName, input.actCode, input.sourceType, ctx.now);
    return { actCode: r.actCode, receivedNum: r.ticketNos.length, ticketNos: r.ticketNos };
  },
  'lottery.page': (input, ctx) => {
    const me = ctx.player();
    const rows = store(ctx)
      .tickets.filter((t) => t.ownerId === me.id && (!input.actCode || t.actCode === input.actCode))
      .sort((a, b) => b.receiveTime - a.receiveTime || (a.ticketNo < b.ticketNo ? 1 : -1))
      .map((t) => ({
        ticketNo: t.ticketNo,
        actCode: t.actCode,
        sourceType: t.sourceType,
        receiveTime: t.receiveTime,
        status: t.status,
        drawNo: t.drawNo,
        drawTime: t.drawTime,
        prizeName: t.prize ? ctx.t(t.prize.name) : null,
        prizeAmount: t.prize ? fromUnits(t.prize.amount) : null,
        currency: t.prize ? t.prize.currency : null,
      }));
    return paginate(rows, input.pageNo, input.pageSize);
  },
};
