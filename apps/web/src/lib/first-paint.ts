/**
 * "The page's first screen has been painted": what a page needs only after its first screen (the live
 * channel, the shell's notices, the confirmation dialogs, the page descriptions' strings, parts below
 * the fold such as the withdraw page's payout targets, and what they load) starts right after the first
 * paint instead of during the first render. Started during the
 * first render, their dozen requests were in flight when the largest paint came, and Lighthouse's
 * simulated slow 4G waited for them before that paint (docs/performance.md). The wait is a frame in real
 * time; the live stream starts from a snapshot, so nothing is missed meanwhile. Once painted, it stays so
 * for the page's life: a later page of the same visit has it at once.
 */
import { startTransition, useEffect, useState } from 'react';

/** A frame that never comes (a throttled or hidden tab) does not hold the page back longer than this. */
const LATEST_MS = 1000;
let painted = typeof window === 'undefined';
let scheduled = false;
const listeners = new Set<() => void>();

function markPainted() {
  if (painted) return;
  painted = true;
  for (const l of listeners) l();
  listeners.clear();
}

/** After the commit that showed the page: the next frame paints it, a task after that frame runs after the paint. */
export function afterNextPaint(): void {
  if (painted || scheduled) return;
  scheduled = true;
  if (document.visibilityState !== 'visible') return markPainted();
  requestAnimationFrame(() => setTimeout(markPainted, 0));
  setTimeout(markPainted, LATEST_MS);
}

/** Whether the first screen has been painted (outside React). */
export const firstPaintDone = (): boolean => painted;

/**
 * True once the page's first screen has been painted. The first component that asks starts the watch
 * after its own first commit (the shell's, which shows the page); it renders again when it becomes
 * true, as a transition: what then mounts (a notice, a part below the fold) renders in slices instead
 * of one long task.
 */
export function useFirstPaintDone(): boolean {
  const [done, setDone] = useState(painted);
  useEffect(() => {
    if (done) return;
    afterNextPaint();
    const flip = () => startTransition(() => setDone(true));
    if (painted) return flip();
    listeners.add(flip);
    return () => void listeners.delete(flip);
  }, [done]);
  return done;
}
