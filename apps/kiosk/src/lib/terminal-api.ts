/**
 * The terminal's own calls to the gateway (apps/gateway/src/kiosk): registration with the id and secret
 * the launcher passes in the URL fragment, who-am-I at start, and the heartbeat. Plain fetch: these are
 * not upstream calls and must work before anything else does.
 */
import { CLIENT_HEADER, TERMINAL_API } from '../config/env';

export interface TerminalInfo {
  terminalId: string;
  name: string;
  heartbeatMs: number;
  idleMs: number;
  warnMs: number;
  registerUrl: string | null;
}

export interface Heartbeat {
  version: string;
  uptimeMs: number;
  openGames: { platformCode: string; gameId: string }[];
  screen: 'attract' | 'signin' | 'play' | 'cashout' | 'offline' | 'refused';
  signedIn: boolean;
}

/** refused: the gateway answered that this terminal may not run; offline: no answer at all. */
export type TerminalResult<T> = { ok: true; value: T } | { ok: false; why: 'refused' | 'offline' };

async function call<T>(path: string, body?: unknown): Promise<TerminalResult<T>> {
  let res: Response;
  try {
    res = await fetch(`${TERMINAL_API}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { ...CLIENT_HEADER, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      cache: 'no-store',
      signal: AbortSignal.timeout(8_000),
    });
  } catch {
    return { ok: false, why: 'offline' };
  }
  if (res.status === 403) return { ok: false, why: 'refused' };
  if (!res.ok) return { ok: false, why: 'offline' };
  try {
    return { ok: true, value: (await res.json()) as T };
  } catch {
    return { ok: false, why: 'offline' };
  }
}

export const terminalApi = {
  register: (terminalId: string, secret: string) => call<TerminalInfo>('/register', { terminalId, secret }),
  whoAmI: () => call<TerminalInfo>('/terminal'),
  heartbeat: (hb: Heartbeat) => call<{ ok: true; serverTime: number }>('/heartbeat', hb),
};

/**
 * Credentials handed over by the launcher as `#terminal=<id>&secret=<secret>` (a fragment never
 * reaches a server log or a Referer). Read once and removed from the address at once.
 */
export function takeLaunchCredentials(): { terminalId: string; secret: string } | null {
  const hash = window.location.hash.replace(/^#/, '');
  if (!hash) return null;
  const params = new URLSearchParams(hash);
  const terminalId = params.get('terminal');
  const secret = params.get('secret');
  window.history.replaceState(null, '', window.location.pathname + window.location.search);
  return terminalId && secret ? { terminalId, secret } : null;
}
