/** Handlers of the bonus group (not implemented yet). */
import { notImplemented } from '../../core/errors';
import type { GroupHandlers } from '../../core/handlers';

export const bonusHandlers: GroupHandlers<'bonus'> = {
  'bonus.cancel': notImplemented,
  'bonus.couponPage': notImplemented,
  'bonus.currencyAmount': notImplemented,
  'bonus.requests': notImplemented,
  'bonus.giveUp': notImplemented,
  'bonus.release': notImplemented,
  'bonus.rewardStatistics': notImplemented,
  'bonus.rakebackReceive': notImplemented,
  'bonus.cdkPrize': notImplemented,
  'bonus.cdkExchange': notImplemented,
};
