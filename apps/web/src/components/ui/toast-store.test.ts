import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts, showToast, subscribeToasts } from './toast-store';

afterEach(() => {
  for (const t of getToasts()) dismissToast(t.id);
  vi.useRealTimers();
});

describe('toast queue', () => {
  it('shows at most 3 toasts, a fourth pushing out the oldest', () => {
    for (const m of ['one', 'two', 'three', 'four']) showToast(m, 'error');
    expect(getToasts().map((t) => t.text)).toEqual(['two', 'three', 'four']);
  });

  it('does not repeat a message already on screen', () => {
    showToast('same', 'error');
    showToast('same', 'error');
    expect(getToasts()).toHaveLength(1);
  });

  it('dismisses a toast by itself after a while', () => {
    vi.useFakeTimers();
    const unsubscribe = subscribeToasts(() => undefined);
    showToast('bye', 'success');
    vi.advanceTimersByTime(10_000);
    expect(getToasts()).toHaveLength(0);
    unsubscribe();
  });

  it('waits for a viewport before counting down (a message raised on a page without one)', () => {
    vi.useFakeTimers();
    showToast('later', 'error');
    vi.advanceTimersByTime(60_000);
    expect(getToasts().map((t) => t.text)).toEqual(['later']);
    const unsubscribe = subscribeToasts(() => undefined);
    vi.advanceTimersByTime(5_000);
    expect(getToasts().map((t) => t.text)).toEqual(['later']);
    vi.advanceTimersByTime(5_000);
    expect(getToasts()).toHaveLength(0);
    unsubscribe();
  });
});
