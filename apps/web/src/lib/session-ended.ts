/**
 * What the site does when a player's login ends without them logging out (expired, ended on another
 * device, account disabled or login revoked): the gateway has already moved the money in games back to
 * cash when it ended the session, so the page forgets the session at once (game pages close, nothing
 * keeps a game alive), goes to the login page and tells the player why, in the page's language.
 *
 * `handleSessionEnded(reason)` is the one entry: the failed-call path (error-handler.ts, a cleared
 * session) calls it, and so does the live channel's `session-ended` event (live/live-channel.tsx) with
 * the gateway's reason (idle, password changed, signed out elsewhere...), told in namespace `live`. `watchSessionEnd` (query-client.ts)
 * also catches a session that answers logged-out while the page thought it was a player's, unless the
 * player just pressed log out.
 */
import type { QueryClient } from '@tanstack/react-query';
import { DEFAULT_LANGUAGE } from '@casino/shared/rules/constants';
import { SESSION_END_REASONS, type SessionEndReason } from '@casino/shared/live/session-end-reasons';
import { externalStore, useExternalStore } from './external-store';
import { languageFromPath, localize } from './lng';
import { navigateTo } from './navigation';
import { sessionCleared } from './session-cleared';

/**
 * The reasons the player is told apart: those of a refused call (namespace auth) and those the live
 * channel pushes (namespace live); any other reason reads as 'session-ended'.
 */
export const SESSION_ENDED_REASONS = ['session-ended', 'session-invalid', 'elsewhere'] as const;
export type SessionEndedReason = (typeof SESSION_ENDED_REASONS)[number] | SessionEndReason;
const KNOWN: readonly string[] = [...SESSION_ENDED_REASONS, ...SESSION_END_REASONS];
/** Whether the reason's text is the live channel's (namespace live) rather than a refused call's. */
export const isLiveReason = (reason: SessionEndedReason): reason is SessionEndReason =>
  (SESSION_END_REASONS as readonly string[]).includes(reason) && reason !== 'session-invalid';

export interface SessionEndedNotice {
  reason: SessionEndedReason;
  at: number;
}

const store = externalStore<SessionEndedNotice | null>(null);
/** Whether this page has seen a player's session: a visitor's refused call is no "your login ended". */
let player = false;

/**
 * A pushed reason that a refused call also tells, under its own name: the player reads the same words
 * whichever of the two reaches the page first.
 */
const SAME_AS_REFUSED: Partial<Record<string, SessionEndedReason>> = {
  'player-disabled': 'session-invalid',
  'logged-out-elsewhere': 'elsewhere',
};

function normalise(reason: string | undefined): SessionEndedReason {
  const known = KNOWN.includes(reason ?? '') ? (reason as SessionEndedReason) : 'session-ended';
  return SAME_AS_REFUSED[known] ?? known;
}

/**
 * Whether a refused call is a player's login ending (the error handler asks before explaining): the
 * page showed a player's session until now, or is explaining an ending that this call may tell more of.
 */
export function wasPlayer(): boolean {
  return player || store.get() !== null;
}

/**
 * The player's login ended: forget the session (every query asks again, game pages close), go to the
 * login page (back here after logging in) and explain why. Once per ending: a second signal of the
 * same ending (the failed call, then the logged-out answer) changes nothing.
 */
export function handleSessionEnded(reason?: string): void {
  const current = store.get();
  const next = normalise(reason);
  player = false;
  if (current && Date.now() - current.at < 30_000) {
    // The same ending, told twice (a logged-out answer first, the refused call's reason after): the
    // more precise reason wins.
    if (current.reason === 'session-ended' && next !== current.reason)
      store.set({ ...current, reason: next });
    return;
  }
  store.set({ reason: next, at: Date.now() });
  sessionCleared();
  const lng = languageFromPath(window.location.pathname) ?? DEFAULT_LANGUAGE;
  if (/\/login\/?$/.test(window.location.pathname)) return;
  const here = window.location.pathname + window.location.search;
  navigateTo(`${localize(lng, '/login')}?redirect=${encodeURIComponent(here)}`, { replace: true });
}

export function dismissSessionEnded(): void {
  store.set(null);
}

export function useSessionEnded(): SessionEndedNotice | null {
  return useExternalStore(store);
}

const isSessionCurrent = (key: readonly unknown[]) => {
  const path = key[0];
  return Array.isArray(path) && path[0] === 'session' && path[1] === 'current';
};

/**
 * Watches session.current in the cache: a player's session that answers logged-out, with no log-out
 * of the player's own under way or just done, ended elsewhere or expired.
 */
export function watchSessionEnd(client: QueryClient): void {
  client.getQueryCache().subscribe((event) => {
    // Only a new answer counts (a failed or invalidated query keeps its last, logged-in data).
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (!isSessionCurrent(event.query.queryKey)) return;
    const data = event.query.state.data as { loggedIn?: boolean } | undefined;
    if (data === undefined) return;
    if (data.loggedIn === true) {
      player = true;
      // Logged in again: the explanation of the last ending has done its job.
      if (store.get()) store.set(null);
      return;
    }
    if (!player) return;
    player = false;
    const loggingOut = client
      .getMutationCache()
      .findAll({ mutationKey: [['session', 'logout']] })
      .some((m) => m.state.status === 'pending' || Date.now() - m.state.submittedAt < 10_000);
    if (!loggingOut) handleSessionEnded('session-ended');
  });
}
