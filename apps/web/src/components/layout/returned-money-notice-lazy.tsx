/**
 * The returned-money statement (./returned-money-notice.tsx) for players only, loaded once a player is
 * logged in, so a visitor's first page does not carry it (nor the game-wallet rules it uses), and after
 * the first paint (../../lib/first-paint.ts), so a player's first screen does not wait for it.
 */
import { useIsPlayer } from '../../lib/auth';
import { useFirstPaintDone } from '../../lib/first-paint';
import { lazyWhen } from '../../lib/lazy-when';

function useWanted() {
  const painted = useFirstPaintDone();
  return useIsPlayer() && painted;
}

export const ReturnedMoneyNotice = lazyWhen(
  () => import('./returned-money-notice').then((m) => m.ReturnedMoneyNotice),
  useWanted,
);
