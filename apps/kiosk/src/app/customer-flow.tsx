/**
 * One customer's visit, as a small state machine: attract -> sign-in -> play -> cash-out -> (reload)
 * attract. The idle warning runs on sign-in and play; on play its end is an automatic cash-out and
 * sign-out. Staff pausing the terminal (the staff view) cashes a playing customer out with the same
 * statement, then shows the paused screen until staff resume it. Every visit ends in `finishVisit`, which wipes what the browser holds and reloads to a
 * fresh attract screen, so nothing of one customer is visible to the next.
 *
 * Always a statement: the cash-out answers one (`gameWallets.returnAll`, reference and QR code); when
 * its answer is lost (the network went), the screen says so above the offline overlay and reads the
 * terminal's kept statement once the gateway answers again. At start, money that came back without the
 * customer pressing cash-out (a reload, the watchdog, a sweep, a session ended by the platform or a
 * refused terminal) is shown before the attract screen: the statements of a session found open, or the
 * terminal's kept one.
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toApiLanguage } from '@casino/shared/rules/constants';
import { CASHOUT_SCREEN_MS } from '../config/env';
import { endsSession, interpretError } from '../lib/errors';
import { kioskStatus } from '../lib/kiosk-status';
import { currentLanguage } from '../lib/i18n';
import { terminalApi, type TerminalInfo } from '../lib/terminal-api';
import { mergeStatements, type Statement } from '../lib/statements';
import { OwnerStatement, StatementScreen } from '../components/statement-card';
import { trpc } from '../lib/trpc';
import { liveCustomer, terminalStatement, useStore } from '../lib/live';
import { restartToAttract, startedByStaff, wipeCustomerTraces } from '../lib/wipe';
import { AttractScreen, RecoveredNotice } from '../features/attract/attract-screen';
import { LockedScreen } from '../features/status/status-screens';
import { PlayScreen } from '../features/play/play-screen';
import { WarmGameFrame } from '../features/play/warm-frame';
import { CashOutScreen, type CashOutState } from '../features/session/cashout-screen';
import { IdleWarning } from '../features/session/idle-warning';
import { useIdle } from '../features/session/use-idle';

// Sign-in (keyboard, QR code, captcha) is its own chunk, fetched while the attract loop runs.
const loadSignIn = () => import('../features/signin/signin-screen');
const SignInScreen = lazy(() => loadSignIn().then((m) => ({ default: m.SignInScreen })));

type Phase = 'boot' | 'statement' | 'notice' | 'attract' | 'signin' | 'play' | 'cashout' | 'locked';
/** How often activity may extend the gateway session (its kiosk idle time-out is minutes). */
const KEEPALIVE_MS = 60_000;
const IDLE_CASHOUT_SCREEN_MS = 5_000;

export function CustomerFlow({
  info,
  online,
  locked,
  onPhase,
}: {
  info: TerminalInfo;
  online: boolean;
  locked: boolean;
  /** The root hides the offline overlay on the cash-out screen (which says what it waits for). */
  onPhase?: (phase: string) => void;
}) {
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  const client = utils.client;
  const [phase, setPhase] = useState<Phase>('boot');
  const [cashout, setCashout] = useState<CashOutState>({ step: 'working' });
  const [bootStatement, setBootStatement] = useState<Statement | null>(null);
  const [bootNotice, setBootNotice] = useState<{ id: string; at: number } | null>(null);
  // Money returned while the customer was away (a crashed visit, a sweep): theirs to see after sign-in.
  const [ownerStatements, setOwnerStatements] = useState<Statement[]>([]);
  // While playing, the balance follows the platform's figures (and a session ended by the platform
  // is noticed) without the customer doing anything: the live channel writes them into this query.
  const session = trpc.session.current.useQuery(undefined, {
    enabled: phase === 'play',
    staleTime: 2_000,
  });
  const pushedStatement = useStore(terminalStatement);
  const ending = useRef(false);
  const lastKeepAlive = useRef(0);

  useEffect(() => {
    onPhase?.(phase);
    kioskStatus.screen = phase === 'boot' || phase === 'statement' || phase === 'notice' ? 'attract' : phase;
    kioskStatus.signedIn = phase === 'play';
    if (phase !== 'play') {
      kioskStatus.openGames = [];
      kioskStatus.inGames = null;
      kioskStatus.customer = null;
    }
    // Told once per phase change; a new onPhase callback alone is not a new phase.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phase]);
  const customer = session.data?.user?.loginName ?? null;
  useEffect(() => {
    if (phase === 'play') kioskStatus.customer = customer;
    // The terminal's live stream follows the customer's money while one plays.
    liveCustomer.set(phase === 'play' ? customer : null);
  }, [phase, customer]);

  const finishVisit = useCallback(async () => {
    await wipeCustomerTraces(queryClient);
    restartToAttract();
  }, [queryClient]);

  /**
   * Moves everything out of the games (the statement), signs out. `lost`: the answer did not come
   * (the network), so the statement is read from the terminal once the gateway answers again.
   */
  const cashOutAndSignOut = useCallback(
    async (
      reason: 'cashout' | 'restart' | 'staff-reload',
    ): Promise<{ statement: Statement | null; lost: boolean }> => {
      let statement: Statement | null = null;
      let lost = false;
      try {
        statement = await client.gameWallets.returnAll.mutate({ reason });
      } catch (err) {
        // A session already ended by the gateway took its money back itself (its statement is
        // the terminal's); anything else: the answer is lost.
        lost = !endsSession(interpretError(err));
      }
      await client.session.logout.mutate().catch(() => undefined);
      return { statement, lost };
    },
    [client],
  );

  /**
   * After a lost answer: waits for the gateway, then shows the statement of this cash-out. First the
   * terminal's kept statement (the gateway keeps the cash-out's for the terminal); without one of this
   * cash-out that shows money, the cash-out is sent again: it either never reached the gateway (it
   * happens now), or the gateway answers the statement it kept for this visit (same reference, with
   * anything the retry moved added), never an empty second answer in its place.
   */
  const recoverStatement = useCallback(
    async (since: number, currency: string, closeAfterMs: number, notice?: string) => {
      for (;;) {
        await new Promise((r) => setTimeout(r, 2_000));
        const who = await terminalApi.whoAmI(4_000);
        if (!who.ok) continue;
        const kept = who.value.statement && who.value.statement.at >= since ? who.value.statement : null;
        let statement = kept?.lines.length ? kept : null;
        if (!statement) {
          const again = await cashOutAndSignOut('cashout');
          if (again.lost) continue;
          // A session the gateway had ended meanwhile: the terminal's statement is the visit's.
          statement = again.statement ?? kept ?? (await keptStatement());
        } else await client.session.logout.mutate().catch(() => undefined);
        setCashout({
          step: 'done',
          statement,
          balance: statement?.cashBalances.find((c) => c.currency === currency)?.amount ?? null,
          currency,
          partial: false,
          closeAfterMs,
          ...(notice ? { notice } : {}),
        });
        return;
      }
    },
    [cashOutAndSignOut, client],
  );

  const endVisit = useCallback(
    async (reason: 'button' | 'idle' | 'staff') => {
      if (ending.current) return;
      ending.current = true;
      const currency = session.data?.currency ?? 'JPY';
      const started = Date.now() - 5_000;
      setCashout({ step: 'working' });
      setPhase('cashout');
      const closeAfterMs = reason === 'idle' ? IDLE_CASHOUT_SCREEN_MS : CASHOUT_SCREEN_MS;
      const notice = reason === 'staff' ? 'floor:locked.cashedOut' : undefined;
      const { statement, lost } = await cashOutAndSignOut('cashout');
      kioskStatus.signedIn = false;
      if (lost) {
        setCashout({ step: 'pending' });
        void recoverStatement(started, currency, closeAfterMs, notice);
        return;
      }
      // A session the gateway had already ended: its statement is the terminal's.
      const shown = statement ?? (await keptStatement());
      setCashout({
        step: 'done',
        statement: shown,
        balance: shown?.cashBalances.find((c) => c.currency === currency)?.amount ?? null,
        currency,
        partial: false,
        closeAfterMs,
        ...(notice ? { notice } : {}),
      });
    },
    [cashOutAndSignOut, recoverStatement, session.data?.currency],
  );

  // At start: a session left over from before a reload (watchdog, crash, power) is cashed out and
  // closed, never resumed: the customer in front of the screen may not be the one who signed in.
  // Whatever came back without a cash-out is shown first.
  useEffect(() => {
    let live = true;
    void (async () => {
      let shown: Statement | null = null;
      let notice: { id: string; at: number } | null = null;
      const acks: string[] = [];
      try {
        const view = await client.session.current.query();
        if (view.loggedIn) {
          const earlier = await client.gameWallets.statements.query().catch(() => ({ list: [] }));
          if (earlier.list.length)
            await client.gameWallets.ack
              .mutate({ ids: earlier.list.map((s) => s.id).slice(0, 20) })
              .catch(() => undefined);
          const { statement } = await cashOutAndSignOut(startedByStaff() ? 'staff-reload' : 'restart');
          const merged = mergeStatements([...earlier.list, ...(statement ? [statement] : [])]);
          // A staff reload: the page closing (and the restart) happened because staff asked.
          shown = merged && startedByStaff() ? { ...merged, reason: 'staff-reload' } : merged;
          if (statement) acks.push(statement.id);
        }
        if (!shown) {
          const who = await terminalApi.whoAmI();
          const kept = who.ok ? (who.value.statement ?? null) : null;
          // Also a cash-out whose screen a reload cut short: the customer still gets it.
          if (kept?.lines.length) shown = kept;
          else if (kept) acks.push(kept.id);
          // A visit that ended unexpectedly: its owner has the statement, the screen only the notice.
          if (!shown && who.ok && who.value.notice) notice = who.value.notice;
        }
        // Every visit starts in the default language, at the gateway too (CMS texts, messages).
        const wanted = toApiLanguage(currentLanguage());
        const now = await client.session.current.query();
        if (now.language !== wanted) await client.session.setLanguage.mutate({ language: wanted });
      } catch {
        // offline at start: the offline screen shows; attract waits behind it
      }
      // Nothing to show: the terminal's kept statement is done with (a shown one when confirmed).
      for (const id of acks) await terminalApi.ackStatement(id).catch(() => undefined);
      if (!live) return;
      if (shown) {
        setBootStatement(shown);
        setPhase('statement');
      } else if (notice) {
        setBootNotice(notice);
        setPhase('notice');
      } else setPhase('attract');
    })();
    return () => {
      live = false;
    };
  }, [client, cashOutAndSignOut]);

  // Money that came back while the attract screen shows (the gateway recovered a crashed visit's games
  // after the restart): its statement is shown as soon as the live channel brings it.
  useEffect(() => {
    if (phase === 'attract' && pushedStatement?.lines.length && bootStatement?.id !== pushedStatement.id) {
      setBootStatement(pushedStatement);
      setPhase('statement');
    }
  }, [phase, pushedStatement, bootStatement]);

  // Staff paused the terminal: a playing customer is cashed out (with the statement), anyone else
  // goes; resumed, the terminal starts fresh.
  useEffect(() => {
    if (locked) {
      if (phase === 'play') void endVisit('staff');
      else if (phase === 'attract' || phase === 'signin') setPhase('locked');
    } else if (phase === 'locked') void finishVisit();
  }, [locked, phase, endVisit, finishVisit]);

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

  // Ended by the gateway (the platform disabled the player, a revoked session): the money came back
  // there; the next start shows its statement.
  const sessionGone =
    phase === 'play' &&
    ((session.data && !session.data.loggedIn) ||
      (session.error !== null && endsSession(interpretError(session.error))));

  if (phase === 'boot') return null;
  if (phase === 'statement' && bootStatement)
    return (
      <StatementScreen
        statement={bootStatement}
        onDone={() => {
          // Seen: the terminal's copy goes (until then a reload shows it again).
          void terminalApi.ackStatement(bootStatement.id).catch(() => undefined);
          setPhase('attract');
        }}
      />
    );
  if (phase === 'notice' && bootNotice)
    return (
      <>
        <AttractScreen onStart={() => undefined} helpLine={info.helpLine} />
        <RecoveredNotice
          onDone={() => {
            void terminalApi.ackStatement(bootNotice.id).catch(() => undefined);
            setPhase('attract');
          }}
        />
      </>
    );
  if (phase === 'locked') return <LockedScreen />;
  if (phase === 'attract') {
    void loadSignIn();
    return <AttractScreen onStart={() => setPhase('signin')} helpLine={info.helpLine} />;
  }
  if (phase === 'cashout')
    return (
      <CashOutScreen
        state={cashout}
        online={online}
        onFinish={() => {
          // The customer has the statement (screen, QR code): the terminal's copy is done with.
          const id = cashout.step === 'done' ? cashout.statement?.id : undefined;
          void (id ? terminalApi.ackStatement(id) : Promise.resolve()).finally(() => void finishVisit());
        }}
      />
    );

  return (
    <>
      {/* From the sign-in on, the games' origin is warm for the first game (one element for both). */}
      <WarmGameFrame />
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
              // Money that came back while the customer was away: their statement, first thing.
              void client.gameWallets.statements
                .query()
                .then((r) => setOwnerStatements(r.list.filter((s) => s.lines.length > 0)))
                .catch(() => undefined);
              setPhase('play');
            }}
          />
        </Suspense>
      ) : sessionGone ? (
        <SessionGone onGone={() => void finishVisit()} />
      ) : session.data?.user ? (
        <PlayScreen
          terminalId={info.terminalId}
          loginName={session.data.user.loginName}
          currency={session.data.currency}
          wallets={session.data.user.wallets}
          realityCheckMs={info.realityCheckMs}
          onCashOut={() => void endVisit('button')}
          onSessionEnded={() => void finishVisit()}
          onMoneyReturned={() => void session.refetch()}
        />
      ) : null}
      {phase === 'play' && ownerStatements[0] ? (
        <OwnerStatement
          statement={ownerStatements[0]}
          onDone={() => {
            const seen = ownerStatements[0]!;
            void client.gameWallets.ack.mutate({ ids: [seen.id] }).catch(() => undefined);
            setOwnerStatements((list) => list.slice(1));
          }}
        />
      ) : null}
      {idle.warning && idle.secondsLeft !== null ? (
        <IdleWarning
          secondsLeft={idle.secondsLeft}
          signedIn={phase === 'play'}
          onCashOutNow={() => void endVisit('button')}
          onBackNow={() => void finishVisit()}
        />
      ) : null}
    </>
  );
}

/** The terminal's kept statement (null when the gateway does not answer). */
async function keptStatement(): Promise<Statement | null> {
  const who = await terminalApi.whoAmI();
  return who.ok ? (who.value.statement ?? null) : null;
}

function SessionGone({ onGone }: { onGone: () => void }) {
  useEffect(onGone, [onGone]);
  return null;
}
