/** Handlers of the deposit group: orders, channels, voucher, QR, operations (see ./service.ts). */
import { DEPOSIT_STATUS } from '@casino/shared/schemas/deposit';
import type { GroupHandlers } from '../../core/handlers';
import { DEPOSIT_CHANNELS, depositChannelView } from '../wallet/channels';
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
import { filterOrders } from '../../core/orders';
import { paginate } from '../../core/paging';

export const depositHandlers: GroupHandlers<'deposit'> = {
  'deposit.orders': (input, ctx) => {
    const player = ctx.player();
    expireDeposits(ctx.state, player.id, ctx.now);
    const all = filterOrders(depositStore(ctx.state).ofPlayer(player.id), input);
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
