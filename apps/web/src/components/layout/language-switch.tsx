/**
 * Language switch: links to the same page in the other language (path, query and hash kept). The
 * gateway is told too, so that upstream messages come back in the new language.
 */
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, toApiLanguage, type Language } from '@casino/shared/rules/constants';
import { i18n, rememberLanguage } from '../../lib/i18n';
import { switchLanguagePath, useLng } from '../../lib/lng';
import { trpc } from '../../lib/trpc';

export function LanguageSwitch() {
  const { t } = useTranslation('shell');
  const current = useLng();
  const location = useLocation();
  const setLanguage = trpc.session.setLanguage.useMutation({ meta: { silent: true } });
  const choose = (lng: Language) => {
    rememberLanguage(lng);
    void i18n.changeLanguage(lng);
    setLanguage.mutate({ language: toApiLanguage(lng) });
  };
  return (
    <nav className="lang-switch" aria-label={t('languageSwitch')}>
      {LANGUAGES.map((lng) => (
        <Link
          key={lng}
          to={switchLanguagePath(location.pathname, location.search, location.hash, lng)}
          lang={lng}
          hrefLang={lng}
          aria-current={lng === current ? 'true' : undefined}
          aria-label={t(`languages.${lng}`)}
          onClick={() => choose(lng)}
          preventScrollReset
        >
          {lng.toUpperCase()}
        </Link>
      ))}
    </nav>
  );
}
