/**
 * Idle detection for a customer's session: any touch, key or game round counts as activity; after
 * `idleMs - warnMs` without any, `secondsLeft` counts down (the warning shows), and at `idleMs`
 * `onTimeout` runs once. Paused while `enabled` is false (offline: nothing could be cashed out), and
 * the idle time starts again when it resumes.
 */
import { useEffect, useRef, useState } from 'react';
import { isGameMessage } from '@casino/ui/game-frame-protocol';
import { fromGridGame } from '../../lib/game-frames';

export function useIdle(opts: {
  enabled: boolean;
  idleMs: number;
  warnMs: number;
  onTimeout: () => void;
  onActivity?: () => void;
}) {
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const last = useRef(Date.now());
  const fired = useRef(false);
  const cb = useRef(opts);
  cb.current = opts;

  useEffect(() => {
    if (!opts.enabled) {
      setSecondsLeft(null);
      return undefined;
    }
    last.current = Date.now();
    fired.current = false;
    const activity = () => {
      last.current = Date.now();
      cb.current.onActivity?.();
    };
    const onMessage = (e: MessageEvent) => {
      if (
        isGameMessage(e.data) &&
        (e.data.type === 'bet' || e.data.type === 'balance') &&
        fromGridGame(e.source)
      )
        activity();
    };
    const events = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;
    for (const ev of events) window.addEventListener(ev, activity, { capture: true, passive: true });
    // A touch inside a game iframe never reaches us; the window losing focus to it does.
    window.addEventListener('blur', activity);
    window.addEventListener('message', onMessage);
    const timer = setInterval(() => {
      const { idleMs, warnMs } = cb.current;
      const elapsed = Date.now() - last.current;
      if (elapsed >= idleMs) {
        setSecondsLeft(0);
        if (!fired.current) {
          fired.current = true;
          cb.current.onTimeout();
        }
      } else if (elapsed >= idleMs - warnMs) setSecondsLeft(Math.ceil((idleMs - elapsed) / 1000));
      else setSecondsLeft(null);
    }, 250);
    return () => {
      for (const ev of events) window.removeEventListener(ev, activity, { capture: true });
      window.removeEventListener('blur', activity);
      window.removeEventListener('message', onMessage);
      clearInterval(timer);
    };
  }, [opts.enabled]);

  return { secondsLeft, warning: secondsLeft !== null && !fired.current };
}
