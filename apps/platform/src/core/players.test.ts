import { describe, expect, it } from 'vitest';
import { PlayerStore } from './players';

function playerWith(passwordCase: 'lower' | 'preserve') {
  const store = new PlayerStore();
  store.passwordCase = passwordCase;
  const player = store.create({
    loginName: `jc${passwordCase}`,
    username: passwordCase,
    password: 'MiXeD123',
  });
  return { store, player };
}

describe('player login passwords and PASSWORD_CASE', () => {
  it('lower (the default): a seeded or created password matches in any case', () => {
    expect(new PlayerStore().passwordCase).toBe('lower');
    const { store, player } = playerWith('lower');
    for (const typed of ['MiXeD123', 'mixed123', 'MIXED123'])
      expect(store.passwordMatches(player, typed)).toBe(true);
    expect(store.passwordMatches(player, 'mixed124')).toBe(false);
    player.passwordHash = store.passwordHashOf('NeWpass1');
    expect(store.passwordMatches(player, 'newpass1')).toBe(true);
  });

  it('preserve: only the exact case matches', () => {
    const { store, player } = playerWith('preserve');
    expect(store.passwordMatches(player, 'MiXeD123')).toBe(true);
    expect(store.passwordMatches(player, 'mixed123')).toBe(false);
    expect(store.passwordMatches(player, 'MIXED123')).toBe(false);
  });
});
