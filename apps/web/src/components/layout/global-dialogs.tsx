/**
 * The dialogs the error table can open from any call (lib/global-dialogs.ts): KYC level 3 (100326),
 * lock user (100700), limit login (region block), register error (100989, with its link to login)
 * and lost account.
 */
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { closeGlobalDialog, useGlobalDialog } from '../../lib/global-dialogs';
import { useLocalize } from '../../lib/lng';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';

export function GlobalDialogs() {
  const { t } = useTranslation('errors');
  const open = useGlobalDialog();
  const to = useLocalize();
  const navigate = useNavigate();
  const go = (path: string) => {
    closeGlobalDialog();
    navigate(to(path));
  };
  return (
    <>
      <Dialog
        name="kyc-l3"
        open={open === 'kycL3'}
        onClose={closeGlobalDialog}
        tone="warning"
        title={t('kycL3.title')}
        description={t('kycL3.body')}
        footer={
          <>
            <Button variant="secondary" onClick={closeGlobalDialog}>
              {t('kycL3.later')}
            </Button>
            <Button onClick={() => go('/account/kyc')}>{t('kycL3.start')}</Button>
          </>
        }
      />
      <Dialog
        name="lock-user"
        open={open === 'lockUser'}
        onClose={closeGlobalDialog}
        tone="lock"
        title={t('lockUser.title')}
        description={t('lockUser.body')}
        footer={
          <>
            <Button variant="secondary" onClick={closeGlobalDialog}>
              {t('lockUser.confirm')}
            </Button>
            <Button onClick={() => go('/reset-password')}>{t('lockUser.reset')}</Button>
          </>
        }
      />
      <Dialog
        name="limit-login"
        open={open === 'limitLogin'}
        onClose={closeGlobalDialog}
        tone="danger"
        title={t('limitLogin.title')}
        description={t('limitLogin.body')}
        footer={<Button onClick={closeGlobalDialog}>{t('shell:close')}</Button>}
      />
      <Dialog
        name="register-error"
        open={open === 'registerError'}
        onClose={closeGlobalDialog}
        tone="danger"
        title={t('registerError.title')}
        description={t('registerError.body')}
        footer={
          <>
            <Button variant="secondary" onClick={closeGlobalDialog}>
              {t('shell:close')}
            </Button>
            <Button onClick={() => go('/login')}>{t('registerError.login')}</Button>
          </>
        }
      />
      <Dialog
        name="lost-account"
        open={open === 'lostAccount'}
        onClose={closeGlobalDialog}
        tone="info"
        title={t('lostAccount.title')}
        description={t('lostAccount.body')}
        footer={
          <>
            <Button variant="secondary" onClick={closeGlobalDialog}>
              {t('shell:close')}
            </Button>
            <Button onClick={() => go('/reset-password')}>{t('auth:forgotPassword')}</Button>
            <a className="btn btn--primary" href="mailto:support@jewel-casino.example">
              {t('lostAccount.contact')}
            </a>
          </>
        }
      />
    </>
  );
}
