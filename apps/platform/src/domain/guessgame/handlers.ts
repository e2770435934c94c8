/** Handlers of the guessgame group (not implemented yet). */
import { notImplemented } from '../../core/errors';
import type { GroupHandlers } from '../../core/handlers';

export const guessgameHandlers: GroupHandlers<'guessgame'> = {
  'guessgame.gameList': notImplemented,
  'guessgame.openRecordPage': notImplemented,
  'guessgame.estimateReward': notImplemented,
  'guessgame.bet': notImplemented,
  'guessgame.prizeRecordPage': notImplemented,
  'guessgame.claimPrize': notImplemented,
  'guessgame.customerGuessTop': notImplemented,
  'guessgame.guessGameTop': notImplemented,
  'guessgame.betRecordPage': notImplemented,
  'guessgame.tagList': notImplemented,
  'guessgame.customerBonusTop': notImplemented,
  'guessgame.guessBetPage': notImplemented,
};
