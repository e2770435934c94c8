/**
 * The returned-money statement (./returned-money-notice.tsx) for players only, loaded once a player is
 * logged in and the first screen is up (../../lib/page-settled.ts), so a visitor's first page does not
 * carry it (nor the game-wallet rules it uses), and a player's first screen does not wait for it.
 */
import { useSession } from '../../lib/auth';
import { lazyWhen } from '../../lib/lazy-when';
import { usePageSettled } from '../../lib/page-settled';

function useLoggedInAndSettled() {
  const settled = usePageSettled();
  return useSession().data?.loggedIn === true && settled;
}

export const ReturnedMoneyNotice = lazyWhen(
  () => import('./returned-money-notice').then((m) => m.ReturnedMoneyNotice),
  useLoggedInAndSettled,
);
