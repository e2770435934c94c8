/**
 * The page frame of every /{lng}/ page: skip link, header, main landmark, footer, the toasts and the
 * global dialogs. It also runs the access check (common.checkIp) once per visit: access type 2 goes to
 * /403, a region limit opens the limit-login dialog and disables the login and registration forms.
 */
import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useNavigate } from '../lib/router';
import { useTranslation } from 'react-i18next';
import { setAccessState } from '../lib/access-limit';
import { openGlobalDialog } from '../lib/global-dialogs';
import { trpc } from '../lib/trpc';
import { useSession } from '../lib/auth';
import { useLng } from '../lib/lng';
import { useFirstPaintDone } from '../lib/first-paint';
import { toApiLanguage } from '@casino/shared/rules/constants';
import { ToastViewport } from '../components/ui/toast-viewport';
import { LoadingBlock } from '../components/ui/spinner';
import { Footer } from '../components/layout/footer';
import { GlobalDialogs } from '../components/layout/global-dialogs-lazy';
import { SessionEndedDialog } from '../components/layout/session-ended-dialog-lazy';
import { Header } from '../components/layout/header';
import { ReturnedMoneyNotice } from '../components/layout/returned-money-notice-lazy';
import { LoadingBar } from '../components/layout/loading-bar';
import { ConnectionBanner } from '../components/layout/connection-banner';
import { AfterLoginDialogs } from '../features/auth/components/after-login-dialogs-lazy';
import { DepositSuccessNotice } from '../features/wallet/components/deposit-success-notice';
import '../components/layout/shell.css';
import { ScrollRestoration } from './scroll-restoration';

/** Reads the checkIp verdict; the schema names it `accessLimit` (bool) and `accessType` (2 = denied). */
function accessVerdict(data: unknown): 'ok' | 'limited' | 'denied' {
  const d = (data ?? {}) as { accessLimit?: unknown; accessType?: unknown };
  if (Number(d.accessType) === 2) return 'denied';
  if (d.accessLimit === true || Number(d.accessType) === 1) return 'limited';
  return 'ok';
}

function useAccessCheck() {
  const navigate = useNavigate();
  const check = trpc.common.checkIp.useQuery({}, { staleTime: 5 * 60_000 });
  useEffect(() => {
    if (!check.data) return;
    const verdict = accessVerdict(check.data);
    setAccessState(verdict);
    if (verdict === 'denied') navigate('/403', { replace: true });
    if (verdict === 'limited') openGlobalDialog('limitLogin');
  }, [check.data, navigate]);
}

/**
 * Keeps the player's stored language preference (gateway session and cookie, used by calls that do not
 * carry a page language) equal to the page's /{lng}/ prefix. Nothing is refetched: every call already
 * carries the page's language (lib/trpc.ts), so what is on screen was fetched in it. The session's
 * cached view is not rewritten with the new preference (that rendered every component reading the
 * session, the header among them, in one task): what the gateway answered is kept here, for the
 * session view it answered against.
 */
function useLanguageSync() {
  const lng = useLng();
  const session = useSession();
  const setLanguage = trpc.session.setLanguage.useMutation();
  const wanted = toApiLanguage(lng);
  const viewed = session.data?.language;
  const { mutate } = setLanguage;
  const attempted = useRef<string | null>(null);
  const stored = useRef<{ language: string; over: string } | null>(null);
  useEffect(() => {
    // A newer session view (a refetch) says what the gateway holds; until then, what it answered us.
    const answered = stored.current;
    const current = answered && answered.over === viewed ? answered.language : viewed;
    if (!viewed || !current || current === wanted || attempted.current === wanted) return;
    attempted.current = wanted; // once per language: never a loop if the gateway keeps the old one
    mutate(
      { language: wanted },
      {
        onSuccess: ({ language }) => {
          stored.current = { language, over: viewed };
        },
      },
    );
  }, [viewed, wanted, mutate]);
}

/**
 * The access check and the language sync, each in a component of its own that draws nothing: the
 * answers of their queries (and the language mutation's states) render them alone, not the whole frame
 * (header, footer, dialogs) in one task. Both start after the first paint: alone on a page (the account
 * pages) the check's call, and on an English page after Japanese ones the sync's, was a request in
 * flight before the largest paint, which a slow network then held back. Until the check answers, the
 * page is as it was before any answer.
 */
function AccessCheck() {
  return useFirstPaintDone() ? <AccessCheckNow /> : null;
}

function AccessCheckNow() {
  useAccessCheck();
  return null;
}

function LanguageSync() {
  return useFirstPaintDone() ? <LanguageSyncNow /> : null;
}

function LanguageSyncNow() {
  useLanguageSync();
  return null;
}

export function AppShell() {
  const { t } = useTranslation('shell');
  return (
    <div className="shell">
      <AccessCheck />
      <LanguageSync />
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <Header />
      <ConnectionBanner />
      <LoadingBar />
      <main id="main" className="shell__main" tabIndex={-1}>
        <Suspense fallback={<LoadingBlock />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ToastViewport />
      <GlobalDialogs />
      <SessionEndedDialog />
      <AfterLoginDialogs />
      <DepositSuccessNotice />
      <ReturnedMoneyNotice />
      <ScrollRestoration />
    </div>
  );
}
