/** Shown in place of a player-only part of a promotion page when a visitor looks at it. */
import { useLocation } from '../../../lib/router';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/ui/button';
import { loginPath } from '../../../lib/auth';
import { useLng } from '../../../lib/lng';

export function LoginPrompt() {
  const { t } = useTranslation('promotions');
  const lng = useLng();
  const location = useLocation();
  return (
    <div className="promo-login">
      <p>{t('common.loginRequired')}</p>
      <LinkButton to={loginPath(lng, location.pathname)} size="sm">
        {t('common.login')}
      </LinkButton>
    </div>
  );
}
