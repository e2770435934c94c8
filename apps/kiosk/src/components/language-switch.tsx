/**
 * The ja / en switch: two big buttons, the current language pressed. The gateway is told as well, so
 * CMS texts and upstream messages come in the chosen language; cached queries are fetched again.
 */
import { useTranslation } from 'react-i18next';
import { LANGUAGES, toApiLanguage, type Language } from '@casino/shared/rules/constants';
import { setLanguage } from '../lib/i18n';
import { trpc } from '../lib/trpc';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation('kiosk');
  const utils = trpc.useUtils();
  const choose = (lng: Language) => {
    setLanguage(lng);
    utils.client.session.setLanguage
      .mutate({ language: toApiLanguage(lng) })
      .then(() => utils.invalidate())
      .catch(() => undefined);
  };
  return (
    <div className="lang-switch" role="group" aria-label="Language / 言語">
      {LANGUAGES.map((lng) => (
        <button
          key={lng}
          type="button"
          aria-pressed={i18n.language === lng}
          lang={lng}
          onClick={() => choose(lng)}
        >
          {t(`language.${lng}`)}
        </button>
      ))}
    </div>
  );
}
