/**
 * The venue terminal's lock-down inside every frame, built into lockdown.js (./build.ts, at the kiosk's
 * `vite build`) and loaded by deploy/kiosk-launcher.sh (--load-extension). The kiosk page locks its own
 * document (src/lib/lockdown.ts), but game frames come from other origins where the page cannot reach:
 * there a right click or a long press would open Chromium's context menu and F5 or Ctrl+P would act on
 * the browser. This content script runs in each of those frames and swallows the same inputs, with the
 * page's own list of shortcuts (src/lib/blocked-shortcuts.ts).
 */
import { isBlockedShortcut } from '../../src/lib/blocked-shortcuts';

function stop(e: Event) {
  e.preventDefault();
  e.stopImmediatePropagation();
}

const opts = { capture: true, passive: false };
// Right click and long press both end in a contextmenu event.
window.addEventListener('contextmenu', stop, opts);
window.addEventListener(
  'keydown',
  (e) => {
    if (isBlockedShortcut(e)) stop(e);
  },
  opts,
);
// Pinch and ctrl+wheel zoom.
window.addEventListener(
  'wheel',
  (e) => {
    if (e.ctrlKey) e.preventDefault();
  },
  opts,
);
window.addEventListener(
  'touchmove',
  (e) => {
    if (e.touches && e.touches.length > 1) e.preventDefault();
  },
  opts,
);
window.addEventListener('dragstart', (e) => e.preventDefault(), opts);
// The page (and the tests) can see that the lock-down is active in this frame.
if (document.documentElement) document.documentElement.setAttribute('data-kiosk-lockdown', '1');
else
  document.addEventListener('readystatechange', function mark() {
    if (document.documentElement) {
      document.documentElement.setAttribute('data-kiosk-lockdown', '1');
      document.removeEventListener('readystatechange', mark);
    }
  });

// For the test (deploy/lockdown-extension.test.ts), which runs the built script in a sandbox.
const probe = (globalThis as { __kioskLockdownTest?: { blocked?: typeof isBlockedShortcut } })
  .__kioskLockdownTest;
if (typeof probe === 'object') probe.blocked = isBlockedShortcut;
