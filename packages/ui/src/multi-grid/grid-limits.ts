/**
 * Multi-machine limits of spec sections 4 and 9.
 */
export const MULTI_MODE_PLATFORMS = ['JPT', 'JPT2', 'ISLOT', 'KAMIKAZE', 'IPACHIN', 'PCB', 'PNG'] as const;
export const MAX_OPEN_GAMES = 4;
export const MAX_OPEN_GAMES_APPLE = 2;

export function maxOpenGames(apple: boolean): number {
  return apple ? MAX_OPEN_GAMES_APPLE : MAX_OPEN_GAMES;
}
