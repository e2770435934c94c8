/** Handlers of the lottery group (not implemented yet). */
import { notImplemented } from '../../core/errors';
import type { GroupHandlers } from '../../core/handlers';

export const lotteryHandlers: GroupHandlers<'lottery'> = {
  'lottery.config': notImplemented,
  'lottery.configList': notImplemented,
  'lottery.prize': notImplemented,
  'lottery.customerLotNum': notImplemented,
  'lottery.receiveTickets': notImplemented,
  'lottery.page': notImplemented,
};
