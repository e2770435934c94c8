/** Handlers of the games group (not implemented yet). */
import { notImplemented } from '../../core/errors';
import type { GroupHandlers } from '../../core/handlers';

export const gamesHandlers: GroupHandlers<'games'> = {
  'games.launchGame': notImplemented,
  'games.launchDemoGame': notImplemented,
  'games.transferRegister': notImplemented,
  'games.transferIn': notImplemented,
  'games.transferOutAll': notImplemented,
  'games.providers': notImplemented,
  'games.depositAutoTransIn': notImplemented,
  'games.favorAdd': notImplemented,
  'games.favorDelete': notImplemented,
  'games.favorQuery': notImplemented,
  'games.machineInfoList': notImplemented,
  'games.firstPageMachineInfoList': notImplemented,
  'games.amigoGameList': notImplemented,
  'games.kamikazeMachineList': notImplemented,
  'games.userOrderDetail': notImplemented,
  'games.rankingBetRecord': notImplemented,
  'games.jackpotInfo': notImplemented,
  'games.jackpotHistory': notImplemented,
  'games.jackpotUserDetail': notImplemented,
  'games.recentQuery': notImplemented,
  'games.recentDelete': notImplemented,
  'games.betLimit': notImplemented,
};
