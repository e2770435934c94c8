/**
 * The terminal's life line to the gateway: registration (or who-am-I) at start, then the heartbeat
 * loop. Any call failing at the network level (a tRPC call, a heartbeat, the browser going offline)
 * triggers a short probe at once, and a failed probe shows the offline screen, so it shows within 2 s
 * of the first failed call instead of at the next heartbeat; offline, it probes every couple of
 * seconds and recovers on its own. A 403 means this terminal is unknown or disabled and the app
 * stops at the refused screen (still probing, so enabling the terminal brings it back without a
 * visit). Staff commands (pause, reload) ride on the heartbeat's answer too; the live channel
 * (lib/live.tsx) brings them at once and asks for a heartbeat now.
 */
import { useEffect, useRef, useState } from 'react';
import { KIOSK_VERSION, OFFLINE_PROBE_MS, PROBE_TIMEOUT_MS } from '../config/env';
import { onNetworkFailure } from '../lib/connectivity-bus';
import { BEAT_NOW_EVENT } from '../lib/live';
import { kioskStatus, startedAt } from '../lib/kiosk-status';
import {
  takeLaunchCredentials,
  terminalApi,
  type HeartbeatAnswer,
  type TerminalInfo,
} from '../lib/terminal-api';

export type TerminalState =
  | { phase: 'starting' }
  | { phase: 'refused' }
  | { phase: 'ready'; info: TerminalInfo; online: boolean; locked: boolean };

function heartbeatBody() {
  return {
    version: KIOSK_VERSION,
    uptimeMs: Math.round(performance.now() - startedAt),
    openGames: kioskStatus.openGames.slice(0, 8),
    screen: kioskStatus.screen,
    signedIn: kioskStatus.signedIn,
    customer: kioskStatus.customer,
    inGames: kioskStatus.inGames,
    lastError: kioskStatus.lastError,
  };
}

// Read once per page load (the fragment is removed at once), outside React's effects.
const launchCredentials = takeLaunchCredentials();

export function useTerminal(opts: { onReload?: () => void } = {}): TerminalState {
  const [state, setState] = useState<TerminalState>({ phase: 'starting' });
  const stateRef = useRef(state);
  stateRef.current = state;
  const onReload = useRef(opts.onReload);
  onReload.current = opts.onReload;

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let inFlight = false;
    let again = false;
    let info: TerminalInfo | null = null;
    const creds = launchCredentials;

    const schedule = (ms: number) => {
      clearTimeout(timer);
      if (!stopped) timer = setTimeout(() => void tick(), ms);
    };

    const answered = (a: HeartbeatAnswer) => {
      setState((s) =>
        s.phase === 'ready' && s.online && s.locked === a.locked
          ? s
          : { phase: 'ready', info: info!, online: true, locked: a.locked },
      );
      // The gateway hands a reload command out once.
      if (a.reload) onReload.current?.();
    };

    const tick = async (timeoutMs?: number) => {
      if (stopped) return;
      if (inFlight) {
        again = true;
        return;
      }
      inFlight = true;
      try {
        if (!info) {
          const r = creds
            ? await terminalApi.register(creds.terminalId, creds.secret)
            : await terminalApi.whoAmI();
          if (stopped) return;
          if (r.ok) {
            info = r.value;
            setState({ phase: 'ready', info, online: true, locked: false });
            // Report at once, then at the configured rhythm.
            const hb = await terminalApi.heartbeat(heartbeatBody());
            if (hb.ok) answered(hb.value);
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
        const r = await terminalApi.heartbeat(heartbeatBody(), timeoutMs);
        if (stopped) return;
        if (r.ok) {
          answered(r.value);
          schedule(info.heartbeatMs);
        } else if (r.why === 'refused') {
          info = null;
          kioskStatus.screen = 'refused';
          setState({ phase: 'refused' });
          schedule(OFFLINE_PROBE_MS * 5);
        } else {
          setState((s) =>
            s.phase === 'ready' && !s.online
              ? s
              : { phase: 'ready', info: info!, online: false, locked: s.phase === 'ready' && s.locked },
          );
          schedule(OFFLINE_PROBE_MS);
        }
      } finally {
        inFlight = false;
        if (again && !stopped) {
          again = false;
          clearTimeout(timer);
          void tick(PROBE_TIMEOUT_MS);
        }
      }
    };

    void tick();
    // A failed call: probe now, with a short time-out, instead of waiting for the next heartbeat.
    const probeNow = () => {
      const s = stateRef.current;
      if (s.phase === 'ready' && s.online) {
        clearTimeout(timer);
        void tick(PROBE_TIMEOUT_MS);
      }
    };
    const off = onNetworkFailure(probeNow);
    const onOnline = () => schedule(0);
    window.addEventListener('online', onOnline);
    // The live channel says staff sent a command: the heartbeat's answer carries it (a reload, once).
    window.addEventListener(BEAT_NOW_EVENT, onOnline);
    window.addEventListener('offline', probeNow);
    return () => {
      stopped = true;
      clearTimeout(timer);
      off();
      window.removeEventListener('online', onOnline);
      window.removeEventListener(BEAT_NOW_EVENT, onOnline);
      window.removeEventListener('offline', probeNow);
    };
  }, []);

  return state;
}
