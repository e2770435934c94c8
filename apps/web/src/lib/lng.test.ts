import { describe, expect, it } from 'vitest';
import { languageFromPath, localize, switchLanguagePath, withoutLanguage } from './lng';

describe('the /{lng}/ prefix', () => {
  it.each([
    ['/ja/account/deposit', '?order=D1', '#x', 'en', '/en/account/deposit?order=D1#x'],
    ['/en/', '', '', 'ja', '/ja/'],
    ['/account/deposit', '', '', 'en', '/en/account/deposit'],
    ['/ja/slotGame', '?platformCode=JPT&gameId=7', '', 'en', '/en/slotGame?platformCode=JPT&gameId=7'],
  ] as const)('switching %s%s to %s keeps the page', (path, search, hash, to, expected) => {
    expect(switchLanguagePath(path, search, hash, to)).toBe(expected);
  });

  it('localizes and strips paths', () => {
    expect(localize('ja', '/')).toBe('/ja/');
    expect(localize('en', '/login')).toBe('/en/login');
    expect(withoutLanguage('/ja/account')).toBe('/account');
    expect(withoutLanguage('/en')).toBe('/');
    expect(languageFromPath('/en/x')).toBe('en');
    expect(languageFromPath('/login')).toBeNull();
  });
});
