/**
 * The session-ended explanation (./session-ended-dialog.tsx), loaded the first time a login ends under
 * the player, so no first page carries it.
 */
import { lazy, Suspense, useState } from 'react';
import { retryingImport } from '../../lib/lazy-when';
import { useSessionEnded } from '../../lib/session-ended';

const Explanation = lazy(() =>
  retryingImport(() => import('./session-ended-dialog')).then((m) => ({ default: m.SessionEndedDialog })),
);

export function SessionEndedDialog() {
  const notice = useSessionEnded();
  const [needed, setNeeded] = useState(false);
  if (!needed && notice !== null) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Explanation />
    </Suspense>
  );
}
