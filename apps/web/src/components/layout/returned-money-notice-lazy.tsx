/**
 * The returned-money statement (./returned-money-notice.tsx) for players only, loaded once a player is
 * logged in, so a visitor's first page does not carry it (nor the game-wallet rules it uses).
 */
import { lazy, Suspense } from 'react';
import { useSession } from '../../lib/auth';

const Notice = lazy(() =>
  import('./returned-money-notice').then((m) => ({ default: m.ReturnedMoneyNotice })),
);

export function ReturnedMoneyNotice() {
  const session = useSession();
  if (session.data?.loggedIn !== true) return null;
  return (
    <Suspense fallback={null}>
      <Notice />
    </Suspense>
  );
}
