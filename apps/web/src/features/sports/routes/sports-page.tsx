/**
 * /{lng}/fb and /{lng}/sports-bet: the sports provider's book embedded in the site. Players get their
 * real launch (its lease: the page proves the book alive) and move money into the provider's wallet
 * only when they ask for it; visitors see the book in demo mode with a log-in prompt. Leaving the page,
 * closing or reloading it moves the money back (docs/gateway.md, "Money in games").
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '../../../lib/router';
import { useTranslation } from 'react-i18next';
import { openGame, type LaunchResult } from '@casino/ui/game-session';
import {
  endGame,
  fundGame,
  GameNotReadyError,
  openLease,
  waitForReady,
  type LeaseRef,
} from '@casino/ui/game-wallet';
import { frameOrigin, isGameMessage, refreshBalanceMessage } from '@casino/ui/game-frame-protocol';
import { formatMoney } from '@casino/shared/rules/format';
import { useGameWalletClient, useLeaseKeeper } from '../../../lib/game-wallets';
import { trpc } from '../../../lib/trpc';
import { useRefreshSession, useSession } from '../../../lib/auth';
import { handleError } from '../../../lib/error-handler';
import { useLng } from '../../../lib/lng';
import { LoginBackButton } from '../../../components/layout/login-back-button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingBlock } from '../../../components/ui/spinner';
import { useGameSessionClient } from '../../../lib/session-client';
import '../../../components/ui/field.css';
import '../sports.css';
import { GAME_SANDBOX } from '../../../lib/game-frame';

export function SportsPage({ platform }: { platform?: string }) {
  const { t } = useTranslation('lobby');
  const lng = useLng();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
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
  const [gameBalance, setGameBalance] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [moving, setMoving] = useState(false);
  // The book's page said it is ready (only then may money move in), or did not in time.
  const [bookState, setBookState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  // The player bet in the book without money in it: ask how much to move in (nothing moves by itself).
  const [askFunds, setAskFunds] = useState(false);
  const amountInput = useRef<HTMLInputElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const wallet = useGameWalletClient();
  const keeper = useLeaseKeeper();
  const { t: tg } = useTranslation('games');
  const book =
    (platform ? games.data?.list.find((g) => g.platformCode === platform) : undefined) ?? games.data?.list[0];
  const loggedIn = session.data?.loggedIn === true;
  const ready = session.isFetched && providers.isFetched && book !== undefined;

  useEffect(() => {
    if (!ready || !book) return;
    const abort = new AbortController();
    const demo = !loggedIn;
    const device = window.innerWidth < 768 ? 'mobile' : 'pc';
    let lease: LeaseRef | null = null;
    setBookState('loading');
    setFailed(false);
    void (async () => {
      if (demo) {
        const r = await openGame(client, {
          gameId: book.gameId,
          platformCode: book.platformCode,
          demo,
          device,
        });
        if (!abort.signal.aborted) setLaunched(r);
        return;
      }
      // The book is shown with its lease, and no money moves until the player asks for it (below).
      const opened = await openLease(wallet, keeper, {
        platformCode: book.platformCode,
        gameId: book.gameId,
      });
      lease = opened;
      const r = await client.launchGame({ gameId: book.gameId, platformCode: book.platformCode, device });
      if (abort.signal.aborted) return;
      setLaunched(r);
      setGameBalance(r.balance);
      await waitForReady(() => frame.current?.contentWindow, opened.readyTimeoutMs, abort.signal);
      if (!abort.signal.aborted) setBookState('ready');
    })().catch((e: unknown) => {
      if (abort.signal.aborted) return;
      if (e instanceof GameNotReadyError) {
        // Never into a dead book: nothing moved; the lease goes and the page offers a retry.
        setBookState('failed');
        setLaunched(null);
        if (lease) void endGame(wallet, keeper, lease).finally(() => void refresh());
        lease = null;
        return;
      }
      setFailed(true);
      handleError(e, undefined);
    });
    return () => {
      abort.abort();
      if (lease) void endGame(wallet, keeper, lease).finally(() => void refresh());
    };
    // Launch once per book and login state; the other values are read at launch time (a re-render
    // must never launch the book, or move money, again).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, book?.gameId, book?.platformCode, loggedIn, attempt]);

  // The book reports its balance after each bet, and a bet refused for lack of money in the book.
  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (!isGameMessage(e.data) || e.source !== frame.current?.contentWindow) return;
      if (e.data.type === 'balance') setGameBalance(e.data.balance);
      else if (e.data.type === 'error' && e.data.code === 'insufficient') {
        setAskFunds(true);
        amountInput.current?.focus();
      } else if (e.data.type === 'error' && e.data.code === 'session') {
        // The book's session ended: asking for the session lets the gateway end it and return the money.
        void utils.session.current.invalidate();
      } else if (e.data.type === 'exit') {
        // The book's own close button leaves the page (its clean-up returns the money).
        navigate(`/${lng}/`);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [navigate, lng, utils]);

  // Money moves into the book only when the player asks for it.
  const moveIn = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!book || !launched || bookState !== 'ready') return;
    setMoving(true);
    try {
      const order = await fundGame(client, {
        platformCode: book.platformCode,
        currency: launched.currency,
        ...(amount.trim() ? { amount: amount.trim() } : {}),
      });
      setGameBalance(order.gameBalance);
      setAskFunds(false);
      frame.current?.contentWindow?.postMessage(refreshBalanceMessage(), frameOrigin(launched.gameUrl));
      void refresh();
    } catch (err: unknown) {
      handleError(err, undefined);
    } finally {
      setMoving(false);
    }
  };

  return (
    <div className="sports container page-body">
      <header className="sports__head">
        <div>
          <h1 className="page-title">{t('sports.title')}</h1>
          <p className="page-lead">{t('sports.lead')}</p>
        </div>
        {/* A visitor's prompt from the first commit (a visitor's page has a visitor's session at once,
            apps/web/src/lib/auth.tsx): drawn later, it pushed the book's frame down (layout shift). */}
        {!loggedIn && session.data !== undefined ? (
          <div className="sports__login">
            <span>{t('sports.loginRequired')}</span>
            <LoginBackButton>{t('sports.login')}</LoginBackButton>
          </div>
        ) : null}
      </header>
      {loggedIn && launched && launched.launchMode === 0 ? (
        <form className="sports__fund row" onSubmit={(e) => void moveIn(e)} data-testid="sports-fund">
          <span>
            {tg('money.gameWallet')}:{' '}
            <span className="num" data-testid="sports-game-balance">
              {gameBalance !== null ? formatMoney(gameBalance, launched.currency) : '—'}
            </span>
          </span>
          <label className="sports__amount">
            <span>{tg('money.moveInAmount')}</span>
            <span className="field__control sports__amount-control">
              <input
                ref={amountInput}
                className="field__input"
                inputMode="decimal"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                placeholder={tg('money.moveInAll')}
              />
            </span>
          </label>
          <button
            type="submit"
            className="btn btn--primary btn--sm"
            disabled={moving || bookState !== 'ready'}
          >
            {tg('money.moveIn')}
          </button>
          {askFunds ? (
            <span role="status" className="small" data-testid="sports-ask-funds">
              {tg('money.moveInHint')}
            </span>
          ) : null}
        </form>
      ) : null}
      <div className="sports__stage">
        {bookState === 'failed' ? (
          <div className="sports__failed" role="alert">
            <p>{tg('money.notReady')}</p>
            <button
              type="button"
              className="btn btn--secondary btn--sm"
              onClick={() => setAttempt((n) => n + 1)}
            >
              {tg('money.retry')}
            </button>
          </div>
        ) : launched?.gameUrl ? (
          <iframe
            ref={frame}
            className="sports__frame"
            src={launched.gameUrl}
            title={launched.gameName}
            allow="autoplay; fullscreen"
            sandbox={GAME_SANDBOX}
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
