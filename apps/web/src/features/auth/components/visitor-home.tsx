import { useTranslation } from 'react-i18next';

/** The visitor's home hero with the login and registration forms (filled in by the auth feature). */
export function VisitorHome() {
  const { t } = useTranslation('shell');
  return (
    <section className="container page">
      <h1 className="page-title">{t('brand')}</h1>
      <p className="muted">{t('brandTagline')}</p>
    </section>
  );
}
