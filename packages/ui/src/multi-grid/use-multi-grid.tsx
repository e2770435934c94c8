/**
 * Grid state for a page: the reducer of grid-model, the Apple limit, and `tryAdd`, which refuses a game
 * with the spec's reason before the app spends a launch on it.
 */
import { useCallback, useMemo, useReducer, useState } from 'react';
import { isAppleDevice } from '../lib/apple-device';
import { maxOpenGames } from './grid-limits';
import { emptyGrid, gameKey, gridReducer, refuseAdd, type AddRefusal, type GridState } from './grid-model';

export interface GridCandidate {
  platformCode: string;
  gameId: string;
  name: string;
  supMultiMode?: boolean;
}

export function useMultiGrid(initial: GridState = emptyGrid, apple: boolean = isAppleDevice()) {
  const [state, dispatch] = useReducer(gridReducer, initial);
  const [refusal, setRefusal] = useState<AddRefusal | null>(null);
  const max = maxOpenGames(apple);

  /** Adds the game in the 'launching' state and returns its key, or null after setting `refusal`. */
  const tryAdd = useCallback(
    (candidate: GridCandidate): string | null => {
      const why = refuseAdd(state, candidate, { apple });
      setRefusal(why);
      if (why) return null;
      dispatch({
        type: 'add',
        game: { platformCode: candidate.platformCode, gameId: candidate.gameId, name: candidate.name },
      });
      return gameKey(candidate.platformCode, candidate.gameId);
    },
    [state, apple],
  );

  const actions = useMemo(
    () => ({
      launched: (key: string, url: string) => dispatch({ type: 'launched', key, url }),
      running: (key: string) => dispatch({ type: 'running', key }),
      failed: (key: string, error: string) => dispatch({ type: 'failed', key, error }),
      remove: (key: string) => dispatch({ type: 'remove', key }),
      focus: (key: string) => dispatch({ type: 'focus', key }),
      clear: () => dispatch({ type: 'clear' }),
      dismissRefusal: () => setRefusal(null),
    }),
    [],
  );

  return { state, max, apple, refusal, tryAdd, ...actions };
}
