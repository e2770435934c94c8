/** Handlers of the withdraw group (see ./service.ts). */
import { fromUnits } from '@casino/shared/schemas/money';
import type { GroupHandlers } from '../../core/handlers';
import { kycApprovedLevel } from '../kyc/store';
import { WITHDRAW_LIMITS, WITHDRAW_METHODS } from '../wallet/channels';
import { payoutStore } from '../wallet/store';
import {
  cancelWithdrawal,
  createWithdrawal,
  dailyUsage,
  withdrawalOfPlayer,
  withdrawalView,
} from './service';
import { hasWithdrawPassword, withdrawStore } from './store';
import { playerCash } from '../../core/accounts';
import { filterOrders } from '../../core/orders';
import { paginate } from '../../core/paging';

export const withdrawHandlers: GroupHandlers<'withdraw'> = {
  'withdraw.orders': (input, ctx) => {
    const player = ctx.player();
    const all = filterOrders(withdrawStore(ctx.state).ofPlayer(player.id), input);
    return paginate(all, input.pageNo, input.pageSize, withdrawalView);
  },
  'withdraw.create': (input, ctx) =>
    withdrawalView(createWithdrawal(ctx.state, ctx.player(), input, ctx.now, ctx.config)),
  'withdraw.cancel': (input, ctx) => {
    const order = withdrawalOfPlayer(ctx.state, ctx.player().id, input.orderNo);
    return withdrawalView(cancelWithdrawal(ctx.state, order, ctx.now));
  },
  'withdraw.methods': (input, ctx) => {
    const player = ctx.player();
    const payout = payoutStore(ctx.state);
    return WITHDRAW_METHODS.filter((m) => !input.currency || m.currency === input.currency).map((m) => {
      const limits = WITHDRAW_LIMITS[m.currency];
      const accountCount =
        m.methodType === 'BANK_CARD'
          ? payout.cardsOf(player.id).length
          : payout.addressesOf(player.id).filter((a) => a.currency === m.currency && a.network === m.network)
              .length;
      return {
        methodCode: m.methodCode,
        methodType: m.methodType,
        currency: m.currency,
        network: m.network,
        name: m.name[ctx.lang],
        minAmount: limits.min,
        maxAmount: limits.max,
        feeRate: m.feeRate,
        feeFixed: m.feeFixed,
        processingMinutes: m.processingMinutes,
        accountCount,
      };
    });
  },
  'withdraw.limits': (input, ctx) => {
    const player = ctx.player();
    const limits = WITHDRAW_LIMITS[input.currency];
    const usage = dailyUsage(ctx.state, player.id, input.currency, ctx.now);
    return {
      currency: input.currency,
      minAmount: limits.min,
      maxAmount: limits.max,
      dailyCountLimit: limits.dailyCount,
      dailyCountUsed: usage.count,
      dailyAmountLimit: limits.dailyAmount,
      dailyAmountUsed: fromUnits(usage.amount),
      kycLevel3Threshold: limits.kycLevel3Threshold,
      kycApprovedLevel: kycApprovedLevel(ctx.state, player.id),
      withdrawable: fromUnits(ctx.state.ledger.balance(playerCash(player.id), input.currency)),
      needWithdrawPassword: hasWithdrawPassword(ctx.state, player.id),
    };
  },
};
