/**
 * Mounted once around every page (app/provider.tsx): the live channel while a player is signed in, a
 * chunk of its own loaded only then, so a visitor's first page does not carry it, and after the first
 * paint (../first-paint.ts), so a player's first screen does not wait for it. The reason a session
 * ended is shown by the shell's session-ended dialog (../session-ended.ts).
 */
import { lazy, Suspense } from 'react';
import { useSession } from '../auth';
import { useFirstPaintDone } from '../first-paint';
import { retryingImport } from '../lazy-when';

const LiveChannel = lazy(() =>
  retryingImport(() => import('./live-channel')).then((m) => ({ default: m.LiveChannel })),
);

export function LiveRoot() {
  const session = useSession();
  const painted = useFirstPaintDone();
  const loginName = session.data?.loggedIn ? session.data.user?.loginName : undefined;
  return (
    <Suspense fallback={null}>
      {painted && loginName && !session.isPlaceholderData ? (
        <LiveChannel key={loginName} loginName={loginName} />
      ) : null}
    </Suspense>
  );
}
