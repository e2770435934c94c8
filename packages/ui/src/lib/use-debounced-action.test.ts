import { describe, expect, it } from 'vitest';
import { createLeadingDebounce } from './use-debounced-action';

describe('createLeadingDebounce', () => {
  it('acts on the first call and drops calls within the window', () => {
    let clock = 1000;
    const calls: number[] = [];
    const launch = createLeadingDebounce(
      (n: number) => calls.push(n),
      500,
      () => clock,
    );
    expect(launch(1)).toBe(true);
    clock += 200;
    expect(launch(2)).toBe(false);
    clock += 299;
    expect(launch(3)).toBe(false);
    clock += 1;
    expect(launch(4)).toBe(true);
    expect(calls).toEqual([1, 4]);
  });
});
