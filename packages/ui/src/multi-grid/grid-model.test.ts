import { describe, expect, it } from 'vitest';
import { emptyGrid, gridReducer, refuseAdd, type GridState } from './grid-model';

function gridWith(...ids: string[]): GridState {
  return ids.reduce(
    (s, id) => gridReducer(s, { type: 'add', game: { platformCode: 'JPT', gameId: id, name: id } }),
    emptyGrid,
  );
}

describe('refuseAdd', () => {
  it.each([
    ['JPT', null],
    ['jpt2', null],
    ['ISLOT', null],
    ['KAMIKAZE', null],
    ['IPACHIN', null],
    ['PCB', null],
    ['PNG', null],
    ['PG', 'notSupported'],
    ['EVO', 'notSupported'],
  ])('accepts only the multi-mode platforms: %s -> %s', (platformCode, expected) => {
    expect(refuseAdd(emptyGrid, { platformCode, gameId: 'g' }, { apple: false })).toBe(expected);
  });

  it('refuses a fifth game with "maxGames", an unsupported one with its own reason', () => {
    const s = gridWith('a', 'b', 'c', 'd');
    expect(refuseAdd(s, { platformCode: 'JPT', gameId: 'e' }, { apple: false })).toBe('maxGames');
    expect(refuseAdd(s, { platformCode: 'EVO', gameId: 'e' }, { apple: false })).toBe('notSupported');
    expect(
      refuseAdd(gridWith('a', 'b', 'c'), { platformCode: 'JPT', gameId: 'e' }, { apple: false }),
    ).toBeNull();
  });

  it('allows only two games on Apple devices', () => {
    expect(refuseAdd(gridWith('a'), { platformCode: 'JPT', gameId: 'b' }, { apple: true })).toBeNull();
    expect(refuseAdd(gridWith('a', 'b'), { platformCode: 'JPT', gameId: 'c' }, { apple: true })).toBe(
      'maxGames',
    );
  });

  it('refuses the same game twice', () => {
    expect(refuseAdd(gridWith('a'), { platformCode: 'JPT', gameId: 'a' }, { apple: false })).toBe(
      'duplicate',
    );
    expect(refuseAdd(gridWith('a'), { platformCode: 'JPT2', gameId: 'a' }, { apple: false })).toBeNull();
  });
});

describe('gridReducer', () => {
  it('focuses the game just added and moves the focus to the last game when the focused one closes', () => {
    let s = gridWith('a', 'b', 'c');
    expect(s.focusedKey).toBe('JPT:c');
    s = gridReducer(s, { type: 'focus', key: 'JPT:a' });
    s = gridReducer(s, { type: 'remove', key: 'JPT:a' });
    expect(s.games.map((g) => g.key)).toEqual(['JPT:b', 'JPT:c']);
    expect(s.focusedKey).toBe('JPT:c');
    s = gridReducer(s, { type: 'remove', key: 'JPT:b' });
    expect(s.focusedKey).toBe('JPT:c');
    s = gridReducer(s, { type: 'remove', key: 'JPT:c' });
    expect(s.focusedKey).toBeNull();
  });

  it('goes launching -> loading -> running, and never marks a game running before it has a URL', () => {
    let s = gridWith('a');
    expect(s.games[0]?.status).toBe('launching');
    s = gridReducer(s, { type: 'running', key: 'JPT:a' });
    expect(s.games[0]?.status).toBe('launching');
    s = gridReducer(s, { type: 'launched', key: 'JPT:a', url: 'http://x/game' });
    expect(s.games[0]?.status).toBe('loading');
    s = gridReducer(s, { type: 'running', key: 'JPT:a' });
    expect(s.games[0]?.status).toBe('running');
  });

  it('ignores focusing a game that is not open', () => {
    const s = gridWith('a');
    expect(gridReducer(s, { type: 'focus', key: 'JPT:zz' })).toBe(s);
  });
});
