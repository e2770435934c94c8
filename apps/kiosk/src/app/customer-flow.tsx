/**
 * One customer's visit, as a small state machine: attract -> sign-in -> play -> cash-out -> (reload)
 * attract. The idle warning runs on sign-in and play; on play its end is an automatic cash-out and
 * sign-out. Every visit ends in `finishVisit`, which wipes what the browser holds and reloads to a
 * fresh attract screen, so nothing of one customer is visible to the next.
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { clientOrderId } from '@casino/ui/game-session';
import { toApiLanguage } from '@casino/shared/rules/constants';
import { CASHOUT_SCREEN_MS } from '../config/env';
import { endsSession, interpretError } from '../lib/errors';
import { kioskStatus } from '../lib/kiosk-status';
import { currentLanguage } from '../lib/i18n';
import type { TerminalInfo } from '../lib/terminal-api';
import { trpc } from '../lib/trpc';
import { restartToAttract, wipeCustomerTraces } from '../lib/wipe';
import { AttractScreen } from '../features/attract/attract-screen';
import { PlayScreen } from '../features/play/play-screen';
import { CashOutScreen, type CashOutState } from '../features/session/cashout-screen';
import { IdleWarning } from '../features/session/idle-warning';
import { useIdle } from '../features/session/use-idle';

// Sign-in (keyboard, QR code, captcha) is its own chunk, fetched while the attract loop runs.
const loadSignIn = () => import('../features/signin/signin-screen');
const SignInScreen = lazy(() => loadSignIn().then((m) => ({ default: m.SignInScreen })));

type Phase = 'boot' | 'attract' | 'signin' | 'play' | 'cashout';
/** How often activity may extend the gateway session (its kiosk idle time-out is minutes). */
const KEEPALIVE_MS = 60_000;
const IDLE_CASHOUT_SCREEN_MS = 5_000;

export function CustomerFlow({ info, online }: { info: TerminalInfo; online: boolean }) {
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  const client = utils.client;
  const [phase, setPhase] = useState<Phase>('boot');
  const [cashout, setCashout] = useState<CashOutState>({ step: 'working' });
  const session = trpc.session.current.useQuery(undefined, { enabled: phase === 'play', staleTime: 5_000 });
  const ending = useRef(false);
  const lastKeepAlive = useRef(0);

  useEffect(() => {
    kioskStatus.screen = phase === 'boot' ? 'attract' : phase;
    kioskStatus.signedIn = phase === 'play';
    if (phase !== 'play') kioskStatus.openGames = [];
  }, [phase]);

  const finishVisit = useCallback(async () => {
    await wipeCustomerTraces(queryClient);
    restartToAttract();
  }, [queryClient]);

  /** Moves everything out of the games, reads the final balance, signs out. */
  const cashOutAndSignOut = useCallback(
    async (currency: string) => {
      let balance: string | null = null;
      let partial = false;
      try {
        const r = await client.games.transferOutAll.mutate({ clientOrderId: clientOrderId() });
        balance = r.cashBalances.find((c) => c.currency === currency)?.amount ?? null;
      } catch (err) {
        partial = !endsSession(interpretError(err));
      }
      if (balance === null && !partial) {
        try {
          const view = await client.session.current.query();
          balance = view.user?.wallets.find((w) => w.currency === currency)?.amount ?? null;
        } catch {
          // the balance is only shown; the money is safe in the account either way
        }
      }
      await client.session.logout.mutate().catch(() => undefined);
      return { balance, partial };
    },
    [client],
  );

  const endVisit = useCallback(
    async (reason: 'button' | 'idle') => {
      if (ending.current) return;
      ending.current = true;
      const currency = session.data?.currency ?? 'JPY';
      setCashout({ step: 'working' });
      setPhase('cashout');
      const { balance, partial } = await cashOutAndSignOut(currency);
      kioskStatus.signedIn = false;
      setCashout({
        step: 'done',
        balance,
        currency,
        partial,
        closeAfterMs: reason === 'idle' ? IDLE_CASHOUT_SCREEN_MS : CASHOUT_SCREEN_MS,
      });
    },
    [cashOutAndSignOut, session.data?.currency],
  );

  // At start: a session left over from before a reload (watchdog, crash, power) is cashed out and
  // closed, never resumed: the customer in front of the screen may not be the one who signed in.
  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const view = await client.session.current.query();
        if (view.loggedIn) await cashOutAndSignOut(view.currency);
        // Every visit starts in the default language, at the gateway too (CMS texts, messages).
        const wanted = toApiLanguage(currentLanguage());
        if (view.language !== wanted) await client.session.setLanguage.mutate({ language: wanted });
      } catch {
        // offline at start: the offline screen shows; attract waits behind it
      }
      if (live) setPhase('attract');
    })();
    return () => {
      live = false;
    };
  }, [client, cashOutAndSignOut]);

  const idle = useIdle({
    enabled: online && (phase === 'signin' || phase === 'play'),
    idleMs: info.idleMs,
    warnMs: info.warnMs,
    onTimeout: () => {
      if (phase === 'play') void endVisit('idle');
      else void finishVisit();
    },
    onActivity: () => {
      if (phase !== 'play' || Date.now() - lastKeepAlive.current < KEEPALIVE_MS) return;
      lastKeepAlive.current = Date.now();
      client.session.heartbeat.mutate().catch((err: unknown) => {
        if (endsSession(interpretError(err))) void finishVisit();
      });
    },
  });

  if (phase === 'boot') return null;
  if (phase === 'attract') {
    void loadSignIn();
    return <AttractScreen onStart={() => setPhase('signin')} />;
  }
  if (phase === 'cashout') return <CashOutScreen state={cashout} onFinish={() => void finishVisit()} />;

  return (
    <>
      {phase === 'signin' ? (
        <Suspense fallback={null}>
          <SignInScreen
            terminalId={info.terminalId}
            registerUrl={info.registerUrl}
            onBack={() => void finishVisit()}
            onSignedIn={(view) => {
              utils.session.current.setData(undefined, view);
              // Upstream messages follow the language the customer chose on the terminal.
              const wanted = toApiLanguage(currentLanguage());
              if (view.language !== wanted)
                void client.session.setLanguage.mutate({ language: wanted }).catch(() => undefined);
              lastKeepAlive.current = Date.now();
              setPhase('play');
            }}
          />
        </Suspense>
      ) : session.data?.user ? (
        <PlayScreen
          terminalId={info.terminalId}
          loginName={session.data.user.loginName}
          currency={session.data.currency}
          wallets={session.data.user.wallets}
          onCashOut={() => void endVisit('button')}
          onSessionEnded={() => void finishVisit()}
        />
      ) : session.data && !session.data.loggedIn ? (
        <SessionGone onGone={() => void finishVisit()} />
      ) : null}
      {idle.warning && idle.secondsLeft !== null ? (
        <IdleWarning
          secondsLeft={idle.secondsLeft}
          signedIn={phase === 'play'}
          onCashOutNow={() => void endVisit('button')}
        />
      ) : null}
    </>
  );
}

function SessionGone({ onGone }: { onGone: () => void }) {
  useEffect(onGone, [onGone]);
  return null;
}
