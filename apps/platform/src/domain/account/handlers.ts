/** Handlers of the account group (not implemented yet). */
import { notImplemented } from '../../core/errors';
import type { GroupHandlers } from '../../core/handlers';

export const accountHandlers: GroupHandlers<'account'> = {
  'account.selfControl': notImplemented,
  'account.modify': notImplemented,
  'account.resetPassword': notImplemented,
  'account.createAccount': notImplemented,
  'account.modifyAvatar': notImplemented,
  'account.levelProcess': notImplemented,
  'account.playerInfo': notImplemented,
  'account.checkReportStatus': notImplemented,
  'account.updateReportStatus': notImplemented,
};
