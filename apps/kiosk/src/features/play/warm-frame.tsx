/**
 * A warm game frame (launch speed): while the customer signs in, a hidden, inert frame shows
 * a demo of the first game the picker lists, from the games' own origin. The browser then already runs
 * a process for that origin, holds a connection to it, has compiled the game page's script and loaded
 * the fonts its first frame draws with, so the customer's first game starts as fast as the later ones
 * (it took about twice as long before). Once the demo said ready it is loaded again without its
 * launch token and then idles. It moves no money (a demo, launched before anyone signed in), is never
 * shown, cannot be focused or touched, and says nothing the kiosk listens to: the grid and
 * the ready wait only hear their own frames, the idle watch only the grid's games. It goes with the
 * visit (the reload to the attract screen). Also fetches the picker's first list ahead.
 */
import { useEffect, useRef, useState } from 'react';
import { MULTI_MODE_PLATFORMS } from '@casino/shared/rules/constants';
import { isGameMessage } from '@casino/ui/game-frame-protocol';
import { trpc } from '../../lib/trpc';
import { GAME_SANDBOX } from './play-screen';
import { platformGamesInput, PLATFORM_GAMES_STALE_MS } from './game-picker';

/** The frame's name: tests and tools tell it from the customer's games by it. */
export const WARM_FRAME_NAME = 'kiosk-warm-game';

export function WarmGameFrame() {
  const utils = trpc.useUtils();
  const list = trpc.games.machineInfoList.useQuery(platformGamesInput(MULTI_MODE_PLATFORMS[0]), {
    staleTime: PLATFORM_GAMES_STALE_MS,
  });
  const first = list.data?.list[0];
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!first) return;
    let live = true;
    utils.client.games.launchDemoGame
      .mutate({
        gameId: String(first.gameId),
        platformCode: first.platformCode,
        supMultiMode: true,
        device: 'pc',
      })
      .then((r) => {
        if (live) setUrl(r.gameUrl);
      })
      // Only a head start: without it the first game loads as it did before.
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // One demo per visit: the first listed game, not every refetch of the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [first?.platformCode, first?.gameId]);
  // Warm once the demo said ready (or failed): the page is loaded again without its launch token, so
  // the process, its compiled script and fonts stay, but no demo keeps drawing or polling beside the
  // customer's games (which share that process and its main thread).
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (!url || !url.includes('#')) return undefined;
    const onMessage = (e: MessageEvent) => {
      if (e.source !== frame.current?.contentWindow || !isGameMessage(e.data)) return;
      if (e.data.type === 'ready' || e.data.type === 'error') setUrl(url.slice(0, url.indexOf('#')));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [url]);
  if (!url) return null;
  return (
    <iframe
      ref={frame}
      className="warm-frame"
      name={WARM_FRAME_NAME}
      src={url}
      // Never shown nor announced (aria-hidden, inert): its title is only its name.
      title={WARM_FRAME_NAME}
      aria-hidden="true"
      tabIndex={-1}
      sandbox={GAME_SANDBOX}
      inert
    />
  );
}
