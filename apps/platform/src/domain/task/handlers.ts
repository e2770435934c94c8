/** Handlers of the task group (not implemented yet). */
import { notImplemented } from '../../core/errors';
import type { GroupHandlers } from '../../core/handlers';

export const taskHandlers: GroupHandlers<'task'> = {
  'task.tags': notImplemented,
  'task.checkDisplay': notImplemented,
  'task.apply': notImplemented,
  'task.whitelistSave': notImplemented,
};
