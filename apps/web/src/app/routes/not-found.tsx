import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/ui/button';
import { useLocalize } from '../../lib/lng';

export function NotFoundPage() {
  const { t } = useTranslation('shell');
  const to = useLocalize();
  return (
    <div className="status-page">
      <div>
        <div className="status-page__code" aria-hidden="true">
          404
        </div>
        <h1>{t('notFound.title')}</h1>
        <p className="muted">{t('notFound.body')}</p>
        <LinkButton to={to('/')}>{t('notFound.home')}</LinkButton>
      </div>
    </div>
  );
}
