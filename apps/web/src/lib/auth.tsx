/**
 * The player's session as the gateway reports it (session.current): who is logged in, the sorted
 * wallets, KYC status and the after-login step. `RequirePlayer` guards player pages: a visitor goes to
 * /{lng}/login and comes back to the page after signing in.
 */
import { useCallback, type ReactNode } from 'react';
import { Navigate, useLocation } from './router';
import type { SessionView } from '@casino/gateway/router';
import { LoadingBlock } from '../components/ui/spinner';
import { localize, useLng } from './lng';
import { trpc } from './trpc';

export type Session = SessionView;
export type SessionUser = NonNullable<SessionView['user']>;
export type WalletView = SessionUser['wallets'][number];

/**
 * What the gateway said about this visit in the page's HTML (<html data-session>, apps/gateway/src/routes/
 * static.ts): a visitor's page when the request could not belong to a signed-in player (no live session
 * under its cookie). Read once at start and used only until session.current first answers: a later
 * login or logout in this page is known from the query itself, never from the stale attribute.
 */
let visitorHint = globalThis.document?.documentElement.dataset.session === 'visitor';
/**
 * The other way round: the request came with a live player session. A player's page then starts its
 * own calls beside session.current (RequirePlayer), read likewise only until that first answer.
 */
let playerHint = globalThis.document?.documentElement.dataset.session === 'player';

/**
 * A visitor's session as session.current answers it, as far as anything reads it before that answer
 * (loggedIn, user; currency and kyc are read with their defaults). Without the language the language
 * sync (app/app-shell.tsx) waits for the real answer, as before.
 */
const VISITOR = { loggedIn: false, user: null } as Partial<Session> as Session;

/** The session query's options, the same for every observer of it. */
const SESSION_QUERY = {
  staleTime: 15_000,
  refetchOnWindowFocus: true,
  placeholderData: () => (visitorHint ? VISITOR : undefined),
};

/**
 * The session. On a page the gateway served as a visitor's, a visitor's session stands in (placeholder
 * data: `isPlaceholderData`, never cached) until session.current answers, so the first screen (home
 * heading, login card, header buttons) renders at once; the real answer still comes and wins. On any
 * other page (a player's, or no hint) the query is pending until it answers, as before: a player never
 * sees a visitor's screen.
 */
export function useSession() {
  const query = trpc.session.current.useQuery(undefined, SESSION_QUERY);
  // The first real answer (or a login's setData) ends the hint for the rest of the page's life.
  if (query.data && !query.isPlaceholderData) visitorHint = playerHint = false;
  return query;
}

const loggedInOf = (session: Session) => session.loggedIn === true;

/**
 * Whether a player is signed in. It observes that one fact (`select`), so a component that asks only
 * this is not rendered again when the rest of the session changes (a balance pushed by the live
 * channel, the first answer replacing a visitor's stand-in with the same answer).
 */
export function useIsPlayer(): boolean {
  const { data } = trpc.session.current.useQuery(undefined, { ...SESSION_QUERY, select: loggedInOf });
  return data === true;
}

/** `?redirect=` target of the login page, kept same-site. */
export function safeRedirect(value: string | null): string | null {
  // Browsers read a backslash as a slash (a backslash after the first slash makes `//evil.example`),
  // and drop control characters: only a plain same-origin path is followed.
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  if ([...value].some((c) => c.charCodeAt(0) < 0x20)) return null;
  try {
    const url = new URL(value, window.location.origin);
    if (url.origin !== window.location.origin) return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}

export function loginPath(lng: Parameters<typeof localize>[0], from?: string): string {
  const base = localize(lng, '/login');
  return from ? `${base}?redirect=${encodeURIComponent(from)}` : base;
}

/**
 * True while session.current is on its way on a page the gateway served to a signed-in player: a
 * player's part of the page may then be rendered out of sight (OutOfSight), so its calls leave beside
 * the session's instead of one round trip after it. Usually the gateway has put the session view in the
 * page (lib/player-screen-data.ts): the session is then known at the first render and this is false;
 * it applies when the view did not come in time.
 */
export function expectingPlayer(session: { isPending: boolean; isPlaceholderData: boolean }): boolean {
  return playerHint && (session.isPending || session.isPlaceholderData);
}

const SHOWN = { display: 'contents' } as const;
const HIDDEN = { display: 'none' } as const;

/**
 * Its children shown (`display: contents`: no box of its own) or, while `hidden`, mounted out of sight
 * (not painted, not in the accessibility tree); shown later as the same elements, not mounted again.
 */
export function OutOfSight({ hidden, children }: { hidden: boolean; children: ReactNode }) {
  return <div style={hidden ? HIDDEN : SHOWN}>{children}</div>;
}

export function RequirePlayer({ children }: { children: ReactNode }) {
  const lng = useLng();
  const location = useLocation();
  const session = useSession();
  // A player's page waits for the real answer, never the visitor's stand-in.
  const waiting = session.isPending || session.isPlaceholderData;
  if (waiting && !expectingPlayer(session)) return <LoadingBlock />;
  if (!waiting && !session.data?.loggedIn) {
    return <Navigate to={loginPath(lng, location.pathname + location.search)} replace />;
  }
  // When the gateway saw a live session under this request's cookie, the page is rendered out of sight
  // while session.current is on its way, so its own calls leave in the same batch instead of one round
  // trip later; it is shown (the same elements, not mounted again) once the session says who is here.
  return (
    <>
      {waiting ? <LoadingBlock /> : null}
      <OutOfSight hidden={waiting}>{children}</OutOfSight>
    </>
  );
}

/** Refetches the session (balances, bind flags) after something changed them. */
export function useRefreshSession() {
  const utils = trpc.useUtils();
  return useCallback(() => utils.session.current.invalidate(), [utils]);
}
