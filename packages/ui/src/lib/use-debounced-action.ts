/**
 * Game launches are debounced by 500 ms (spec section 4): the first press acts at once, and presses in
 * the following window are dropped, so a double click never opens a game twice.
 */
import { useCallback, useRef } from 'react';

import { LAUNCH_DEBOUNCE_MS } from '@casino/shared/rules/constants';

export { LAUNCH_DEBOUNCE_MS };

export function createLeadingDebounce<A extends unknown[]>(
  fn: (...args: A) => void,
  waitMs: number,
  now: () => number = () => Date.now(),
): (...args: A) => boolean {
  let last = -Infinity;
  return (...args: A) => {
    const t = now();
    if (t - last < waitMs) return false;
    last = t;
    fn(...args);
    return true;
  };
}

export function useDebouncedAction<A extends unknown[]>(
  fn: (...args: A) => void,
  waitMs = LAUNCH_DEBOUNCE_MS,
) {
  const fnRef = useRef(fn);
  fnRef.current = fn;
  const ref = useRef<((...args: A) => boolean) | null>(null);
  if (!ref.current) ref.current = createLeadingDebounce((...args: A) => fnRef.current(...args), waitMs);
  return useCallback((...args: A) => ref.current!(...args), []);
}
