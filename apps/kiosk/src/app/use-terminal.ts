/**
 * The terminal's life line to the gateway: registration (or who-am-I) at start, then the heartbeat
 * loop. A heartbeat that gets no answer, or any request failing at the network level, switches to the
 * offline state, which probes every couple of seconds and recovers on its own; a 403 means this
 * terminal is unknown or disabled and the app stops at the refused screen (still probing, so enabling
 * the terminal brings it back without a visit).
 */
import { useEffect, useRef, useState } from 'react';
import { KIOSK_VERSION, OFFLINE_PROBE_MS } from '../config/env';
import { onNetworkFailure } from '../lib/connectivity-bus';
import { kioskStatus, startedAt } from '../lib/kiosk-status';
import { takeLaunchCredentials, terminalApi, type TerminalInfo } from '../lib/terminal-api';

export type TerminalState =
  { phase: 'starting' } | { phase: 'refused' } | { phase: 'ready'; info: TerminalInfo; online: boolean };

function heartbeatBody() {
  return {
    version: KIOSK_VERSION,
    uptimeMs: Math.round(performance.now() - startedAt),
    openGames: kioskStatus.openGames.slice(0, 8),
    screen: kioskStatus.screen,
    signedIn: kioskStatus.signedIn,
  };
}

// Read once per page load (the fragment is removed at once), outside React's effects.
const launchCredentials = takeLaunchCredentials();

export function useTerminal(): TerminalState {
  const [state, setState] = useState<TerminalState>({ phase: 'starting' });
  const stateRef = useRef(state);
  stateRef.current = state;

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let inFlight = false;
    let info: TerminalInfo | null = null;
    const creds = launchCredentials;

    const schedule = (ms: number) => {
      clearTimeout(timer);
      if (!stopped) timer = setTimeout(() => void tick(), ms);
    };

    const tick = async () => {
      if (inFlight || stopped) return;
      inFlight = true;
      try {
        if (!info) {
          const r = creds
            ? await terminalApi.register(creds.terminalId, creds.secret)
            : await terminalApi.whoAmI();
          if (stopped) return;
          if (r.ok) {
            info = r.value;
            setState({ phase: 'ready', info, online: true });
            // Report at once, then at the configured rhythm.
            await terminalApi.heartbeat(heartbeatBody());
            schedule(info.heartbeatMs);
          } else if (r.why === 'refused') {
            kioskStatus.screen = 'refused';
            setState({ phase: 'refused' });
            schedule(OFFLINE_PROBE_MS * 5);
          } else {
            schedule(OFFLINE_PROBE_MS);
          }
          return;
        }
        const r = await terminalApi.heartbeat(heartbeatBody());
        if (stopped) return;
        if (r.ok) {
          setState((s) =>
            s.phase === 'ready' && s.online ? s : { phase: 'ready', info: info!, online: true },
          );
          schedule(info.heartbeatMs);
        } else if (r.why === 'refused') {
          info = null;
          kioskStatus.screen = 'refused';
          setState({ phase: 'refused' });
          schedule(OFFLINE_PROBE_MS * 5);
        } else {
          setState({ phase: 'ready', info: info, online: false });
          schedule(OFFLINE_PROBE_MS);
        }
      } finally {
        inFlight = false;
      }
    };

    void tick();
    const off = onNetworkFailure(() => {
      const s = stateRef.current;
      if (s.phase === 'ready' && s.online) schedule(0);
    });
    const onOnline = () => schedule(0);
    window.addEventListener('online', onOnline);
    return () => {
      stopped = true;
      clearTimeout(timer);
      off();
      window.removeEventListener('online', onOnline);
    };
  }, []);

  return state;
}
