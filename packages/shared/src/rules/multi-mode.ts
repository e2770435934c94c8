/**
 * The multi-machine rule (spec sections 4 and 8): whether one more game may join the games already
 * open in multi-machine mode. The three refusals map to the three messages of the `games` namespace.
 */
import { isMultiModePlatform, maxOpenGames } from './constants';

export interface MultiModeGame {
  platformCode: string;
  gameId: string | number;
  /** The game page's supMultiMode query flag; false refuses the game even on a multi-mode platform. */
  supMultiMode?: boolean;
}

export type CannotAddReason = 'maxGames' | 'notSupported' | 'duplicate';

export type CanAddResult = { ok: true } | { ok: false; reason: CannotAddReason; max: number };

/** i18n key of each refusal; `maxGames` takes {{max}}. */
export const CANNOT_ADD_MESSAGE_KEYS: Readonly<Record<CannotAddReason, string>> = {
  maxGames: 'games.multiMode.maxGames',
  notSupported: 'games.multiMode.notSupported',
  duplicate: 'games.multiMode.duplicate',
};

const sameGame = (a: MultiModeGame, b: MultiModeGame) =>
  a.platformCode.trim().toUpperCase() === b.platformCode.trim().toUpperCase() &&
  String(a.gameId) === String(b.gameId);

/**
 * Checked in this order, so the player gets the message that helps: a game that can never join says
 * so (quitting another game would not help); a game already open says so (it is not "full" for it);
 * only then the limit, 4 or 2 on Apple devices.
 */
export function canAddGame(
  openGames: readonly MultiModeGame[],
  candidate: MultiModeGame,
  options: { apple: boolean },
): CanAddResult {
  const max = maxOpenGames(options.apple);
  if (!isMultiModePlatform(candidate.platformCode) || candidate.supMultiMode === false) {
    return { ok: false, reason: 'notSupported', max };
  }
  if (openGames.some((g) => sameGame(g, candidate))) return { ok: false, reason: 'duplicate', max };
  if (openGames.length >= max) return { ok: false, reason: 'maxGames', max };
  return { ok: true };
}
