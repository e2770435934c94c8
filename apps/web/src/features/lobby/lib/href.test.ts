import { describe, expect, it } from 'vitest';
import { siteHref } from './href';

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
