import { describe, expect, it } from 'vitest';
import { documentTitle } from './document-head';

describe('documentTitle', () => {
  it("is the page's heading and the brand", () => {
    expect(documentTitle('  Promotions\n', 'Jewel Casino', 'tagline')).toBe('Promotions | Jewel Casino');
  });
  it('is the brand and its tagline on a page without a heading', () => {
    expect(documentTitle(null, 'Jewel Casino', '信頼と品格')).toBe('Jewel Casino | 信頼と品格');
    expect(documentTitle('Jewel Casino', 'Jewel Casino', '信頼と品格')).toBe('Jewel Casino | 信頼と品格');
  });
});
