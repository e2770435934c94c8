import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts, showToast } from './toast-store';

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
    showToast('bye', 'success');
    vi.advanceTimersByTime(10_000);
    expect(getToasts()).toHaveLength(0);
  });
});
