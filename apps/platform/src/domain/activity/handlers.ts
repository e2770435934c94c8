/** Handlers of the activity group (not implemented yet). */
import { notImplemented } from '../../core/errors';
import type { GroupHandlers } from '../../core/handlers';

export const activityHandlers: GroupHandlers<'activity'> = {
  'activity.levelRewardList': notImplemented,
  'activity.activityConstant': notImplemented,
  'activity.apply': notImplemented,
  'activity.signupQuery': notImplemented,
  'activity.freeSpinList': notImplemented,
  'activity.signDetail': notImplemented,
  'activity.applySign': notImplemented,
  'activity.fetchSignReward': notImplemented,
  'activity.applyFreeSpin': notImplemented,
};
