/**
 * Mounted once around every page (app/provider.tsx): the live channel while a player is signed in, a
 * chunk of its own loaded only then, and once the first screen is up (../page-settled.ts), so a
 * visitor's first page does not carry it and a player's does not wait for it. The reason a session
 * ended is shown by the shell's session-ended dialog (../session-ended.ts).
 */
import { lazy, Suspense } from 'react';
import { useSession } from '../auth';
import { retryingImport } from '../lazy-when';
import { usePageSettled } from '../page-settled';

const LiveChannel = lazy(() =>
  retryingImport(() => import('./live-channel')).then((m) => ({ default: m.LiveChannel })),
);

export function LiveRoot() {
  const session = useSession();
  // After the first screen: the stream starts from a snapshot, so nothing is missed meanwhile.
  const settled = usePageSettled();
  const loginName = session.data?.loggedIn ? session.data.user?.loginName : undefined;
  return (
    <Suspense fallback={null}>
      {settled && loginName && !session.isPlaceholderData ? (
        <LiveChannel key={loginName} loginName={loginName} />
      ) : null}
    </Suspense>
  );
}
