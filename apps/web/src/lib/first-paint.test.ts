import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.resetModules();
});

/** A fresh copy of the module in a browser page whose frames are run by hand. */
async function page(visibilityState: 'visible' | 'hidden') {
  vi.useFakeTimers();
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal('window', {});
  vi.stubGlobal('document', { visibilityState });
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
  const m = await import('./first-paint');
  return { ...m, frames };
}

describe('the first paint', () => {
  it('is done only after the frame that follows the first commit has been painted', async () => {
    const { afterNextPaint, firstPaintDone, frames } = await page('visible');
    expect(firstPaintDone()).toBe(false);
    afterNextPaint();
    await vi.advanceTimersByTimeAsync(0);
    expect(firstPaintDone()).toBe(false);
    // The frame runs, then paints; the task queued in it runs after the paint.
    expect(frames).toHaveLength(1);
    frames[0]!(0);
    expect(firstPaintDone()).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(firstPaintDone()).toBe(true);
  });

  it('does not wait for a frame a hidden page never draws', async () => {
    const { afterNextPaint, firstPaintDone, frames } = await page('hidden');
    afterNextPaint();
    expect(firstPaintDone()).toBe(true);
    expect(frames).toHaveLength(0);
  });

  it('is done after a second at the latest when no frame comes', async () => {
    const { afterNextPaint, firstPaintDone } = await page('visible');
    afterNextPaint();
    await vi.advanceTimersByTimeAsync(999);
    expect(firstPaintDone()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(firstPaintDone()).toBe(true);
  });
});
