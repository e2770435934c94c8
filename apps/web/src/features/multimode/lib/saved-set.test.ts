import { describe, expect, it } from 'vitest';
import { formatGamesParam, gamesToRestore, parseGamesParam } from './saved-set';

describe('the saved multi-machine set-up', () => {
  it('reads valid, distinct keys from the address, at most the grid size', () => {
    expect(parseGamesParam('JPT:1,JPT:2,JPT:1,bad,A:b:c,X:<y>,JPT:3,JPT:4', 3)).toEqual([
      { platformCode: 'JPT', gameId: '1' },
      { platformCode: 'JPT', gameId: '2' },
      { platformCode: 'JPT', gameId: '3' },
    ]);
    expect(parseGamesParam(null, 4)).toEqual([]);
  });

  it('writes the keys back in the same form', () => {
    const games = [
      { platformCode: 'JPT', gameId: '1' },
      { platformCode: 'SKL', gameId: 'a-2' },
    ];
    expect(parseGamesParam(formatGamesParam(games), 4)).toEqual(games);
  });

  it('prefers the address, names its games from the saved set, and falls back to the saved set', () => {
    const saved = [
      { platformCode: 'JPT', gameId: '1', name: 'Lucky 7' },
      { platformCode: 'JPT', gameId: '2', name: 'Gold Rush' },
    ];
    expect(gamesToRestore('JPT:2,JPT:9', saved, 4)).toEqual([
      { platformCode: 'JPT', gameId: '2', name: 'Gold Rush' },
      { platformCode: 'JPT', gameId: '9', name: '9' },
    ]);
    expect(gamesToRestore(null, saved, 1)).toEqual([saved[0]]);
  });
});
