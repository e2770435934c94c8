/**
 * The shell's global dialogs (./global-dialogs.tsx), loaded the first time one opens (the error table
 * or the access check asked for it), so a first page does not carry them.
 */
import { useGlobalDialog } from '../../lib/global-dialogs';
import { lazyWhen } from '../../lib/lazy-when';

const useDialogOpen = () => useGlobalDialog() !== null;

export const GlobalDialogs = lazyWhen(
  () => import('./global-dialogs').then((m) => m.GlobalDialogs),
  useDialogOpen,
  { keep: true },
);
