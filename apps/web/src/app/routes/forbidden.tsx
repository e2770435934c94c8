import { useTranslation } from 'react-i18next';
import '../../components/layout/shell.css';

/** /403: access type 2 (spec section 6). Deliberately bare: no links into a site the visitor cannot use. */
export function ForbiddenPage({ embedded = false }: { embedded?: boolean }) {
  const { t } = useTranslation('shell');
  const Wrapper = embedded ? 'div' : 'main';
  return (
    <Wrapper className="status-page">
      <div>
        <div className="status-page__code" aria-hidden="true">
          403
        </div>
        <h1>{t('forbidden.title')}</h1>
        <p className="muted">{t('forbidden.body')}</p>
        <p className="small muted">{t('forbidden.code')}</p>
      </div>
    </Wrapper>
  );
}
