/**
 * How many of a long list's parts to render now: the first `initial` at once, then one more each time
 * the browser is idle, until all `total` are there. A long page (the lobby's category rows: ~700
 * elements) is then committed in small pieces the browser can interleave with input and painting,
 * instead of one long task (total blocking time on a phone). Parts below the first screen
 * only; what is already shown stays shown when the list grows, shrinks or refreshes.
 */
import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from '../lib/when-idle';

/** The longest a part waits for an idle moment on a busy page. */
const IDLE_TIMEOUT_MS = 500;

/** `step`: how many more parts each idle moment adds (a grid of small cards: a row or two at a time). */
export function useProgressiveCount(total: number, initial = 1, step = 1): number {
  const [count, setCount] = useState(initial);
  useEffect(() => {
    if (count >= total) return;
    // A transition: React renders the next part in slices it can interrupt, never one long task.
    return whenIdle(() => startTransition(() => setCount((n) => n + step)), IDLE_TIMEOUT_MS);
  }, [count, total, step]);
  return Math.min(count, total);
}
