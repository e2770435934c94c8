/** Handlers of the deposit group: orders, channels, voucher, QR, operations (see ./service.ts). */
import { DEPOSIT_STATUS } from '@casino/shared/schemas/deposit';
import type { PaymentChannel } from '@casino/shared/schemas/payment-channel';
import type { GroupHandlers } from '../../core/handlers';
import { DEPOSIT_CHANNELS, type DepositChannel } from '../wallet/channels';
import {
  createDeposit,
  depositOfPlayer,
  depositView,
  expireDeposits,
  issueQrCode,
  operateDeposit,
  saveVoucher,
} from './service';
import { depositStore } from './store';
import { paginate } from '../../core/paging';

export function depositChannelView(c: DepositChannel, lang: 'ja' | 'en'): PaymentChannel {
  return {
    channelCode: c.channelCode,
    direction: 1,
    channelType: c.channelType,
    currency: c.currency,
    network: c.network,
    name: c.name[lang],
    minAmount: c.minAmount,
    maxAmount: c.maxAmount,
    feeRate: c.feeRate,
    feeFixed: c.feeFixed,
    processingMinutes: c.processingMinutes,
    needVoucher: c.needVoucher,
    enabled: true,
    sort: c.sort,
  };
}

export const depositHandlers: GroupHandlers<'deposit'> = {
  'deposit.orders': (input, ctx) => {
    const player = ctx.player();
    expireDeposits(ctx.state, player.id, ctx.now);
    const all = depositStore(ctx.state)
      .ofPlayer(player.id)
      .filter(
        (o) =>
          (input.status === undefined || o.status === input.status) &&
          (input.currency === undefined || o.currency === input.currency) &&
          (input.startTime === undefined || o.createdAt >= input.startTime) &&
          (input.endTime === undefined || o.createdAt <= input.endTime),
      )
      .reverse();
    return paginate(all, input.pageNo, input.pageSize, depositView);
  },
  'deposit.saveVoucher': (input, ctx) => {
    const order = depositOfPlayer(ctx.state, ctx.player().id, input.orderNo);
    return depositView(
      saveVoucher(ctx.state, order, input.voucherUrl, input.remark ?? null, ctx.now, ctx.publicUrl),
    );
  },
  'deposit.successfulQuery': (_input, ctx) => {
    const player = ctx.player();
    const store = depositStore(ctx.state);
    const seen = store.successSeenAt.get(player.id) ?? null;
    const list = store
      .ofPlayer(player.id)
      .filter((o) => o.status === DEPOSIT_STATUS.SUCCESS && (o.successAt ?? 0) > (seen ?? -1))
      .reverse()
      .slice(0, 20)
      .map(depositView);
    return { list, lastSeenAt: seen };
  },
  'deposit.successfulTimeUpdate': (input, ctx) => {
    const player = ctx.player();
    const store = depositStore(ctx.state);
    const at = Math.min(input.successTime ?? ctx.now, ctx.now);
    const next = Math.max(store.successSeenAt.get(player.id) ?? 0, at);
    store.successSeenAt.set(player.id, next);
    return { lastSeenAt: next };
  },
  'deposit.orderOperate': (input, ctx) => {
    const order = depositOfPlayer(ctx.state, ctx.player().id, input.orderNo);
    return depositView(operateDeposit(ctx.state, order, input.operateType, ctx.now));
  },
  'deposit.createQrCodePayment': (input, ctx) => {
    const order = depositOfPlayer(ctx.state, ctx.player().id, input.orderNo);
    return depositView(issueQrCode(ctx.state, order, ctx.now));
  },
  'deposit.channels': (input, ctx) =>
    DEPOSIT_CHANNELS.filter((c) => !input.currency || c.currency === input.currency).map((c) =>
      depositChannelView(c, ctx.lang),
    ),
  'deposit.create': (input, ctx) => depositView(createDeposit(ctx.state, ctx.player(), input, ctx.now)),
};
