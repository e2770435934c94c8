/**
 * i18next for the player site: the shared resources of packages/shared (validation, errors, ...) plus
 * the site's own namespaces registered there. The language comes from the /{lng}/ route prefix;
 * `tKey` turns the shared 'namespace.key' message keys (carried by zod rules and error data) into
 * i18next's 'namespace:key'.
 */
import i18n, { type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { NAMESPACES, resources } from '@casino/shared/i18n/resources';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@casino/shared/rules/constants';

const LANGUAGE_KEY = 'lng';

export function storedLanguage(): Language {
  try {
    const saved = localStorage.getItem(LANGUAGE_KEY);
    if (isLanguage(saved)) return saved;
  } catch {
    // storage can be disabled; the default language applies
  }
  const nav = typeof navigator !== 'undefined' ? navigator.language : '';
  return nav.toLowerCase().startsWith('en') ? 'en' : DEFAULT_LANGUAGE;
}

export function rememberLanguage(lng: Language) {
  try {
    localStorage.setItem(LANGUAGE_KEY, lng);
  } catch {
    // ignore
  }
}

function initialLanguage(): Language {
  const first = typeof window !== 'undefined' ? window.location.pathname.split('/')[1] : undefined;
  return isLanguage(first) ? first : storedLanguage();
}

void i18n.use(initReactI18next).init({
  resources,
  lng: initialLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  ns: NAMESPACES,
  defaultNS: 'shell',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

export { i18n };

const namespaceSet = new Set<string>(NAMESPACES);

/** 'validation.emailError' -> 'validation:emailError' when the first part is a namespace. */
export function toI18nKey(key: string): string {
  const dot = key.indexOf('.');
  if (dot > 0 && namespaceSet.has(key.slice(0, dot))) return `${key.slice(0, dot)}:${key.slice(dot + 1)}`;
  return key;
}

/** Translates a shared message key; unknown keys come back as given (an upstream text, say). */
export function tKey(
  t: TFunction,
  key: string | undefined,
  vars?: Record<string, unknown>,
): string | undefined {
  if (!key) return undefined;
  return t(toI18nKey(key), { defaultValue: key, ...vars }) as string;
}
