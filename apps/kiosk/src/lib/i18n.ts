/**
 * i18next with the shared resources (the `kiosk` namespace plus validation, errors, games, multimode).
 * The language lives in memory only: each customer starts in Japanese (the default) and may switch;
 * nothing about it is stored on the terminal. `messageKey` turns the shared 'namespace.key' message keys
 * (zod rules, error data) into i18next's 'namespace:key'.
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { NAMESPACES, resources } from '@casino/shared/i18n/resources';
import { DEFAULT_LANGUAGE, type Language } from '@casino/shared/rules/constants';

void i18n.use(initReactI18next).init({
  resources,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  ns: NAMESPACES,
  defaultNS: 'kiosk',
  interpolation: { escapeValue: false },
  returnNull: false,
});
document.documentElement.lang = DEFAULT_LANGUAGE;
i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
});

export { i18n };

export function currentLanguage(): Language {
  return i18n.language === 'en' ? 'en' : 'ja';
}

export function setLanguage(lng: Language) {
  void i18n.changeLanguage(lng);
}

/** 'validation.emailError' -> 'validation:emailError'; other strings are returned as they are. */
export function messageKey(key: string): string {
  const dot = key.indexOf('.');
  if (dot < 0) return key;
  const ns = key.slice(0, dot);
  return (NAMESPACES as readonly string[]).includes(ns) ? `${ns}:${key.slice(dot + 1)}` : key;
}
