/** Shown in place of a player-only part of a promotion page when a visitor looks at it. */
import { useTranslation } from 'react-i18next';
import { LoginBackButton } from '../../../components/layout/login-back-button';

export function LoginPrompt() {
  const { t } = useTranslation('promotions');
  return (
    <div className="promo-login">
      <p>{t('common.loginRequired')}</p>
      <LoginBackButton>{t('common.login')}</LoginBackButton>
    </div>
  );
}
