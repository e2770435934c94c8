/**
 * The credited-deposit notice (./player-deposit-notice.tsx) for players only, loaded once a player is
 * logged in, so a visitor's first page carries neither it, the wallet texts nor the money formatting.
 */
import { lazy, Suspense } from 'react';
import { useIsPlayer } from '../../../lib/auth';
import { retryingImport } from '../../../lib/lazy-when';

const Notice = lazy(() =>
  retryingImport(() => import('./player-deposit-notice')).then((m) => ({
    default: m.PlayerDepositNotice,
  })),
);

export function DepositSuccessNotice() {
  if (!useIsPlayer()) return null;
  return (
    <Suspense fallback={null}>
      <Notice />
    </Suspense>
  );
}
