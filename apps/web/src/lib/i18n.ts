/**
 * i18next for the player site, on the shared namespace files of packages/shared/src/i18n (one file per
 * namespace, `export const <namespace> = { ja, en }`, all registered in resources.ts), imported one
 * language at a time (`?lng=ja|en`). The Japanese strings of the namespaces a first page needs
 * (FIRST_PAGE_NAMESPACES in ./i18n-namespaces.ts) are bundled; their English strings are one chunk
 * (./i18n-first-en.ts, fetched at start on an English page); every other namespace is a
 * chunk of its own, loaded the first time a component asks for it (react-i18next suspends meanwhile;
 * the shell has a Suspense boundary). The kiosk's namespace is therefore never downloaded here.
 * The language comes from the /{lng}/ route prefix; `tKey` turns the shared 'namespace.key' message keys
 * (carried by zod rules and error data) into i18next's 'namespace:key'.
 */
import i18n, { type BackendModule, type Resource, type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@casino/shared/rules/constants';
import type { MessageTree } from '@casino/shared/i18n/types';
import FIRST_PAGE_JA from 'virtual:i18n/first-page?lng=ja';
import LAZY_JA from 'virtual:i18n/lazy?lng=ja';
import LAZY_EN from 'virtual:i18n/lazy?lng=en';

type Loader = () => Promise<MessageTree>;

// The namespace lists come from ./i18n-namespaces.ts through the virtual modules of vite-i18n.ts, which
// import one language of a namespace file at a time.
const eagerNamespaces = Object.keys(FIRST_PAGE_JA);
const lazyLoaders: Record<Language, Map<string, Loader>> = {
  ja: new Map(Object.entries(LAZY_JA)),
  en: new Map(Object.entries(LAZY_EN)),
};
// The English first-page namespaces: one chunk, loaded when an English page starts (or switches).
const firstPageEn = () => import('./i18n-first-en').then((m) => m.FIRST_PAGE_EN);
for (const ns of eagerNamespaces) {
  lazyLoaders.en.set(ns, () => firstPageEn().then((all) => all[ns] ?? {}));
}
export const ALL_NAMESPACES: readonly string[] = [...eagerNamespaces, ...lazyLoaders.ja.keys()];

const bundled: Record<Language, Record<string, MessageTree>> = { ja: FIRST_PAGE_JA, en: {} };

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const lng = isLanguage(language) ? language : DEFAULT_LANGUAGE;
    const load = lazyLoaders[lng].get(namespace);
    if (!load) return callback(null, {});
    load().then(
      (messages) => callback(null, messages),
      (err: unknown) => callback(err as Error, null),
    );
  },
};

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

const startLanguage = initialLanguage();
if (startLanguage === 'en') void firstPageEn(); // fetch it at once, not when the first component asks

void i18n
  .use(lazyBackend)
  .use(initReactI18next)
  .init({
    resources: bundled as unknown as Resource,
    partialBundledLanguages: true,
    lng: startLanguage,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: eagerNamespaces,
    defaultNS: 'shell',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    react: { useSuspense: true },
  });

export { i18n };

const namespaceSet = new Set<string>(ALL_NAMESPACES);

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
