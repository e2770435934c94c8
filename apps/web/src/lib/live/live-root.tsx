/**
 * Mounted once around every page (app/provider.tsx): the live channel while a player is signed in, and
 * the reason a session ended once it did. Both are chunks of their own, loaded only when needed, so a
 * visitor's first page carries neither.
 */
import { lazy, Suspense } from 'react';
import { useSession } from '../auth';
import { useExternalStore } from '../external-store';
import { sessionEndedReason } from '../session-ended';

const LiveChannel = lazy(() => import('./live-channel').then((m) => ({ default: m.LiveChannel })));
const SessionEndedNotice = lazy(() =>
  import('./session-ended-notice').then((m) => ({ default: m.SessionEndedNotice })),
);

export function LiveRoot() {
  const session = useSession();
  const loginName = session.data?.loggedIn ? session.data.user?.loginName : undefined;
  const ended = useExternalStore(sessionEndedReason);
  return (
    <Suspense fallback={null}>
      {loginName && !session.isPlaceholderData ? <LiveChannel key={loginName} loginName={loginName} /> : null}
      {ended ? <SessionEndedNotice reason={ended} /> : null}
    </Suspense>
  );
}
