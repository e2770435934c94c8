import { describe, expect, it } from 'vitest';
import { bonusDisplayName, isActiveBonus, isActiveTask, sortBonuses } from './bonus';

describe('isActiveBonus (bonusStatus 3, 5 or 10)', () => {
  it.each([
    [1, false],
    [2, false],
    [3, true],
    [4, false],
    [5, true],
    [6, false],
    [9, false],
    [10, true],
    [11, false],
    [20, false],
    [0, false],
    ['3', true],
    ['10', true],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j -> %s', (bonusStatus, expected) => {
    expect(isActiveBonus({ bonusStatus })).toBe(expected);
  });
});

describe('isActiveTask (status 2)', () => {
  it.each([
    [1, false],
    [2, true],
    [3, false],
    ['2', true],
    [0, false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j -> %s', (status, expected) => {
    expect(isActiveTask({ status })).toBe(expected);
  });
});

describe('sortBonuses', () => {
  it.each([
    ['active first, stable within each group', [20, 3, 1, 10, 5, 30], [3, 10, 5, 20, 1, 30]],
    ['all active keep their order', [10, 5, 3], [10, 5, 3]],
    ['none active keep their order', [1, 20, 50], [1, 20, 50]],
    ['empty', [], []],
  ])('%s', (_name, statuses, expected) => {
    const input = statuses.map((bonusStatus, i) => ({ bonusStatus, i }));
    expect(sortBonuses(input).map((b) => b.bonusStatus)).toEqual(expected);
  });

  it('keeps equal statuses in their original order and does not mutate the input', () => {
    const input = [
      { id: 'a', bonusStatus: 1 },
      { id: 'b', bonusStatus: 3 },
      { id: 'c', bonusStatus: 1 },
      { id: 'd', bonusStatus: 3 },
    ];
    expect(sortBonuses(input).map((b) => b.id)).toEqual(['b', 'd', 'a', 'c']);
    expect(input.map((b) => b.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('bonusDisplayName', () => {
  const configName = JSON.stringify([
    { lang: 'ja-JP', name: '初回入金ボーナス' },
    { lang: 'en-US', name: 'First deposit bonus' },
  ]);

  it.each([
    ['the ja entry', { configName, bonusName: 'x' }, 'ja', '初回入金ボーナス'],
    ['the en entry', { configName, bonusName: 'x' }, 'en', 'First deposit bonus'],
    ['short lang codes', { configName: '[{"lang":"en","name":"Welcome"}]' }, 'en', 'Welcome'],
    [
      'no entry for the language: bonusName',
      { configName: '[{"lang":"zh-CN","name":"欢迎"}]', bonusName: 'Welcome' },
      'en',
      'Welcome',
    ],
    [
      'no entry and no bonusName: the first entry',
      { configName: '[{"lang":"zh-CN","name":"欢迎"}]' },
      'ja',
      '欢迎',
    ],
    ['invalid JSON: bonusName', { configName: '{oops', bonusName: 'Welcome' }, 'ja', 'Welcome'],
    ['JSON that is not a list: bonusName', { configName: '{"lang":"ja"}', bonusName: 'B' }, 'ja', 'B'],
    [
      'entries with a missing name are skipped',
      { configName: '[{"lang":"ja"},{"lang":"ja-JP","name":"B"}]' },
      'ja',
      'B',
    ],
    ['nothing at all', {}, 'ja', ''],
  ] as const)('%s', (_name, bonus, language, expected) => {
    expect(bonusDisplayName(bonus, language)).toBe(expected);
  });
});
