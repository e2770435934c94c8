/**
 * Smaller protections of the review: answers with personal data are never cached
 * (`Cache-Control: no-store` on every /trpc answer), and a game's exit button only leads back to the
 * site (returnUrl of the game launches must be same-site).
 */
import { describe, expect, it } from 'vitest';
import { loggedIn, useStack } from './helper';

const stack = useStack('hardening');

describe('Cache-Control', () => {
  it('is no-store on player answers, the session view and public answers', async () => {
    const { client } = await loggedIn(stack());
    for (const procedure of [
      'account.playerInfo',
      'session.current',
      'wallet.bankCardList',
      'games.providers',
    ]) {
      const r = await client.call(procedure, {});
      expect(r.ok, procedure).toBe(true);
      expect(r.headers['cache-control'], procedure).toBe('no-store');
    }
  });
});

describe('game launch returnUrl', () => {
  const game = { platformCode: 'JCS', gameId: 'jc-slot-sakura' };
  it('refuses another site, before the platform', async () => {
    const anon = stack().client();
    await stack().platform.dev.resetCounters();
    for (const returnUrl of [
      'https://evil.example/phish',
      'http://127.0.0.1.evil.example/',
      'https://evil.example',
    ]) {
      const r = await anon.call('games.launchDemoGame', { ...game, returnUrl });
      expect(r.status, returnUrl).toBe(400);
      expect(r.error?.data.fieldErrors?.returnUrl).toEqual(['validation.invalid']);
    }
    const { requests } = await stack().platform.dev.counters();
    expect(requests['/api/v1/game/launch_demo_game'] ?? 0).toBe(0);
  });

  it('accepts the site itself', async () => {
    const anon = stack().client();
    const r = await anon.call('games.launchDemoGame', {
      ...game,
      returnUrl: `${stack().gateways[0]!.url}/ja/`,
    });
    expect(r.error?.data.fieldErrors?.returnUrl).toBeUndefined();
  });
});
