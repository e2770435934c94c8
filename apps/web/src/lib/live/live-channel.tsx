/**
 * The signed-in page's live channel: one `live.events` subscription for the page (opened when a player
 * is signed in, closed on sign-out), its events written into the query cache (@casino/ui/live-cache), so
 * the header balance, the wallet, deposit, withdrawal and history pages, the statements and the game
 * page show pushed figures without polling, and so do the lobby's public figures (jackpots, big wins, the
 * pachinko floor: their queries stop polling while the channel is live, live-state.ts); a session that ended goes to `handleSessionEnded`. While
 * the stream is down, a small status line says so (the figures on screen may be old), in ja and en.
 */
import { useEffect, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LiveEvent } from '@casino/shared/live/events';
import { applyLiveEvent } from '@casino/ui/live-cache';
import { LiveConnection, errorCode, useLiveStatus } from '@casino/ui/live-connection';
import { connection } from '../connection';
import { useExternalStore } from '../external-store';
import { handleSessionEnded } from '../session-ended';
import { trpc } from '../trpc';
import { liveGameWallets } from './game-wallets';
import { setLiveConnected } from './live-state';
import { queryLanguage } from '../query-client';
import './live.css';

export function LiveChannel({ loginName }: { loginName: string }) {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const connection = useMemo(
    () =>
      new LiveConnection<LiveEvent>({
        subscribe: (lastEventId, handlers) =>
          utils.client.live.events.subscribe(lastEventId ? { lastEventId } : undefined, handlers),
        onEvent: (event, first) =>
          applyLiveEvent(queryClient, event, {
            first,
            publicLanguageOf: queryLanguage,
            hooks: {
              sessionEnded: handleSessionEnded,
              gameWallets: (list) => liveGameWallets.set(list),
            },
          }),
        isFinal: (event) => event.type === 'session-ended',
        // Not signed in after all (the session went while the stream was down): the page asks again.
        isFatal: (err) => errorCode(err) === 'UNAUTHORIZED',
        onFatal: () => void utils.session.current.invalidate(),
      }),
    // One connection per signed-in player of this page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [loginName],
  );
  useEffect(() => {
    const off = connection.subscribeStatus(() => setLiveConnected(connection.status === 'live'));
    connection.start();
    return () => {
      off();
      connection.stop();
      setLiveConnected(false);
      liveGameWallets.set(null);
    };
  }, [connection]);
  const view = useLiveStatus(connection);
  return <LiveIndicator status={view?.status ?? null} errorCode={view?.errorCode ?? null} />;
}

function LiveIndicator({ status, errorCode: code }: { status: string | null; errorCode: string | null }) {
  const { t } = useTranslation('live');
  // While the site-wide banner says the gateway is out of reach, it says it for the stream too.
  const siteDown = useExternalStore(connection) !== 'ok';
  const down = status === 'reconnecting' && !siteDown;
  const text = !down
    ? ''
    : code === 'TOO_MANY_REQUESTS'
      ? t('tooManyStreams')
      : typeof navigator !== 'undefined' && navigator.onLine === false
        ? `${t('offline')} ${t('reconnecting')}`
        : code === 'SERVICE_UNAVAILABLE'
          ? t('unavailable')
          : t('reconnecting');
  // Always in the page, so a screen reader hears the change when it comes (and when it goes).
  return (
    <div className={down ? 'live-status live-status--down' : 'live-status'} role="status">
      {down ? (
        <>
          <span className="live-status__dot" aria-hidden="true" />
          {text}
        </>
      ) : null}
    </div>
  );
}
