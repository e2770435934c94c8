/**
 * The terminal's root: the terminal state (starting, refused, ready and online or offline), the
 * watchdog's pulse, and the customer flow. The offline overlay covers whatever runs and lifts itself
 * when the gateway answers again.
 */
import { useEffect, useState } from 'react';
import { beat } from '../lib/watchdog';
import { CustomerFlow } from './customer-flow';
import { useTerminal } from './use-terminal';
import { OfflineOverlay, RefusedScreen, StartingScreen } from '../features/status/status-screens';

const PULSE_MS = 5_000;

export function KioskApp() {
  const terminal = useTerminal();
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
      <CustomerFlow info={terminal.info} online={terminal.online} />
      {terminal.online ? null : <OfflineOverlay />}
    </>
  );
}
