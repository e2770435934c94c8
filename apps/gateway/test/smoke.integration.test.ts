import { describe, expect, it } from 'vitest';
import { loggedIn, useStack } from './helper';

const stack = useStack('smoke');

describe('gateway smoke', () => {
  it('logs a player in and answers the current session with sorted wallets', async () => {
    const { client, player } = await loggedIn(stack());
    const current = await client.ok<{
      loggedIn: boolean;
      user: { loginName: string; wallets: { currency: string }[] };
    }>('session.current');
    expect(current.loggedIn).toBe(true);
    expect(current.user.loginName).toBe(player.loginName);
  });
});
