/**
 * The game page, /{lng}/slotGame?platformCode&gameId&supMultiMode (spec section 2), full screen
 * without the site shell. Real play: money moves into the platform's wallet, the game launches in an
 * iframe, and everything moves back out when the player leaves. Demo play (&demo=1) needs no account.
 * Code 110069 (the game is closed) sends the player back to the game's category list.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from '../../../lib/router';
import { useTranslation } from 'react-i18next';
import { CODES } from '@casino/shared/protocol/codes';
import { GAME_TYPES } from '@casino/shared/rules/game-kinds';
import type { LaunchResult } from '@casino/ui/game-session';
import {
  endGame,
  fundGame,
  GameNotReadyError,
  openLease,
  waitForReady,
  type LeaseRef,
} from '@casino/ui/game-wallet';
import {
  audioMessage,
  frameOrigin,
  isGameMessage,
  refreshBalanceMessage,
} from '@casino/ui/game-frame-protocol';
import { handleError, upstreamCode } from '../../../lib/error-handler';
import { loginPath, useSession, useRefreshSession } from '../../../lib/auth';
import { useLng } from '../../../lib/lng';
import { toast } from '../../../components/ui/toast-store';
import { Spinner } from '../../../components/ui/spinner';
import { trpc } from '../../../lib/trpc';
import { useGameSessionClient } from '../../../lib/session-client';
import { money } from '../../../lib/format';
import { useGameWalletClient, useLeaseKeeper } from '../../../lib/game-wallets';
import { useLiveGameBalance } from '../../../lib/live/game-wallets';
import { ReturnedMoneyNotice } from '../../../components/layout/returned-money-notice';
import { GameMoneyPanel } from '../components/game-money-panel';
import { Svg } from '../../../components/ui/icons';
import '../games.css';
import { GAME_SANDBOX } from '../../../lib/game-frame';

type Phase = 'launching' | 'loading' | 'transferring' | 'ready' | 'failed' | 'error';

export function SlotGamePage() {
  const { t } = useTranslation('lobby');
  const { t: tg } = useTranslation('games');
  const lng = useLng();
  const location = useLocation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const platformCode = search.get('platformCode') ?? '';
  const gameId = search.get('gameId') ?? '';
  const supMultiMode = search.get('supMultiMode') === 'true';
  const demo = search.get('demo') === '1';
  const typeParam = search.get('type') ?? undefined;
  const categoryPath = isGameType(typeParam) ? `/${lng}/game/${typeParam}` : `/${lng}/game`;
  const session = useSession();
  const loggedIn = session.data?.loggedIn === true;
  const client = useGameSessionClient();
  const refresh = useRefreshSession();
  const providers = useProviders();
  const utils = trpc.useUtils();
  const [phase, setPhase] = useState<Phase>('launching');
  const [game, setGame] = useState<LaunchResult | null>(null);
  const [balance, setBalance] = useState<string | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const [fullscreen, setFullscreen] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [panelOpen, setPanelOpen] = useState(false);
  const wallet = useGameWalletClient();
  const keeper = useLeaseKeeper();

  const canLaunch = Boolean(platformCode && gameId) && (demo || loggedIn) && providers.isFetched;
  const transferModel = providers.data?.list.find((p) =>
    p.platformCodes.includes(platformCode),
  )?.transferModel;

  useEffect(() => {
    if (!canLaunch) return;
    const abort = new AbortController();
    let lease: LeaseRef | null = null;
    const device = window.matchMedia('(max-width: 767px)').matches ? 'mobile' : 'pc';
    const base = { gameId, platformCode, supMultiMode, device } as const;
    void (async () => {
      setPhase('launching');
      if (demo) {
        const launched = await client.launchDemoGame(base);
        if (abort.signal.aborted) return;
        setGame(launched);
        setBalance(launched.balance);
        setPhase('ready');
        return;
      }
      // The lease first (the gateway then knows a page shows this game), then the launch; money
      // moves in only once the game's page said it is ready.
      const opened = await openLease(wallet, keeper, { platformCode, gameId });
      lease = opened;
      const launched = await client.launchGame(base);
      if (abort.signal.aborted) return;
      setGame(launched);
      setBalance(launched.balance);
      setPhase('loading');
      // The launch put the game on the player's recent list.
      void utils.games.recentQuery.invalidate();
      await waitForReady(() => frame.current?.contentWindow, opened.readyTimeoutMs, abort.signal);
      if (abort.signal.aborted) return;
      if (launched.transferRequired || transferModel) {
        setPhase('transferring');
        const order = await fundGame(client, { platformCode, currency: launched.currency });
        if (abort.signal.aborted) return;
        setBalance(order.gameBalance);
        frame.current?.contentWindow?.postMessage(refreshBalanceMessage(), frameOrigin(launched.gameUrl));
      }
      setPhase('ready');
      void refresh();
    })().catch((error: unknown) => {
      if (abort.signal.aborted) return;
      if (error instanceof GameNotReadyError) {
        // Never into a dead game: no money moved; the lease goes, the page offers a retry.
        setPhase('failed');
        if (lease) void endGame(wallet, keeper, lease).finally(() => void refresh());
        lease = null;
        return;
      }
      if (upstreamCode(error) === CODES.GAME_UNAVAILABLE) {
        toast.error(t('launch.unavailable'));
        navigate(categoryPath, { replace: true });
        return;
      }
      setPhase('error');
      handleError(error, undefined);
    });
    return () => {
      abort.abort();
      // Leaving the page (back to the lobby, another page of the site): the lease ends and the
      // gateway moves the money back unless another live page shows a game of this platform. A
      // reload, a typed URL or a closed tab never gets here: the keeper's pagehide beacon does it.
      if (lease) void endGame(wallet, keeper, lease).finally(() => void refresh());
    };
    // One launch per game, mode and retry: the other values are read once at launch time (a new
    // translation or wallet object must never launch the game, or move money, again).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [canLaunch, platformCode, gameId, demo, attempt]);

  // Money moved in or out of this game elsewhere (a return from another tab, a sweep): the pushed figure
  // is shown, and the game reads its balance again.
  useLiveGameBalance({
    platformCode,
    currency: game?.currency ?? 'JPY',
    enabled: !demo && phase === 'ready',
    onAmount: (amount) => {
      setBalance(amount);
      if (game) frame.current?.contentWindow?.postMessage(refreshBalanceMessage(), frameOrigin(game.gameUrl));
    },
  });

  // The game reports its balance after each round; the page shows it above the game. Its own close
  // button (×) is the way out a player sees in full screen: it leaves like the back link does (the
  // page's clean-up ends the lease and the money goes back to cash).
  const exitTo = useRef(categoryPath);
  exitTo.current = categoryPath;
  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (!isGameMessage(e.data) || e.source !== frame.current?.contentWindow) return;
      if (e.data.type === 'balance') setBalance(e.data.balance);
      // The game's own session ended (its platform refused the player): asking for the session lets
      // the gateway find out, end it and move the money back; the page then explains (session-ended.ts).
      else if (e.data.type === 'error' && e.data.code === 'session') void utils.session.current.invalidate();
      // Not enough money in the game for the bet: the panel to move some in opens.
      else if (e.data.type === 'error' && e.data.code === 'insufficient') setPanelOpen(true);
      else if (e.data.type === 'exit') {
        if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
        navigate(exitTo.current);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [navigate, utils]);

  // The platform's figure for this game's wallet (the session, kept current by the live wallet): a
  // return from another tab, a sweep or a transfer elsewhere shows here and the game reads it again.
  const platformFigure = session.data?.user?.wallets
    .find((w) => w.currency === (game?.currency ?? session.data?.currency))
    ?.games.find((g) => g.platformCode === platformCode)?.amount;
  const inGameFigure = loggedIn && !demo && phase === 'ready' ? (platformFigure ?? '0') : undefined;
  useEffect(() => {
    if (inGameFigure === undefined) return;
    setBalance(inGameFigure);
    if (game?.gameUrl)
      frame.current?.contentWindow?.postMessage(refreshBalanceMessage(), frameOrigin(game.gameUrl));
    // Only a new figure from the platform counts; the game's own reports update the balance meanwhile.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [inGameFigure]);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  if (!platformCode || !gameId) {
    return (
      <main className="game-page game-page--message">
        <p>{t('launch.missing')}</p>
        <Link to={`/${lng}/game`}>{t('launch.back')}</Link>
      </main>
    );
  }
  if (!demo && session.isFetched && !loggedIn) {
    return <Navigate to={loginPath(lng, location.pathname + location.search)} replace />;
  }

  const currency = game?.currency ?? 'JPY';
  return (
    <main className="game-page" aria-labelledby="game-title">
      <header className="game-bar">
        <Link to={categoryPath} className="game-bar__back">
          <Svg size={18} strokeWidth={2}>
            <path d="M15 5l-7 7 7 7" />
          </Svg>
          <span>{t('launch.back')}</span>
        </Link>
        <h1 id="game-title" className="game-bar__title">
          {game?.gameName ?? gameId}
        </h1>
        {demo ? <span className="game-bar__demo">{t('game.demo')}</span> : null}
        <p className="game-bar__balance" aria-live="polite">
          <span className="game-bar__balance-label">{t('launch.balance')}</span>
          <span className="num" data-testid="game-balance">
            {balance !== null ? money(balance, currency) : '—'}
          </span>
        </p>
        {!demo ? (
          <button
            type="button"
            className="game-bar__btn"
            aria-expanded={panelOpen}
            aria-controls="game-money-panel"
            onClick={() => setPanelOpen((o) => !o)}
          >
            {tg('money.panel')}
          </button>
        ) : null}
        {supMultiMode && !demo ? (
          <Link
            to={`/${lng}/account/multimode?add=${encodeURIComponent(`${platformCode}:${gameId}`)}`}
            className="game-bar__btn"
          >
            {t('launch.multiMode')}
          </Link>
        ) : null}
        <button
          type="button"
          className="game-bar__btn"
          onClick={() =>
            fullscreen ? void document.exitFullscreen() : void stage.current?.requestFullscreen()
          }
        >
          {fullscreen ? t('launch.exitFullscreen') : t('launch.fullscreen')}
        </button>
      </header>
      {demo ? <p className="game-page__demo-note">{t('launch.demoNotice')}</p> : <ReturnedMoneyNotice />}
      <div className="game-stage" ref={stage}>
        {panelOpen && !demo && game ? (
          <div id="game-money-panel">
            <GameMoneyPanel
              platformCode={platformCode}
              currency={currency}
              gameBalance={balance}
              onGameBalance={(b) => {
                setBalance(b);
                if (game.gameUrl)
                  frame.current?.contentWindow?.postMessage(
                    refreshBalanceMessage(),
                    frameOrigin(game.gameUrl),
                  );
              }}
              onClose={() => setPanelOpen(false)}
            />
          </div>
        ) : null}
        {game?.gameUrl && (phase === 'loading' || phase === 'transferring' || phase === 'ready') ? (
          <iframe
            ref={frame}
            className="game-stage__frame"
            src={game.gameUrl}
            title={game.gameName}
            allow="autoplay; fullscreen"
            sandbox={GAME_SANDBOX}
            onLoad={() => {
              const target = frame.current?.contentWindow;
              const origin = frameOrigin(game.gameUrl ?? '');
              target?.postMessage(audioMessage(false), origin);
              // Money may have arrived after the game opened (a platform that asked for it late).
              target?.postMessage(refreshBalanceMessage(), origin);
            }}
          />
        ) : null}
        {phase === 'transferring' || phase === 'launching' || phase === 'loading' ? (
          <div className="game-stage__overlay" data-phase={phase}>
            <Spinner label={phase === 'transferring' ? t('launch.transferring') : t('launch.opening')} />
            <span>{phase === 'transferring' ? t('launch.transferring') : t('launch.opening')}</span>
          </div>
        ) : null}
        {phase === 'failed' ? (
          <div className="game-stage__overlay" role="alert">
            <p>{tg('money.notReady')}</p>
            <button type="button" className="game-bar__btn" onClick={() => setAttempt((n) => n + 1)}>
              {tg('money.retry')}
            </button>
            <Link to={categoryPath}>{t('launch.back')}</Link>
          </div>
        ) : null}
        {phase === 'error' ? (
          <div className="game-stage__overlay" role="alert">
            <p>{t('launch.unavailable')}</p>
            <Link to={categoryPath}>{t('launch.back')}</Link>
          </div>
        ) : null}
      </div>
    </main>
  );
}

function useProviders() {
  return trpc.games.providers.useQuery({}, { staleTime: 5 * 60_000 });
}

export default SlotGamePage;

function isGameType(v: string | undefined): v is (typeof GAME_TYPES)[number] {
  return v !== undefined && (GAME_TYPES as readonly string[]).includes(v);
}
