import { describe, expect, it } from 'vitest';
import { safeUrl } from './sanitize';

describe('safeUrl (CMS links and images)', () => {
  it('keeps http(s) and paths on this site', () => {
    expect(safeUrl('https://example.com/a')).toBe('https://example.com/a');
    expect(safeUrl('/ja/promotions')).toBe('/ja/promotions');
    expect(safeUrl('  /ja/vip ')).toBe('/ja/vip');
  });
  it.each(['/\\evil.example', '//evil.example', '/\t/evil.example', '\\\\evil.example', ' /\\evil.example'])(
    'refuses %j, which the browser reads as another site',
    (v) => {
      expect(safeUrl(v)).toBeNull();
    },
  );
  it('refuses other schemes', () => {
    expect(safeUrl('javascript:alert(1)')).toBeNull();
    expect(safeUrl('java\nscript:alert(1)')).toBeNull();
    expect(safeUrl('data:text/html,x')).toBeNull();
  });
});
