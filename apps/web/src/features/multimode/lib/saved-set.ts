/**
 * The games a player set up in multi-machine mode, kept across a reload: their keys in the address
 * (`?games=JPT:101,JPT:102`, so the set-up is the page's own and can be bookmarked) and, per player, the
 * keys and names in sessionStorage (a reload, or coming back to the page in the same tab, shows the same
 * games under their names). Nothing of the money is kept: the games are opened again and the money
 * moves as for any newly opened game.
 */

export interface SavedGame {
  platformCode: string;
  gameId: string;
  name: string;
}

/** A platform code and a game id as the address carries them (no separator, no spaces). */
const PART = /^[A-Za-z0-9_-]{1,64}$/;

/** The `games` parameter's keys, valid and distinct, at most `max`. */
export function parseGamesParam(
  value: string | null,
  max: number,
): { platformCode: string; gameId: string }[] {
  if (!value) return [];
  const out: { platformCode: string; gameId: string }[] = [];
  const seen = new Set<string>();
  for (const item of value.split(',')) {
    const [platformCode, gameId, extra] = item.split(':');
    if (extra !== undefined || !platformCode || !gameId || !PART.test(platformCode) || !PART.test(gameId))
      continue;
    const key = `${platformCode}:${gameId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ platformCode, gameId });
    if (out.length >= max) break;
  }
  return out;
}

export function formatGamesParam(games: { platformCode: string; gameId: string }[]): string {
  return games.map((g) => `${g.platformCode}:${g.gameId}`).join(',');
}

const storageKey = (player: string) => `casino.multimode.${player}`;

export function loadSavedGames(player: string, storage: Storage | undefined = safeStorage()): SavedGame[] {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(storageKey(player)) ?? '[]');
    if (!Array.isArray(raw)) return [];
    return raw.filter(
      (g): g is SavedGame =>
        !!g &&
        typeof g === 'object' &&
        typeof (g as SavedGame).platformCode === 'string' &&
        typeof (g as SavedGame).gameId === 'string' &&
        typeof (g as SavedGame).name === 'string',
    );
  } catch {
    return [];
  }
}

export function saveGames(player: string, games: SavedGame[], storage: Storage | undefined = safeStorage()) {
  try {
    if (games.length) storage?.setItem(storageKey(player), JSON.stringify(games));
    else storage?.removeItem(storageKey(player));
  } catch {
    // storage full or refused: the address still carries the set-up
  }
}

/**
 * The games to open again: the address's keys when it has any (named from the saved set where it
 * knows them), otherwise the player's saved set; at most `max`.
 */
export function gamesToRestore(param: string | null, saved: SavedGame[], max: number): SavedGame[] {
  const keys = parseGamesParam(param, max);
  if (!keys.length) return parseGamesParam(formatGamesParam(saved), max).map((k) => named(k, saved));
  return keys.map((k) => named(k, saved));
}

function named(k: { platformCode: string; gameId: string }, saved: SavedGame[]): SavedGame {
  const known = saved.find((s) => s.platformCode === k.platformCode && s.gameId === k.gameId);
  return { ...k, name: known?.name || k.gameId };
}

function safeStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
