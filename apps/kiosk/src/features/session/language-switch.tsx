/** The ja / en switch: two big buttons, the current language pressed. */
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@casino/shared/rules/constants';
import { setLanguage } from '../../lib/i18n';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation('kiosk');
  return (
    <div className="lang-switch" role="group" aria-label="Language / 言語">
      {LANGUAGES.map((lng) => (
        <button
          key={lng}
          type="button"
          aria-pressed={i18n.language === lng}
          lang={lng}
          onClick={() => setLanguage(lng)}
        >
          {t(`language.${lng}`)}
        </button>
      ))}
    </div>
  );
}
