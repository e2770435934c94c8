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

export function useSession() {
  return trpc.session.current.useQuery(undefined, {
    staleTime: 15_000,
    refetchOnWindowFocus: true,
  });
}

export function useIsPlayer(): boolean {
  const { data } = useSession();
  return data?.loggedIn === true;
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

export function RequirePlayer({ children }: { children: ReactNode }) {
  const lng = useLng();
  const location = useLocation();
  const session = useSession();
  if (session.isPending) return <LoadingBlock />;
  if (!session.data?.loggedIn) {
    return <Navigate to={loginPath(lng, location.pathname + location.search)} replace />;
  }
  return <>{children}</>;
}

/** Refetches the session (balances, bind flags) after something changed them. */
export function useRefreshSession() {
  const utils = trpc.useUtils();
  return useCallback(() => utils.session.current.invalidate(), [utils]);
}
