/**
 * Messages between a page that hosts game iframes and the games themselves (window.postMessage).
 * The host tells each game whether it may play sound (only the focused game of a multi-machine grid
 * does); a game says when it is ready to play. The reference platform's HTML5 games implement the
 * game side; a provider game that ignores them still runs, only without the sound rule.
 */
export const HOST_SOURCE = 'casino-host';
export const GAME_SOURCE = 'casino-game';

export type HostToGame = { source: typeof HOST_SOURCE; type: 'audio'; muted: boolean };
export type GameToHost =
  | { source: typeof GAME_SOURCE; type: 'ready' }
  | { source: typeof GAME_SOURCE; type: 'balance'; balance: string; currency?: string }
  | { source: typeof GAME_SOURCE; type: 'bet'; amount: string; win: string };

export function audioMessage(muted: boolean): HostToGame {
  return { source: HOST_SOURCE, type: 'audio', muted };
}

export function isGameMessage(data: unknown): data is GameToHost {
  return typeof data === 'object' && data !== null && (data as { source?: unknown }).source === GAME_SOURCE;
}

/** The origin to post to: the game's own, so a navigated-away frame never receives the message. */
export function frameOrigin(url: string): string {
  try {
    return new URL(url, window.location.href).origin;
  } catch {
    return window.location.origin;
  }
}
