/**
 * The shell's after-login dialogs (./after-login-dialogs.tsx), loaded the first time there is one to
 * show (a login or registration set the after-login state), so a visitor's first page does not carry them.
 */
import { lazy, Suspense, useState } from 'react';
import { useAfterLogin } from '../hooks/after-login-store';

const Dialogs = lazy(() => import('./after-login-dialogs').then((m) => ({ default: m.AfterLoginDialogs })));

export function AfterLoginDialogs() {
  const state = useAfterLogin();
  const [needed, setNeeded] = useState(false);
  if (!needed && (state.showRegisterSuccess || state.addInfoStep !== 0)) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Dialogs />
    </Suspense>
  );
}
