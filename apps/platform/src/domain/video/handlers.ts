/** Handlers of the video group (not implemented yet). */
import { notImplemented } from '../../core/errors';
import type { GroupHandlers } from '../../core/handlers';

export const videoHandlers: GroupHandlers<'video'> = {
  'video.query': notImplemented,
  'video.tagList': notImplemented,
  'video.play': notImplemented,
  'video.more': notImplemented,
  'video.detail': notImplemented,
};
