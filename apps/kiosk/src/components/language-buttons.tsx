/**
 * The ja / en buttons, the current language pressed; `onChoose` does what choosing means where they
 * are shown (the terminal's LanguageSwitch also tells the gateway; the staff view, which never touches
 * the player session, only switches the page). No tRPC here: the staff bundle imports this file.
 */
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@casino/shared/rules/constants';

export function LanguageButtons({ onChoose }: { onChoose: (lng: Language) => void }) {
  const { t, i18n } = useTranslation('kiosk');
  return (
    <div className="lang-switch" role="group" aria-label="Language / 言語">
      {LANGUAGES.map((lng) => (
        <button
          key={lng}
          type="button"
          aria-pressed={i18n.language === lng}
          lang={lng}
          onClick={() => onChoose(lng)}
        >
          {t(`language.${lng}`)}
        </button>
      ))}
    </div>
  );
}
