/** Handlers of the common group (not implemented yet). */
import { notImplemented } from '../../core/errors';
import type { GroupHandlers } from '../../core/handlers';

export const commonHandlers: GroupHandlers<'common'> = {
  'common.uploadFile': notImplemented,
  'common.config': notImplemented,
  'common.generateSlider': notImplemented,
  'common.validateSlider': notImplemented,
  'common.checkIp': notImplemented,
};
