import { useTranslation } from 'react-i18next';
import { StatusPage } from './status-page';

/** /403: access type 2 (spec section 6). Deliberately bare: no links into a site the visitor cannot use. */
export function ForbiddenPage({ embedded = false }: { embedded?: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <StatusPage
      code={403}
      title={t('forbidden.title')}
      body={t('forbidden.body')}
      as={embedded ? 'div' : 'main'}
    >
      <p className="small muted">{t('forbidden.code')}</p>
    </StatusPage>
  );
}
