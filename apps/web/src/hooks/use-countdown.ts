/**
 * The resend countdown of verification codes: 60 s after a code is sent (spec section 9), with the
 * "check your spam folder" hint at 30 s or less (showEmailCodeHint).
 */
import { useCallback, useEffect, useState } from 'react';
import { EMAIL_CODE_COUNTDOWN_S, showEmailCodeHint } from '@casino/shared/rules/constants';

export function useCountdown(seconds: number = EMAIL_CODE_COUNTDOWN_S) {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt === null) return;
    const id = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= endsAt) setEndsAt(null);
    }, 250);
    return () => clearInterval(id);
  }, [endsAt]);

  const start = useCallback(() => {
    const t = Date.now();
    setNow(t);
    setEndsAt(t + seconds * 1000);
  }, [seconds]);

  const left = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
  return { secondsLeft: left, running: left > 0, start, showHint: showEmailCodeHint(left) };
}
