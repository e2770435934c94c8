/**
 * The terminal's own calls to the gateway (apps/gateway/src/kiosk): registration with the id and secret
 * the launcher passes in the URL fragment, who-am-I at start, and the heartbeat. Plain fetch: these are
 * not upstream calls and must work before anything else does.
 */
import { CLIENT_HEADER, TERMINAL_API } from '../config/env';
import {
  devTerminalHintIn,
  noteDevTerminalHint,
  noteRefusalStatement,
  statementInBody,
  type Statement,
} from './statements';

export interface TerminalInfo {
  terminalId: string;
  name: string;
  heartbeatMs: number;
  idleMs: number;
  warnMs: number;
  registerUrl: string | null;
  /** Reality check interval of responsible gaming (ms). */
  realityCheckMs: number;
  /** The venue's help line shown on the attract screen (empty: only the general notice). */
  helpLine: string;
  /** Money returned on this terminal that nobody acknowledged yet. */
  statement?: Statement | null;
  /**
   * A visit here ended unexpectedly and its money went back to its owner, who sees the statement at
   * their next sign-in: the screen says only that (no name, amount or reference).
   */
  notice?: { id: string; at: number } | null;
}

export interface Heartbeat {
  version: string;
  uptimeMs: number;
  openGames: { platformCode: string; gameId: string; name?: string; amount?: string }[];
  screen: 'attract' | 'signin' | 'play' | 'cashout' | 'offline' | 'refused' | 'locked';
  signedIn: boolean;
  /** The signed-in customer's login name, for the staff view. */
  customer: string | null;
  /** Money in the games right now (the whole platform wallets, counted once). */
  inGames: { amount: string; currency: string } | null;
  /** The last error the terminal met (a failed call, a script error), for the staff view. */
  lastError: string | null;
}

/** What the gateway answers a heartbeat: staff commands ride on it. */
export interface HeartbeatAnswer {
  ok: true;
  serverTime: number;
  /** Staff paused this terminal: cash out a customer, then show the paused screen. */
  locked: boolean;
  /** Staff asked for a reload (an id, so one request reloads once). */
  reload: string | null;
}

/** refused: the gateway answered that this terminal may not run; offline: no answer at all. */
export type TerminalResult<T> = { ok: true; value: T } | { ok: false; why: 'refused' | 'offline' };

async function call<T>(path: string, body?: unknown, timeoutMs = 8_000): Promise<TerminalResult<T>> {
  let res: Response;
  try {
    res = await fetch(`${TERMINAL_API}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { ...CLIENT_HEADER, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    return { ok: false, why: 'offline' };
  }
  if (res.status === 403) {
    // A refusal that ended a visit carries its statement: the refused screen shows it.
    const refusal: unknown = await res.json().catch(() => null);
    noteRefusalStatement(statementInBody(refusal));
    noteDevTerminalHint(devTerminalHintIn(refusal));
    return { ok: false, why: 'refused' };
  }
  if (!res.ok) return { ok: false, why: 'offline' };
  try {
    return { ok: true, value: (await res.json()) as T };
  } catch {
    return { ok: false, why: 'offline' };
  }
}

export const terminalApi = {
  register: (terminalId: string, secret: string) => call<TerminalInfo>('/register', { terminalId, secret }),
  whoAmI: (timeoutMs?: number) => call<TerminalInfo>('/terminal', undefined, timeoutMs),
  /** The customer has seen the terminal's statement. */
  ackStatement: (id: string) => call<{ ok: true }>('/statement-ack', { id }),
  /** `timeoutMs`: short when probing after a failure, so the offline screen shows within 2 s. */
  heartbeat: (hb: Heartbeat, timeoutMs?: number) => call<HeartbeatAnswer>('/heartbeat', hb, timeoutMs),
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
