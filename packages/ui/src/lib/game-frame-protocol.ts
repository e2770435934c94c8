/**
 * Messages between a page that hosts game iframes and the games themselves (window.postMessage).
 * The host tells each game whether it may play sound and whether it has the focus (only the focused
 * game of a multi-machine grid does); a game says when it is ready, reports its balance and rounds,
 * and asks for the focus when touched. The reference platform's HTML5 games implement the game side
 * (docs/upstream-protocol.md, "Game pages"); a provider game that ignores them still runs.
 */
export const HOST_SOURCE = 'casino-host';
export const GAME_SOURCE = 'casino-game';

export type HostToGame =
  | { source: typeof HOST_SOURCE; type: 'audio'; muted: boolean }
  /** `keyboard: false`: the host page has a field of its own in use; the game must not take the keyboard. */
  | { source: typeof HOST_SOURCE; type: 'focus'; focused: boolean; keyboard?: boolean }
  | { source: typeof HOST_SOURCE; type: 'refresh-balance' };

type FromGame<T> = T & { source: typeof GAME_SOURCE; gameId?: string; platformCode?: string };
export type GameToHost =
  | FromGame<{ type: 'ready'; demo?: boolean; muted?: boolean; balance?: string; currency?: string }>
  | FromGame<{ type: 'balance'; balance: string; currency?: string }>
  | FromGame<{ type: 'bet'; roundId?: string; amount: string; win: string; currency?: string }>
  | FromGame<{ type: 'audio'; muted: boolean }>
  | FromGame<{ type: 'focus-request' }>
  /** The game's own close button (ロビーへ戻る ✕): the host closes the game like its own close button. */
  | FromGame<{ type: 'exit' }>
  | FromGame<{ type: 'error'; code: string | number; message: string }>;

export function audioMessage(muted: boolean): HostToGame {
  return { source: HOST_SOURCE, type: 'audio', muted };
}

export function focusMessage(focused: boolean, keyboard = true): HostToGame {
  return { source: HOST_SOURCE, type: 'focus', focused, keyboard };
}

/**
 * Whether a game may take the keyboard now: only while nothing of the host page's own has it (the page
 * itself or a game frame has the focus), never from a field or dialog the player is using, such as
 * the game picker's search box.
 */
export function keyboardFree(doc: Document = document): boolean {
  const active = doc.activeElement;
  return !active || active === doc.body || active.tagName === 'IFRAME';
}

export function refreshBalanceMessage(): HostToGame {
  return { source: HOST_SOURCE, type: 'refresh-balance' };
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
