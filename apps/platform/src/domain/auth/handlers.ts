/** Handlers of the auth group (not implemented yet). */
import { notImplemented } from '../../core/errors';
import type { GroupHandlers } from '../../core/handlers';

export const authHandlers: GroupHandlers<'auth'> = {
  'auth.token': notImplemented,
  'auth.logout': notImplemented,
};
