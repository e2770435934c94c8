import { isBlockedShortcut } from './blocked-shortcuts';

export { isBlockedShortcut };

/**
 * Lock-down of the page for a public terminal, on top of Chromium's --kiosk flags (deploy/): no context
 * menu, no text selection or dragging, no pinch or ctrl zoom, no keyboard shortcut that would leave the
 * app (reload, back, new window, address bar, devtools, print, save, zoom), no navigation away (back
 * is trapped, window.open is refused, links to other origins are blocked). Returns an undo function for
 * tests and hot reload.
 */
export function lockDown(): () => void {
  const undo: (() => void)[] = [];
  const on = <K extends keyof WindowEventMap>(
    type: K,
    fn: (e: WindowEventMap[K]) => void,
    opts: AddEventListenerOptions = { capture: true, passive: false },
  ) => {
    window.addEventListener(type, fn as EventListener, opts);
    undo.push(() => window.removeEventListener(type, fn as EventListener, opts));
  };
  const prevent = (e: Event) => e.preventDefault();

  on('contextmenu', prevent);
  on('selectstart', (e) => {
    const t = e.target as HTMLElement | null;
    if (!(t instanceof HTMLInputElement)) e.preventDefault();
  });
  on('dragstart', prevent);
  on('keydown', (e) => {
    if (isBlockedShortcut(e)) {
      e.preventDefault();
      e.stopPropagation();
    }
  });
  // Pinch zoom: two-finger touches and Chromium's ctrl+wheel (trackpad pinch).
  on('touchmove', (e) => {
    if (e.touches.length > 1) e.preventDefault();
  });
  on('wheel', (e) => {
    if (e.ctrlKey) e.preventDefault();
  });
  on('gesturestart' as keyof WindowEventMap, prevent);
  // Links to anywhere else are not followed.
  on('click', (e) => {
    const a = (e.target as HTMLElement | null)?.closest?.('a');
    if (a && a.href && new URL(a.href, location.href).origin !== location.origin) e.preventDefault();
  });
  // Back/forward: keep a trap entry on top of the history so "back" lands on it and stays.
  history.pushState({ kioskTrap: true }, '', location.href);
  on('popstate', () => history.pushState({ kioskTrap: true }, '', location.href), { capture: false });
  // Nothing opens a window.
  const originalOpen = window.open;
  window.open = () => null;
  undo.push(() => {
    window.open = originalOpen;
  });
  document.documentElement.classList.add('kiosk-locked');
  undo.push(() => document.documentElement.classList.remove('kiosk-locked'));
  return () => undo.forEach((fn) => fn());
}

/**
 * Fullscreen, kept: entered on a touch when the browser is not already fullscreen (Chromium started
 * without --kiosk, a test rig), and entered again on the next touch whenever something left it (a
 * game's own fullscreen button, a key). Browsers allow fullscreen only from a user gesture, so the
 * next touch is the earliest moment. Returns an undo function.
 */
export function keepFullscreen(): () => void {
  const go = () => {
    if (!document.fullscreenElement && document.documentElement.requestFullscreen)
      document.documentElement.requestFullscreen({ navigationUI: 'hide' }).catch(() => undefined);
  };
  window.addEventListener('pointerdown', go, { capture: true });
  window.addEventListener('touchend', go, { capture: true });
  return () => {
    window.removeEventListener('pointerdown', go, { capture: true });
    window.removeEventListener('touchend', go, { capture: true });
  };
}
