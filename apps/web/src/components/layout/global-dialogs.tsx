/**
 * The dialogs the error table can open from any call (lib/global-dialogs.ts): KYC level 3 (100326),
 * lock user (100700), limit login (region block), register error (100989, with its link to login)
 * and lost account.
 */
import { useTranslation } from 'react-i18next';
import { closeGlobalDialog, useGlobalDialog, type GlobalDialog } from '../../lib/global-dialogs';
import { useCloseAndGo } from '../../lib/close-and-go';
import { Button } from '../ui/button';
import { Dialog, type DialogTone } from '../ui/dialog';

interface DialogSpec {
  name: string;
  tone: DialogTone;
  /** The dismiss button's text (a secondary button beside an action, else the only one); "Close" if none. */
  dismiss?: string;
  /** The action: its text and the page it goes to. */
  action?: { label: string; path: string };
}

/** Each dialog's title and body are `<key>.title` and `<key>.body` of the errors namespace. */
const DIALOGS: Record<GlobalDialog, DialogSpec> = {
  kycL3: {
    name: 'kyc-l3',
    tone: 'warning',
    dismiss: 'kycL3.later',
    action: { label: 'kycL3.start', path: '/account/kyc' },
  },
  lockUser: {
    name: 'lock-user',
    tone: 'lock',
    dismiss: 'lockUser.confirm',
    action: { label: 'lockUser.reset', path: '/reset-password' },
  },
  limitLogin: { name: 'limit-login', tone: 'danger' },
  registerError: {
    name: 'register-error',
    tone: 'danger',
    action: { label: 'registerError.login', path: '/login' },
  },
  lostAccount: {
    name: 'lost-account',
    tone: 'info',
    action: { label: 'auth:forgotPassword', path: '/reset-password' },
  },
};

export function GlobalDialogs() {
  const { t } = useTranslation('errors');
  const open = useGlobalDialog();
  const go = useCloseAndGo(closeGlobalDialog);
  return (
    <>
      {(Object.entries(DIALOGS) as [GlobalDialog, DialogSpec][]).map(
        ([key, { name, tone, dismiss = 'shell:close', action }]) => (
          <Dialog
            key={key}
            name={name}
            open={open === key}
            onClose={closeGlobalDialog}
            tone={tone}
            title={t(`${key}.title`)}
            description={t(`${key}.body`)}
            footer={
              action ? (
                <>
                  <Button variant="secondary" onClick={closeGlobalDialog}>
                    {t(dismiss)}
                  </Button>
                  <Button onClick={() => go(action.path)}>{t(action.label)}</Button>
                  {key === 'lostAccount' ? (
                    <a className="btn btn--primary" href="mailto:support@jewel-casino.example">
                      {t('lostAccount.contact')}
                    </a>
                  ) : null}
                </>
              ) : (
                <Button onClick={closeGlobalDialog}>{t(dismiss)}</Button>
              )
            }
          />
        ),
      )}
    </>
  );
}
