/**
 * The state of a multi-machine grid as plain data and pure functions, so web and kiosk share one set of
 * rules (spec section 4: at most 4 games at once, 2 on Apple devices; only the multi-mode platforms;
 * never the same game twice) and the rules are tested without a browser.
 */
import { canAddGame, type CannotAddReason } from '@casino/shared/rules/multi-mode';

export type GridGameStatus = 'launching' | 'loading' | 'running' | 'error';

export interface GridGame {
  /** Stable key: `${platformCode}:${gameId}`. */
  key: string;
  platformCode: string;
  gameId: string;
  name: string;
  /** Launch URL once known; the cell shows a spinner until then. */
  url?: string;
  status: GridGameStatus;
  /** i18n key or upstream message when status is 'error'. */
  error?: string;
}

export interface GridState {
  games: GridGame[];
  focusedKey: string | null;
}

export type AddRefusal = CannotAddReason;

export const emptyGrid: GridState = { games: [], focusedKey: null };

export function gameKey(platformCode: string, gameId: string): string {
  return `${platformCode}:${gameId}`;
}

/** Why a game cannot join the grid (the shared rule of packages/shared), or null when it can. */
export function refuseAdd(
  state: GridState,
  candidate: { platformCode: string; gameId: string; supMultiMode?: boolean },
  opts: { apple: boolean },
): AddRefusal | null {
  const result = canAddGame(state.games, candidate, opts);
  return result.ok ? null : result.reason;
}

export type GridAction =
  | { type: 'add'; game: Omit<GridGame, 'key' | 'status'> & { status?: GridGameStatus } }
  | { type: 'launched'; key: string; url: string }
  | { type: 'running'; key: string }
  | { type: 'failed'; key: string; error: string }
  | { type: 'remove'; key: string }
  | { type: 'focus'; key: string }
  | { type: 'clear' };

export function gridReducer(state: GridState, action: GridAction): GridState {
  switch (action.type) {
    case 'add': {
      const key = gameKey(action.game.platformCode, action.game.gameId);
      if (state.games.some((g) => g.key === key)) return state;
      const game: GridGame = {
        ...action.game,
        key,
        status: action.game.status ?? (action.game.url ? 'loading' : 'launching'),
      };
      // A newly added game takes the focus: the player just chose it and expects to hear it.
      return { games: [...state.games, game], focusedKey: key };
    }
    case 'launched':
      return update(state, action.key, (g) => ({ ...g, url: action.url, status: 'loading' }));
    case 'running':
      return update(state, action.key, (g) => (g.status === 'loading' ? { ...g, status: 'running' } : g));
    case 'failed':
      return update(state, action.key, (g) => ({ ...g, status: 'error', error: action.error }));
    case 'remove': {
      const games = state.games.filter((g) => g.key !== action.key);
      const focusedKey =
        state.focusedKey === action.key ? (games[games.length - 1]?.key ?? null) : state.focusedKey;
      return { games, focusedKey };
    }
    case 'focus':
      return state.games.some((g) => g.key === action.key) ? { ...state, focusedKey: action.key } : state;
    case 'clear':
      return emptyGrid;
  }
}

function update(state: GridState, key: string, fn: (g: GridGame) => GridGame): GridState {
  return { ...state, games: state.games.map((g) => (g.key === key ? fn(g) : g)) };
}
