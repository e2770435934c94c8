/**
 * The returned-money statement (./returned-money-notice.tsx) for players only, loaded once a player is
 * logged in, so a visitor's first page does not carry it (nor the game-wallet rules it uses).
 */
import { useSession } from '../../lib/auth';
import { lazyWhen } from '../../lib/lazy-when';

const useLoggedIn = () => useSession().data?.loggedIn === true;

export const ReturnedMoneyNotice = lazyWhen(
  () => import('./returned-money-notice').then((m) => m.ReturnedMoneyNotice),
  useLoggedIn,
);
