/**
 * What a "play" or "demo" press does in the lobby, debounced by 500 ms (spec section 4):
 * - a visitor pressing play goes to /login and comes back here;
 * - live dealers and sports books open in a new window: the /loading/index.html pop-up opens at once
 *   (inside the click, so no pop-up blocker stops it) and hosts the game for its whole life
 *   (public/loading/host.js: lease, liveness, money in after ready, beacon when closed); this page
 *   never pulls money out of it;
 * - every other game opens on the game page, /{lng}/slotGame?platformCode&gameId&supMultiMode.
 */
import { useCallback } from 'react';
import { useNavigate, useLocation } from '../../../lib/router';
import { useTranslation } from 'react-i18next';
import { openGame } from '@casino/ui/game-session';
import { useDebouncedAction } from '@casino/ui/use-debounced-action';
import { toast } from '../../../components/ui/toast-store';
import { loginPath, useRefreshSession } from '../../../lib/auth';
import { useLng } from '../../../lib/lng';
import { useGameSessionClient } from '../../../lib/session-client';
import { useGameWalletClient } from '../../../lib/game-wallets';
import { trpc } from '../../../lib/trpc';
import { opensInNewWindow, type GameVM } from '../api/types';

export function slotGamePath(
  lng: string,
  g: Pick<GameVM, 'platformCode' | 'gameId' | 'supMultiMode' | 'gameType'>,
  demo: boolean,
): string {
  const q = new URLSearchParams({
    platformCode: g.platformCode,
    gameId: g.gameId,
    supMultiMode: String(g.supMultiMode),
    type: g.gameType,
  });
  if (demo) q.set('demo', '1');
  return `/${lng}/slotGame?${q.toString()}`;
}

/** Waits for the pop-up's host page (same origin) and hands it the game. */
async function handOver(popup: Window, details: Record<string, unknown>): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (popup.closed) throw new Error('pop-up closed');
    const start = (popup as Window & { casinoStartGame?: (d: unknown) => boolean }).casinoStartGame;
    if (typeof start === 'function') {
      start(details);
      return;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('pop-up did not load');
}

export function usePlay(loggedIn: boolean) {
  const lng = useLng();
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useTranslation('lobby');
  const client = useGameSessionClient();
  const wallet = useGameWalletClient();
  const utils = trpc.useUtils();
  const refresh = useRefreshSession();
  const { t: tg } = useTranslation('games');

  const play = useCallback(
    (g: GameVM, mode: 'real' | 'demo') => {
      const demo = mode === 'demo';
      if (!demo && !loggedIn) {
        navigate(loginPath(lng, location.pathname + location.search));
        return;
      }
      if (!opensInNewWindow(g)) {
        navigate(slotGamePath(lng, g, demo));
        return;
      }
      const popup = window.open('/loading/index.html', '_blank');
      if (!popup) {
        toast.error(t('launch.popupBlocked'));
        return;
      }
      const device = window.innerWidth < 768 ? 'mobile' : 'pc';
      if (demo) {
        openGame(client, { gameId: g.gameId, platformCode: g.platformCode, demo, device })
          .then((launched) => popup.location.replace(launched.gameUrl))
          .catch(() => popup.close());
        return;
      }
      // Real play: the pop-up is our own page hosting the game (public/loading/host.js). It holds the
      // lease, proves the game alive, moves money in once the game is ready and says goodbye with a
      // beacon when closed; this page only watches it to keep the balance on screen current.
      void (async () => {
        const lease = await wallet.open({ platformCode: g.platformCode, gameId: g.gameId });
        const launched = await client.launchGame({ gameId: g.gameId, platformCode: g.platformCode, device });
        if (!launched.gameUrl) throw new Error('no game URL');
        await handOver(popup, {
          ...lease,
          platformCode: g.platformCode,
          gameUrl: launched.gameUrl,
          title: launched.gameName,
          currency: launched.currency,
          transferRequired: launched.transferRequired,
          text: {
            notReady: tg('money.notReady'),
            returned: tg('money.returnedTitle'),
            fundFailed: tg('money.notReady'),
          },
        });
        void refresh();
        // The balance follows the game over the live channel; this only notices the pop-up closing.
        const watch = window.setInterval(() => {
          if (!popup.closed) return;
          window.clearInterval(watch);
          // The pop-up's beacon returned its wallet; show the balance and the statement.
          window.setTimeout(() => {
            void refresh();
            void utils.gameWallets.statements.invalidate();
          }, 500);
        }, 5_000);
      })().catch(() => popup.close());
    },
    [client, wallet, utils, lng, location.pathname, location.search, loggedIn, navigate, refresh, t, tg],
  );

  return useDebouncedAction(play);
}
