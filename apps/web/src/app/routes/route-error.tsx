/**
 * What a page shows when it throws while rendering: a calm message and a way back, never a stack
 * trace. Failed calls do not end here (the error handler deals with them); this is for bugs.
 */
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import '../../components/layout/shell.css';

export function RouteError() {
  const { t } = useTranslation('errors');
  return (
    <div className="status-page" role="alert">
      <div>
        <h1>{t('generic')}</h1>
        <div className="row" style={{ justifyContent: 'center' }}>
          <Button onClick={() => window.location.reload()}>{t('shell:retry')}</Button>
          <a className="btn btn--secondary" href="/">
            {t('shell:notFound.home')}
          </a>
        </div>
      </div>
    </div>
  );
}
