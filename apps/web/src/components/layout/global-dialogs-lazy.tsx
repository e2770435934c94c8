/**
 * The shell's global dialogs (./global-dialogs.tsx), loaded the first time one opens (the error table
 * or the access check asked for it), so a first page does not carry them.
 */
import { lazy, Suspense, useState } from 'react';
import { useGlobalDialog } from '../../lib/global-dialogs';

const Dialogs = lazy(() => import('./global-dialogs').then((m) => ({ default: m.GlobalDialogs })));

export function GlobalDialogs() {
  const open = useGlobalDialog();
  const [needed, setNeeded] = useState(false);
  if (!needed && open !== null) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Dialogs />
    </Suspense>
  );
}
