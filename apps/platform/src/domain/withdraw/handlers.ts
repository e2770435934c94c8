/** Handlers of the withdraw group (not implemented yet). */
import { notImplemented } from '../../core/errors';
import type { GroupHandlers } from '../../core/handlers';

export const withdrawHandlers: GroupHandlers<'withdraw'> = {
  'withdraw.orders': notImplemented,
  'withdraw.create': notImplemented,
  'withdraw.cancel': notImplemented,
  'withdraw.methods': notImplemented,
  'withdraw.limits': notImplemented,
};
