/**
 * The keyboard shortcuts a public terminal swallows: reload, back, new window, address bar, devtools,
 * print, save, zoom, and Backspace outside a text field. One list for the kiosk page (./lockdown.ts)
 * and for the lock-down extension that runs in every game frame (deploy/lockdown-extension/content.ts,
 * built into the extension's lockdown.js): no DOM or Node imports, so it bundles into either.
 */
const BLOCKED_KEYS = new Set([
  'F1',
  'F3',
  'F5',
  'F6',
  'F7',
  'F10',
  'F11',
  'F12',
  'BrowserBack',
  'BrowserForward',
  'BrowserHome',
  'BrowserRefresh',
  'BrowserSearch',
  'ContextMenu',
]);
/** Letters that, with Ctrl or Meta, leave the app or open browser UI. */
const BLOCKED_WITH_CTRL = new Set([
  'r',
  'w',
  't',
  'n',
  'l',
  'o',
  'p',
  's',
  'u',
  'j',
  'h',
  'd',
  'f',
  'g',
  'k',
  'e',
  'q',
  '+',
  '-',
  '=',
  '0',
  'tab',
  'pageup',
  'pagedown',
]);

/**
 * With Ctrl (or Meta) and Shift: devtools (I, C, J), clear browsing data (Delete), bookmarks bar (B),
 * profile switcher (M), search tabs (A), reopen a closed tab (T), new incognito window (N).
 */
const BLOCKED_WITH_CTRL_SHIFT = new Set(['i', 'c', 'j', 'delete', 'b', 'm', 'a', 't', 'n', 'o']);

export function isBlockedShortcut(
  e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'> & {
    target?: EventTarget | null;
  },
): boolean {
  const key = String(e.key || '').toLowerCase();
  if (BLOCKED_KEYS.has(e.key)) return true;
  if (e.altKey && (key === 'arrowleft' || key === 'arrowright' || key === 'home' || key === 'f4'))
    return true;
  if ((e.ctrlKey || e.metaKey) && BLOCKED_WITH_CTRL.has(key)) return true;
  if ((e.ctrlKey || e.metaKey) && e.shiftKey && BLOCKED_WITH_CTRL_SHIFT.has(key)) return true;
  // Ctrl+M (profile menu), Ctrl+1-9 (tab switch).
  if ((e.ctrlKey || e.metaKey) && (key === 'm' || /^[1-9]$/.test(key))) return true;
  // Alt+F and Alt+E open the browser's menu.
  if (e.altKey && (key === 'f' || key === 'e')) return true;
  if (key === 'backspace') {
    // Backspace navigates back in some browsers unless a text field has focus.
    const el = e.target as HTMLElement | null;
    return !(el && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.isContentEditable));
  }
  return false;
}
