/**
 * The customer's game frames are the grid's (packages/ui multi-grid, one cell per game key); the warm
 * frame (features/play/warm-frame.tsx) is not one of them and is never heard as a game.
 */
const CELL_FRAME = '[data-game-key] iframe';

/** The window of the game frame of `key`, once the grid shows it. */
export const gameFrameWindow = (key: string) =>
  document.querySelector<HTMLIFrameElement>(`[data-game-key="${CSS.escape(key)}"] iframe`)?.contentWindow;

/** Whether a message came from one of the grid's game frames. */
export const fromGridGame = (source: MessageEventSource | null) =>
  source !== null &&
  [...document.querySelectorAll<HTMLIFrameElement>(CELL_FRAME)].some((f) => f.contentWindow === source);
