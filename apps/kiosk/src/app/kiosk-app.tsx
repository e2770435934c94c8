/**
 * The terminal's root: the terminal state (starting, refused, ready and online or offline), the
 * watchdog's pulse, and the customer flow. The offline overlay covers whatever runs and lifts itself
 * when the gateway answers again.
 */
import { useEffect, useState } from 'react';
import { noteError } from '../lib/kiosk-status';
import { beat } from '../lib/watchdog';
import { restartToAttract, wipeCustomerTraces } from '../lib/wipe';
import { CustomerFlow } from './customer-flow';
import { TerminalLive, terminalPaused, useStore } from '../lib/live';
import { useTerminal } from './use-terminal';
import { OfflineOverlay, RefusedScreen, StartingScreen } from '../features/status/status-screens';

const PULSE_MS = 5_000;

// Staff asked for a reload: a fresh document (a customer's session found at start is cashed out).
const reloadForStaff = () => {
  void wipeCustomerTraces().then(() => restartToAttract({ staff: true }));
};

export function KioskApp() {
  const terminal = useTerminal({ onReload: reloadForStaff });
  // The staff view shows the last error the terminal met.
  useEffect(() => {
    const onError = (e: ErrorEvent) => noteError(`script: ${e.message}`);
    const onRejection = (e: PromiseRejectionEvent) =>
      noteError(`promise: ${e.reason instanceof Error ? e.reason.message : String(e.reason)}`);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  const offline = terminal.phase === 'ready' && !terminal.online;
  // A pause or resume reaches the terminal over the live channel at once; until the channel has said
  // anything, the heartbeat's answer counts.
  const paused = useStore(terminalPaused);
  // The cash-out screen says itself what it waits for: the overlay never hides its warning.
  const [phase, setPhase] = useState('boot');
  useEffect(() => {
    if (offline) noteError('offline: the gateway did not answer');
  }, [offline]);
  // The watchdog's pulse needs a React commit: a wedged tree stops it.
  const [pulse, setPulse] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setPulse((p) => p + 1), PULSE_MS);
    return () => clearInterval(timer);
  }, []);
  useEffect(beat, [pulse]);

  if (terminal.phase === 'starting') return <StartingScreen />;
  if (terminal.phase === 'refused') return <RefusedScreen />;
  return (
    <>
      <TerminalLive />
      <CustomerFlow
        info={terminal.info}
        online={terminal.online}
        locked={paused ?? terminal.locked}
        onPhase={setPhase}
      />
      {terminal.online || phase === 'cashout' ? null : <OfflineOverlay />}
    </>
  );
}
