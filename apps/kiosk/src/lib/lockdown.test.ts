import { describe, expect, it } from 'vitest';
import { isBlockedShortcut } from './lockdown';

const key = (
  k: string,
  mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {},
  target: unknown = null,
) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
  target: target as EventTarget | null,
});

describe('isBlockedShortcut', () => {
  it.each([
    ['F5 reload', key('F5')],
    ['F11 leaves fullscreen', key('F11')],
    ['F12 devtools', key('F12')],
    ['Ctrl+R reload', key('r', { ctrlKey: true })],
    ['Ctrl+W close', key('w', { ctrlKey: true })],
    ['Ctrl+T new tab', key('t', { ctrlKey: true })],
    ['Ctrl+N new window', key('n', { ctrlKey: true })],
    ['Ctrl+L address bar', key('l', { ctrlKey: true })],
    ['Ctrl+P print', key('p', { ctrlKey: true })],
    ['Ctrl++ zoom', key('+', { ctrlKey: true })],
    ['Ctrl+0 zoom reset', key('0', { ctrlKey: true })],
    ['Ctrl+Shift+I devtools', key('I', { ctrlKey: true, shiftKey: true })],
    ['Alt+Left back', key('ArrowLeft', { altKey: true })],
    ['Alt+F4', key('F4', { altKey: true })],
    ['Backspace outside a field', key('Backspace')],
    ['the browser back key', key('BrowserBack')],
    ['Ctrl+Shift+B bookmarks bar', key('B', { ctrlKey: true, shiftKey: true })],
    ['Ctrl+Shift+M profiles', key('M', { ctrlKey: true, shiftKey: true })],
    ['Ctrl+Shift+A search tabs', key('A', { ctrlKey: true, shiftKey: true })],
    ['Ctrl+M', key('m', { ctrlKey: true })],
    ...'123456789'
      .split('')
      .map((d): [string, ReturnType<typeof key>] => [`Ctrl+${d} tab switch`, key(d, { ctrlKey: true })]),
    ['Alt+F browser menu', key('f', { altKey: true })],
    ['Alt+E browser menu', key('e', { altKey: true })],
  ])('blocks %s', (_name, e) => {
    expect(isBlockedShortcut(e)).toBe(true);
  });

  it.each([
    ['a letter', key('a')],
    ['a capital', key('A', { shiftKey: true })],
    ['Enter', key('Enter')],
    ['Backspace in a text field', key('Backspace', {}, { tagName: 'INPUT', isContentEditable: false })],
    ['Ctrl+A (select in a field)', key('a', { ctrlKey: true })],
  ])('lets %s through', (_name, e) => {
    expect(isBlockedShortcut(e)).toBe(false);
  });
});
