import { afterEach, describe, expect, it, vi } from 'vitest';
import { beat, startWatchdog, stopWatchdog } from './watchdog';

afterEach(() => {
  stopWatchdog();
  vi.useRealTimers();
});

describe('watchdog', () => {
  it('reloads when the app stops beating for longer than the stall time, and not while it beats', () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    startWatchdog(30_000, reload);
    for (let i = 0; i < 20; i++) {
      vi.advanceTimersByTime(5_000);
      beat();
    }
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(36_000);
    expect(reload).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
