/**
 * The shell's after-login dialogs (./after-login-dialogs.tsx), loaded the first time there is one to
 * show (a login or registration set the after-login state), so a visitor's first page does not carry them.
 */
import { lazyWhen } from '../../../lib/lazy-when';
import { useAfterLogin } from '../hooks/after-login-store';

function useDialogDue() {
  const state = useAfterLogin();
  return state.showRegisterSuccess || state.addInfoStep !== 0;
}

export const AfterLoginDialogs = lazyWhen(
  () => import('./after-login-dialogs').then((m) => m.AfterLoginDialogs),
  useDialogDue,
  { keep: true },
);
