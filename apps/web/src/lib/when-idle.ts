type IdleWindow = Window & {
  requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/**
 * Runs `fn` when the browser is idle, at the latest after `timeoutMs`; where the browser has no idle
 * callbacks (Safari), in the next task. Returns the cancel.
 */
export function whenIdle(fn: () => void, timeoutMs: number): () => void {
  const w = window as IdleWindow;
  if (w.requestIdleCallback && w.cancelIdleCallback) {
    const id = w.requestIdleCallback(fn, { timeout: timeoutMs });
    return () => w.cancelIdleCallback!(id);
  }
  const id = window.setTimeout(fn, 1);
  return () => window.clearTimeout(id);
}
