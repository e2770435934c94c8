/** Handlers of the report group (not implemented yet). */
import { notImplemented } from '../../core/errors';
import type { GroupHandlers } from '../../core/handlers';

export const reportHandlers: GroupHandlers<'report'> = {
  'report.sumFullLifecycle': notImplemented,
};
