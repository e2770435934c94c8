/**
 * Handlers of the games group, one file per job: launching (./launch-handlers.ts), transfer wallets
 * (./transfer-handlers.ts), the lobby's lists (./lobby-handlers.ts), records (./record-handlers.ts)
 * and jackpots (./jackpot-handlers.ts).
 */
import type { GroupHandlers } from '../../core/handlers';
import { jackpotHandlers } from './jackpot-handlers';
import { launchHandlers } from './launch-handlers';
import { lobbyHandlers } from './lobby-handlers';
import { recordHandlers } from './record-handlers';
import { transferHandlers } from './transfer-handlers';

export const gamesHandlers: GroupHandlers<'games'> = {
  ...launchHandlers,
  ...transferHandlers,
  ...lobbyHandlers,
  ...recordHandlers,
  ...jackpotHandlers,
};
