/**
 * What a "play" or "demo" press does in the lobby, debounced by 500 ms (spec section 4):
 * - a visitor pressing play goes to /login and comes back here;
 * - live dealers and sports books open in a new window: the /loading/index.html pop-up opens at once
 *   (inside the click, so no pop-up blocker stops it), the money moves in, the launch URL replaces the
 *   pop-up, and when the player closes that window the money moves back out;
 * - every other game opens on the game page, /{lng}/slotGame?platformCode&gameId&supMultiMode.
 */
import { useCallback } from 'react';
import { useNavigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { closeGame, openGame } from '@casino/ui/game-session';
import { useDebouncedAction } from '@casino/ui/use-debounced-action';
import { toast } from '../../../components/ui/toast-store';
import { loginPath, useRefreshSession } from '../../../lib/auth';
import { useLng } from '../../../lib/lng';
import { useGameSessionClient } from '../api/session-client';
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

export function usePlay(loggedIn: boolean) {
  const lng = useLng();
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useTranslation('lobby');
  const client = useGameSessionClient();
  const refresh = useRefreshSession();

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
      openGame(client, {
        gameId: g.gameId,
        platformCode: g.platformCode,
        demo,
        device: window.innerWidth < 768 ? 'mobile' : 'pc',
      })
        .then((launched) => {
          if (!launched.gameUrl) throw new Error('no game URL');
          popup.location.replace(launched.gameUrl);
          void refresh();
          if (demo) return;
          const timer = window.setInterval(() => {
            if (!popup.closed) return;
            window.clearInterval(timer);
            void closeGame(client, g.platformCode).finally(() => void refresh());
          }, 1000);
        })
        .catch(() => popup.close());
    },
    [client, lng, location.pathname, location.search, loggedIn, navigate, refresh, t],
  );

  return useDebouncedAction(play);
}
