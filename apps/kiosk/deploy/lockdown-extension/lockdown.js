// The venue terminal's lock-down inside every frame, loaded by deploy/kiosk-launcher.sh
// (--load-extension). The kiosk page locks its own document (apps/kiosk/src/lib/lockdown.ts), but game
// frames come from other origins where the page cannot reach: there a right click or a long press
// would open Chromium's context menu and F5 or Ctrl+P would act on the browser. This content script
// runs in each of those frames and swallows the same inputs. Keep the key lists in step with
// lockdown.ts (deploy/lockdown-extension.test.ts compares them).
(function () {
  'use strict';
  var BLOCKED_KEYS = [
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
  ];
  var BLOCKED_WITH_CTRL = [
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
  ];

  function blocked(e) {
    var key = String(e.key || '').toLowerCase();
    if (BLOCKED_KEYS.indexOf(e.key) >= 0) return true;
    if (e.altKey && (key === 'arrowleft' || key === 'arrowright' || key === 'home' || key === 'f4'))
      return true;
    if ((e.ctrlKey || e.metaKey) && BLOCKED_WITH_CTRL.indexOf(key) >= 0) return true;
    if ((e.ctrlKey || e.metaKey) && e.shiftKey && (key === 'i' || key === 'c' || key === 'delete'))
      return true;
    if (key === 'backspace') {
      var el = e.target;
      return !(el && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.isContentEditable));
    }
    return false;
  }

  function stop(e) {
    e.preventDefault();
    e.stopImmediatePropagation();
  }

  var opts = { capture: true, passive: false };
  // Right click and long press both end in a contextmenu event.
  window.addEventListener('contextmenu', stop, opts);
  window.addEventListener(
    'keydown',
    function (e) {
      if (blocked(e)) stop(e);
    },
    opts,
  );
  // Pinch and ctrl+wheel zoom.
  window.addEventListener(
    'wheel',
    function (e) {
      if (e.ctrlKey) e.preventDefault();
    },
    opts,
  );
  window.addEventListener(
    'touchmove',
    function (e) {
      if (e.touches && e.touches.length > 1) e.preventDefault();
    },
    opts,
  );
  window.addEventListener(
    'dragstart',
    function (e) {
      e.preventDefault();
    },
    opts,
  );
  // The page (and the tests) can see that the lock-down is active in this frame.
  if (document.documentElement) document.documentElement.setAttribute('data-kiosk-lockdown', '1');
  else
    document.addEventListener('readystatechange', function mark() {
      if (document.documentElement) {
        document.documentElement.setAttribute('data-kiosk-lockdown', '1');
        document.removeEventListener('readystatechange', mark);
      }
    });

  // For the parity test (deploy/lockdown-extension.test.ts), which runs this file in a sandbox.
  if (typeof globalThis.__kioskLockdownTest === 'object') globalThis.__kioskLockdownTest.blocked = blocked;
})();
