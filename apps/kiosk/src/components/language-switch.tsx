/**
 * The ja / en switch: two big buttons, the current language pressed. On the terminal the gateway is
 * told as well, so CMS texts and upstream messages come in the chosen language; cached queries are
 * fetched again.
 */
import { toApiLanguage, type Language } from '@casino/shared/rules/constants';
import { setLanguage } from '../lib/i18n';
import { trpc } from '../lib/trpc';
import { LanguageButtons } from './language-buttons';

export function LanguageSwitch() {
  const utils = trpc.useUtils();
  const choose = (lng: Language) => {
    setLanguage(lng);
    utils.client.session.setLanguage
      .mutate({ language: toApiLanguage(lng) })
      .then(() => utils.invalidate())
      .catch(() => undefined);
  };
  return <LanguageButtons onChoose={choose} />;
}
