import { describe, expect, it, vi } from 'vitest';
import { money, moneyRange } from './format';

describe('money ranges in one style', () => {
  it('abbreviates both ends or neither', () => {
    expect(moneyRange('2000', '1000000', 'JPY')).toEqual({ min: '¥2K', max: '¥1M' });
    expect(moneyRange('2000', '50000', 'JPY')).toEqual({ min: '¥2,000.00', max: '¥50,000.00' });
    expect(moneyRange('10', '100000', 'USDT')).toEqual({
      min: money('10', 'USDT', true),
      max: money('100000', 'USDT', true),
    });
  });
});

describe('a page that writes money and dates', () => {
  it('never builds an Intl date formatter (the first costs ICU start-up on the main thread)', async () => {
    vi.resetModules();
    vi.useFakeTimers();
    // A page, as far as the modules look: a window with timers and the document's language.
    vi.stubGlobal('window', { setTimeout: globalThis.setTimeout });
    vi.stubGlobal('document', { documentElement: { lang: 'ja' } });
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      const format = await import('./format');
      format.money('1000', 'JPY');
      const dates = await import('./dates');
      dates.formatDateTime(Date.now(), 'ja');
      dates.formatDate(Date.now(), 'en');
      vi.runAllTimers();
      expect(built).not.toHaveBeenCalled();
      // The spy sees a formatter when one is built.
      new Intl.DateTimeFormat('ja-JP');
      expect(built).toHaveBeenCalledTimes(1);
    } finally {
      built.mockRestore();
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });
});
