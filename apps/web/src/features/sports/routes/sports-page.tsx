/**
 * /{lng}/fb and /{lng}/sports-bet: the sports provider's book embedded in the site. Players get their
 * money moved into the provider's wallet and a real launch; visitors see the book in demo mode with a
 * log-in prompt. Leaving the page moves the money back.
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { closeGame, openGame, type LaunchResult } from '@casino/ui/game-session';
import { trpc } from '../../../lib/trpc';
import { loginPath, useRefreshSession, useSession } from '../../../lib/auth';
import { handleError } from '../../../lib/error-handler';
import { useLng } from '../../../lib/lng';
import { LinkButton } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingBlock } from '../../../components/ui/spinner';
import { useGameSessionClient } from '../api/session-client';
import '../sports.css';

export function SportsPage({ platform }: { platform?: string }) {
  const { t } = useTranslation('lobby');
  const lng = useLng();
  const location = useLocation();
  const session = useSession();
  const client = useGameSessionClient();
  const refresh = useRefreshSession();
  const games = trpc.games.machineInfoList.useQuery(
    { pageNo: 1, pageSize: 20, gameType: 'sports' },
    { staleTime: 5 * 60_000 },
  );
  const providers = trpc.games.providers.useQuery({ gameType: 'sports' }, { staleTime: 5 * 60_000 });
  const [launched, setLaunched] = useState<LaunchResult | null>(null);
  const [failed, setFailed] = useState(false);
  const book =
    (platform ? games.data?.list.find((g) => g.platformCode === platform) : undefined) ?? games.data?.list[0];
  const loggedIn = session.data?.loggedIn === true;
  const ready = session.isFetched && providers.isFetched && book !== undefined;

  useEffect(() => {
    if (!ready || !book) return;
    let cancelled = false;
    const demo = !loggedIn;
    const transferModel = providers.data?.list.find((p) =>
      p.platformCodes.includes(book.platformCode),
    )?.transferModel;
    openGame(client, {
      gameId: book.gameId,
      platformCode: book.platformCode,
      demo,
      transferModel,
      device: window.innerWidth < 768 ? 'mobile' : 'pc',
    })
      .then((r) => {
        if (!cancelled) setLaunched(r);
        void refresh();
      })
      .catch((e: unknown) => {
        if (cancelled) return;
        setFailed(true);
        handleError(e, undefined);
      });
    return () => {
      cancelled = true;
      if (!demo)
        void closeGame(client, book.platformCode).then(
          () => refresh(),
          () => refresh(),
        );
    };
    // Launch once per book and login state; the other values are read at launch time.
  }, [ready, book?.gameId, book?.platformCode, loggedIn]);

  return (
    <div className="sports container">
      <header className="sports__head">
        <div>
          <h1 className="sports__title">{t('sports.title')}</h1>
          <p className="sports__lead">{t('sports.lead')}</p>
        </div>
        {!loggedIn && session.isFetched ? (
          <div className="sports__login">
            <span>{t('sports.loginRequired')}</span>
            <LinkButton to={loginPath(lng, location.pathname)} size="sm">
              {t('sports.login')}
            </LinkButton>
          </div>
        ) : null}
      </header>
      <div className="sports__stage">
        {launched?.gameUrl ? (
          <iframe
            className="sports__frame"
            src={launched.gameUrl}
            title={launched.gameName}
            allow="autoplay; fullscreen"
          />
        ) : failed || (games.isFetched && !book) ? (
          <EmptyState title={t('launch.unavailable')} />
        ) : (
          <LoadingBlock label={t('launch.opening')} />
        )}
      </div>
    </div>
  );
}

export function FbPage() {
  return <SportsPage platform="FB" />;
}

export function SportsBetPage() {
  return <SportsPage />;
}
