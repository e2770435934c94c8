import { afterEach, describe, expect, it, vi } from 'vitest';
import { retryingImport } from './lazy-when';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A browser's window and navigator, as far as retryingImport looks. */
function browser(onLine: boolean) {
  const target = new EventTarget();
  vi.stubGlobal('window', target);
  vi.stubGlobal('navigator', { onLine });
  return target;
}

describe('retryingImport', () => {
  it('asks again after a failed fetch until the chunk comes, and resolves with it', async () => {
    vi.useFakeTimers();
    browser(true);
    let calls = 0;
    const load = () =>
      ++calls < 3 ? Promise.reject(new Error('Failed to fetch')) : Promise.resolve('chunk');
    const loaded = retryingImport(load);
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls).toBe(2);
    await vi.advanceTimersByTimeAsync(4000);
    await expect(loaded).resolves.toBe('chunk');
    expect(calls).toBe(3);
  });

  it('offline, asks again as soon as the browser is back online', async () => {
    vi.useFakeTimers();
    const win = browser(false);
    let online = false;
    const loaded = retryingImport(() =>
      online ? Promise.resolve('chunk') : Promise.reject(new Error('Failed to fetch')),
    );
    await vi.advanceTimersByTimeAsync(10_000);
    online = true;
    win.dispatchEvent(new Event('online'));
    await expect(loaded).resolves.toBe('chunk');
  });
});
