import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/ui/button';
import { useLocalize } from '../../lib/lng';
import { StatusPage } from './status-page';

export function NotFoundPage() {
  const { t } = useTranslation('shell');
  const to = useLocalize();
  return (
    <StatusPage code={404} title={t('notFound.title')} body={t('notFound.body')}>
      <LinkButton to={to('/')}>{t('notFound.home')}</LinkButton>
    </StatusPage>
  );
}
