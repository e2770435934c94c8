/** Handlers of the cms group (not implemented yet). */
import { notImplemented } from '../../core/errors';
import type { GroupHandlers } from '../../core/handlers';

export const cmsHandlers: GroupHandlers<'cms'> = {
  'cms.topicQuery': notImplemented,
  'cms.templateList': notImplemented,
  'cms.templateDetail': notImplemented,
  'cms.gameLabelsList': notImplemented,
  'cms.gamePage': notImplemented,
  'cms.gameProviderSelection': notImplemented,
  'cms.gameProperties': notImplemented,
};
