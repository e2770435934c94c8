/**
 * Each game wallet of the player as the live channel last pushed it (platform, amount per currency,
 * open / returning / returned), for a page that shows the money inside one game: the slot page's figure
 * follows a return from another tab, a sweep or a win without asking the game or the gateway.
 */
import { useEffect, useRef } from 'react';
import type { LiveGameWallet } from '@casino/shared/live/events';
import { gameWalletAmount } from '@casino/ui/live-cache';
import { externalStore, useExternalStore } from '../external-store';

/** null until the first push of this page. */
export const liveGameWallets = externalStore<LiveGameWallet[] | null>(null);

/**
 * Calls `onAmount` with the game wallet's amount in `currency` each time a push changes it, while
 * `enabled` (the game is running with its money in).
 */
export function useLiveGameBalance(opts: {
  platformCode: string;
  currency: string;
  enabled: boolean;
  onAmount: (amount: string) => void;
}) {
  const list = useExternalStore(liveGameWallets);
  const last = useRef<string | null>(null);
  const onAmount = useRef(opts.onAmount);
  onAmount.current = opts.onAmount;
  const { platformCode, currency, enabled } = opts;
  useEffect(() => {
    if (!enabled || !list) {
      last.current = null;
      return;
    }
    const amount = gameWalletAmount(
      list.find((g) => g.platformCode === platformCode),
      currency,
    );
    // The first push after the game started is where the page stands; only a change is news.
    if (last.current !== null && last.current !== amount) onAmount.current(amount);
    last.current = amount;
  }, [list, platformCode, currency, enabled]);
}
