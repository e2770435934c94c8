/** Handlers of the tournament group (not implemented yet). */
import { notImplemented } from '../../core/errors';
import type { GroupHandlers } from '../../core/handlers';

export const tournamentHandlers: GroupHandlers<'tournament'> = {
  'tournament.list': notImplemented,
  'tournament.detail': notImplemented,
  'tournament.rank': notImplemented,
  'tournament.allJoinRecord': notImplemented,
  'tournament.joinRecord': notImplemented,
  'tournament.claimPrize': notImplemented,
};
