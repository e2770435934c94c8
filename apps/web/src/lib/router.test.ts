/**
 * The shape of the site's route table under react-router (lib/router.tsx): which page and layouts an
 * address shows, a static segment before a parameter, a bare path taken as a language.
 */
import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from './router';

// The shape of app/router.tsx's table: a language layout, a pathless shell, pages, a not-found page.
const tree: RouteObject[] = [
  { path: '/', element: 'root-redirect' },
  { path: '/403', element: 'forbidden' },
  {
    path: '/:lng',
    element: 'language',
    children: [
      { path: 'slotGame', element: 'slot-game' },
      {
        element: 'shell',
        children: [
          {
            element: 'boundary',
            children: [
              { index: true, element: 'home' },
              { path: '403', element: 'forbidden-embedded' },
              { path: 'game', element: 'lobby' },
              { path: 'game/:type', element: 'lobby' },
              { path: 'game/:type/:provider', element: 'lobby' },
              { path: 'page', element: 'cms-index' },
              { path: 'page/:code', element: 'cms' },
              { path: 'videos/:id', element: 'video' },
              {
                path: 'promotions',
                element: 'promo-layout',
                children: [
                  { index: true, element: 'tournaments' },
                  { path: 'tournaments/:id', element: 'tournament' },
                  { path: 'lottery', element: 'lottery' },
                ],
              },
              { path: '*', element: 'not-found' },
            ],
          },
        ],
      },
    ],
  },
];

const shown = (pathname: string) => {
  const matches = matchRoutes(tree, pathname);
  return matches && { chain: matches.map((m) => m.route.element), params: matches.at(-1)!.params };
};

describe('matchRoutes', () => {
  it('prefers a static path to a parameter: /403 is the forbidden page, not a language', () => {
    expect(shown('/403')?.chain).toEqual(['forbidden']);
    expect(shown('/')?.chain).toEqual(['root-redirect']);
  });

  it('shows the home page inside the language layout and the shell, with or without the slash', () => {
    for (const path of ['/ja', '/ja/']) {
      expect(shown(path)).toEqual({
        chain: ['language', 'shell', 'boundary', 'home'],
        params: { lng: 'ja' },
      });
    }
  });

  it('gives a page its params and its layouts, outermost first', () => {
    expect(shown('/en/game/slots/pg')).toEqual({
      chain: ['language', 'shell', 'boundary', 'lobby'],
      params: { lng: 'en', type: 'slots', provider: 'pg' },
    });
    expect(shown('/ja/promotions')?.chain).toEqual([
      'language',
      'shell',
      'boundary',
      'promo-layout',
      'tournaments',
    ]);
    expect(shown('/ja/promotions/tournaments/7')?.params).toEqual({ lng: 'ja', id: '7' });
    expect(shown('/ja/page')?.chain.at(-1)).toBe('cms-index');
    expect(shown('/ja/page/terms')?.params.code).toBe('terms');
  });

  it('puts a full-screen page outside the shell', () => {
    expect(shown('/ja/slotGame')?.chain).toEqual(['language', 'slot-game']);
  });

  it('matches regardless of case, and decodes params', () => {
    expect(shown('/JA/SLOTGAME')?.chain.at(-1)).toBe('slot-game');
    expect(shown('/ja/videos/a%20b')?.params.id).toBe('a b');
  });

  it('shows the not-found page for an unknown address under a language, a bare path as a language', () => {
    expect(shown('/ja/nothing/here')).toEqual({
      chain: ['language', 'shell', 'boundary', 'not-found'],
      params: { lng: 'ja', '*': 'nothing/here' },
    });
    // /login without a prefix: the language layout sees lng=login and redirects to /{lng}/login.
    expect(shown('/login')).toEqual({
      chain: ['language', 'shell', 'boundary', 'home'],
      params: { lng: 'login' },
    });
    expect(shown('/account/deposit')?.params).toEqual({ lng: 'account', '*': 'deposit' });
  });
});
