/**
 * The credited-deposit notice (./player-deposit-notice.tsx) for players only, loaded once a player is
 * logged in and the first screen is up (../../../lib/page-settled.ts), so a visitor's first page carries
 * neither it, the wallet texts nor the money formatting, and a player's first screen does not wait for it.
 */
import { lazy, Suspense } from 'react';
import { useIsPlayer } from '../../../lib/auth';
import { retryingImport } from '../../../lib/lazy-when';
import { usePageSettled } from '../../../lib/page-settled';

const Notice = lazy(() =>
  retryingImport(() => import('./player-deposit-notice')).then((m) => ({
    default: m.PlayerDepositNotice,
  })),
);

export function DepositSuccessNotice() {
  const settled = usePageSettled();
  if (!useIsPlayer() || !settled) return null;
  return (
    <Suspense fallback={null}>
      <Notice />
    </Suspense>
  );
}
