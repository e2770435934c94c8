import { describe, expect, it } from 'vitest';
import { hasMessageKey, translate } from '../i18n/resources';
import { CANNOT_ADD_MESSAGE_KEYS, type MultiModeGame, canAddGame } from './multi-mode';

const game = (platformCode: string, gameId: string | number, supMultiMode?: boolean): MultiModeGame =>
  supMultiMode === undefined ? { platformCode, gameId } : { platformCode, gameId, supMultiMode };
const open = (n: number) => Array.from({ length: n }, (_, i) => game('JPT', `g${i}`));

describe('canAddGame', () => {
  it.each([
    ['the first game', [], game('JPT', 'a'), false, { ok: true }],
    ['a fourth game', open(3), game('PNG', 'a'), false, { ok: true }],
    ['a fifth game', open(4), game('PNG', 'a'), false, { ok: false, reason: 'maxGames', max: 4 }],
    ['a second game on Apple', open(1), game('PNG', 'a'), true, { ok: true }],
    ['a third game on Apple', open(2), game('PNG', 'a'), true, { ok: false, reason: 'maxGames', max: 2 }],
    [
      'a platform without multi-mode',
      [],
      game('PG', 'a'),
      false,
      { ok: false, reason: 'notSupported', max: 4 },
    ],
    [
      'supMultiMode=false on a multi-mode platform',
      [],
      game('JPT', 'a', false),
      false,
      { ok: false, reason: 'notSupported', max: 4 },
    ],
    ['supMultiMode=true', [], game('JPT', 'a', true), false, { ok: true }],
    ['lower-case platform code', [], game('kamikaze', 'a'), false, { ok: true }],
    ['the same game again', open(2), game('JPT', 'g1'), false, { ok: false, reason: 'duplicate', max: 4 }],
    [
      'the same id as a number and a string',
      [game('JPT', 7)],
      game('jpt', '7'),
      false,
      { ok: false, reason: 'duplicate', max: 4 },
    ],
    ['the same id on another platform', [game('JPT', 'x')], game('JPT2', 'x'), false, { ok: true }],
    // precedence
    [
      'unsupported beats full',
      open(4),
      game('PG', 'a'),
      false,
      { ok: false, reason: 'notSupported', max: 4 },
    ],
    ['duplicate beats full', open(4), game('JPT', 'g0'), false, { ok: false, reason: 'duplicate', max: 4 }],
  ] as const)('%s', (_name, games, candidate, apple, expected) => {
    expect(canAddGame(games, candidate, { apple })).toEqual(expected);
  });

  it('has a message for every refusal, with the limit filled in', () => {
    for (const key of Object.values(CANNOT_ADD_MESSAGE_KEYS)) expect(hasMessageKey(key)).toBe(true);
    expect(translate('en', CANNOT_ADD_MESSAGE_KEYS.maxGames, { max: 4 })).toBe(
      '4 games have already been added. Please quit a game first.',
    );
    expect(translate('ja', CANNOT_ADD_MESSAGE_KEYS.maxGames, { max: 2 })).toContain('2台');
  });
});
