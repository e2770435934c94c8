import { describe, expect, it } from 'vitest';
import { pageHead } from './page-head';
import { seo } from '../i18n/seo';

describe('pageHead', () => {
  it.each([
    ['/ja/', 'ja', 'home', '/ja/'],
    ['/en', 'en', 'home', '/en/'],
    ['/en/game/slots/PG', 'en', 'slots', '/en/game/slots/PG'],
    ['/ja/game/live-casino', 'ja', 'liveCasino', '/ja/game/live-casino'],
    ['/ja/account/withdraw/', 'ja', 'withdraw', '/ja/account/withdraw'],
    ['/en/promotions/check-in?x=1', 'en', 'checkIn', '/en/promotions/check-in'],
    ['/en/promotions/tournaments/42', 'en', 'tournament', '/en/promotions/tournaments/42'],
    ['/ja/cms/terms', 'ja', 'info', '/ja/cms/terms'],
    ['/ja/no-such-page', 'ja', 'site', '/ja/no-such-page'],
  ])('%s is the %s page %s at %s', (path, lng, page, canonical) => {
    const head = pageHead(path);
    expect(head).toMatchObject({ lng, page, canonical });
  });

  it('links the page in each language and Japanese as x-default', () => {
    expect(pageHead('/en/account/deposit').alternates).toEqual([
      ['ja', '/ja/account/deposit'],
      ['en', '/en/account/deposit'],
      ['x-default', '/ja/account/deposit'],
    ]);
  });

  it('has a title and a description for every page in both languages', () => {
    for (const lng of ['ja', 'en'] as const) {
      for (const [key, text] of Object.entries(seo[lng].pages)) {
        expect(text.title, key).toContain('Jewel Casino');
        expect(text.description.length, key).toBeGreaterThan(20);
      }
    }
  });
});
