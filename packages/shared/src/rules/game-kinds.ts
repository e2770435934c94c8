/**
 * The game categories and lobby labels as plain constants (schemas/game.ts builds its schemas on
 * them): a front end's first page reads them without loading zod.
 */

/** The categories of spec section 1; the values are the /game/{type} route segments of section 2. */
export const GAME_TYPES = ['slots', 'pachinko', 'live-casino', 'fish', 'poker', 'sports'] as const;
export type GameType = (typeof GAME_TYPES)[number];

/** Lobby badges; the CMS gives their display names (game labels). */
export const GAME_LABELS = ['NEW', 'HOT', 'JACKPOT', 'POPULAR', 'RECOMMEND', 'EXCLUSIVE'] as const;
