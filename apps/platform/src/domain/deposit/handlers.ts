/** Handlers of the deposit group (not implemented yet). */
import { notImplemented } from '../../core/errors';
import type { GroupHandlers } from '../../core/handlers';

export const depositHandlers: GroupHandlers<'deposit'> = {
  'deposit.orders': notImplemented,
  'deposit.saveVoucher': notImplemented,
  'deposit.successfulQuery': notImplemented,
  'deposit.successfulTimeUpdate': notImplemented,
  'deposit.orderOperate': notImplemented,
  'deposit.createQrCodePayment': notImplemented,
  'deposit.channels': notImplemented,
  'deposit.create': notImplemented,
};
