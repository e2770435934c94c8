/**
 * Language switch: links to the same page in the other language (path, query and hash kept). The
 * shell then tells the gateway (useLanguageSync), so that upstream texts come in the new language.
 */
import { Link, useLocation } from '../../lib/router';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@casino/shared/rules/constants';
import { i18n, rememberLanguage } from '../../lib/i18n';
import { switchLanguagePath, useLng } from '../../lib/lng';

export function LanguageSwitch() {
  const { t } = useTranslation('shell');
  const current = useLng();
  const location = useLocation();
  const choose = (lng: Language) => {
    rememberLanguage(lng);
    void i18n.changeLanguage(lng);
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
          onClick={() => choose(lng)}
          preventScrollReset
        >
          {lng.toUpperCase()}
          <span className="visually-hidden"> {t(`languages.${lng}`)}</span>
        </Link>
      ))}
    </nav>
  );
}
