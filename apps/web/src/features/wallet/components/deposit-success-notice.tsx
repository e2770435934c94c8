/**
 * The credited-deposit notice (./player-deposit-notice.tsx) for players only, loaded once a player is
 * logged in, so a visitor's first page carries neither it, the wallet texts nor the money formatting, and
 * after the first paint (../../../lib/first-paint.ts), so a player's first screen does not wait for it.
 */
import { lazy, Suspense } from 'react';
import { useIsPlayer } from '../../../lib/auth';
import { useFirstPaintDone } from '../../../lib/first-paint';
import { retryingImport } from '../../../lib/lazy-when';

const Notice = lazy(() =>
  retryingImport(() => import('./player-deposit-notice')).then((m) => ({
    default: m.PlayerDepositNotice,
  })),
);

export function DepositSuccessNotice() {
  const painted = useFirstPaintDone();
  if (!useIsPlayer() || !painted) return null;
  return (
    <Suspense fallback={null}>
      <Notice />
    </Suspense>
  );
}
