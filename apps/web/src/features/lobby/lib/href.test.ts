import { describe, expect, it } from 'vitest';
import { searchWithQuery, siteHref } from './href';

describe('siteHref', () => {
  it.each([
    ['/promotions/vip', { external: false, to: '/en/promotions/vip' }],
    ['cms/maintenance', { external: false, to: '/en/cms/maintenance' }],
    ['/ja/game', { external: false, to: '/ja/game' }],
    ['https://example.com/x', { external: true, to: 'https://example.com/x' }],
  ])('%s -> %o', (href, expected) => {
    expect(siteHref('en', href)).toEqual(expected);
  });
});

describe('searchWithQuery', () => {
  it('asks for no navigation when ?q already says what the box says (the address may have moved on)', () => {
    expect(searchWithQuery('', '')).toBeNull();
    expect(searchWithQuery('?provider=JPT', '  ')).toBeNull();
    expect(searchWithQuery('?q=fuji&label=hot', ' fuji ')).toBeNull();
  });
  it('puts the text in ?q and keeps the other parameters', () => {
    expect(searchWithQuery('?provider=JPT', 'sakura')).toBe('?provider=JPT&q=sakura');
    expect(searchWithQuery('?q=old', '桜')).toBe(`?q=${encodeURIComponent('桜')}`);
  });
  it('removes ?q when the box is emptied', () => {
    expect(searchWithQuery('?q=fuji&label=hot', '')).toBe('?label=hot');
    expect(searchWithQuery('?q=fuji', '')).toBe('');
  });
});
