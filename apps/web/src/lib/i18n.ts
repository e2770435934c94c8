/**
 * i18next for the player site, on the shared namespace files of packages/shared/src/i18n (one file per
 * namespace, `export const <namespace> = { ja, en }`, all registered in resources.ts), imported one
 * language at a time (`?lng=ja|en`). The Japanese strings of the namespaces a first page needs (shell,
 * auth, errors, validation, games, lobby) are bundled; their English strings are one chunk
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

type NamespaceFile = Record<string, Partial<Record<Language, MessageTree>>>;

// `?lng=xx` (vite.config.ts, i18nLanguagePlugin) keeps one language of a namespace file, so a first page
// carries only its own language's strings.
const FIRST_PAGE_JA = import.meta.glob<NamespaceFile>(
  [
    '../../../../packages/shared/src/i18n/shell.ts',
    '../../../../packages/shared/src/i18n/auth.ts',
    '../../../../packages/shared/src/i18n/errors.ts',
    '../../../../packages/shared/src/i18n/validation.ts',
    '../../../../packages/shared/src/i18n/games.ts',
    '../../../../packages/shared/src/i18n/lobby.ts',
  ],
  { eager: true, query: { lng: 'ja' } },
);
// import.meta.glob takes literal arguments only, hence the repeated list.
const LAZY: Record<Language, Record<string, () => Promise<NamespaceFile>>> = {
  ja: import.meta.glob<NamespaceFile>(
    [
      '../../../../packages/shared/src/i18n/*.ts',
      '!../../../../packages/shared/src/i18n/*.test.ts',
      '!../../../../packages/shared/src/i18n/resources.ts',
      '!../../../../packages/shared/src/i18n/types.ts',
      '!../../../../packages/shared/src/i18n/kiosk.ts',
      '!../../../../packages/shared/src/i18n/shell.ts',
      '!../../../../packages/shared/src/i18n/auth.ts',
      '!../../../../packages/shared/src/i18n/errors.ts',
      '!../../../../packages/shared/src/i18n/validation.ts',
      '!../../../../packages/shared/src/i18n/games.ts',
      '!../../../../packages/shared/src/i18n/lobby.ts',
    ],
    { query: { lng: 'ja' } },
  ),
  en: import.meta.glob<NamespaceFile>(
    [
      '../../../../packages/shared/src/i18n/*.ts',
      '!../../../../packages/shared/src/i18n/*.test.ts',
      '!../../../../packages/shared/src/i18n/resources.ts',
      '!../../../../packages/shared/src/i18n/types.ts',
      '!../../../../packages/shared/src/i18n/kiosk.ts',
      '!../../../../packages/shared/src/i18n/shell.ts',
      '!../../../../packages/shared/src/i18n/auth.ts',
      '!../../../../packages/shared/src/i18n/errors.ts',
      '!../../../../packages/shared/src/i18n/validation.ts',
      '!../../../../packages/shared/src/i18n/games.ts',
      '!../../../../packages/shared/src/i18n/lobby.ts',
    ],
    { query: { lng: 'en' } },
  ),
};

const nameOf = (path: string) => {
  const file = path.replace(/\?.*$/, '');
  return file.slice(file.lastIndexOf('/') + 1, -'.ts'.length);
};
/** A namespace file exports one const named after the namespace (see resources.ts). */
const messagesOf = (file: NamespaceFile, ns: string) => file[ns] ?? Object.values(file)[0];

const eagerNamespaces = Object.keys(FIRST_PAGE_JA).map(nameOf);
const lazyLoaders: Record<Language, Map<string, () => Promise<NamespaceFile>>> = {
  ja: new Map(Object.entries(LAZY.ja).map(([path, load]) => [nameOf(path), load])),
  en: new Map(Object.entries(LAZY.en).map(([path, load]) => [nameOf(path), load])),
};
// The English first-page namespaces: one chunk, loaded when an English page starts (or switches).
const firstPageEn = () => import('./i18n-first-en').then((m) => m.FIRST_PAGE_EN);
for (const ns of eagerNamespaces) {
  lazyLoaders.en.set(ns, () => firstPageEn().then((all) => ({ [ns]: { en: all[ns] ?? {} } })));
}
export const ALL_NAMESPACES: readonly string[] = [...eagerNamespaces, ...lazyLoaders.ja.keys()];

const bundled: Record<Language, Record<string, MessageTree>> = { ja: {}, en: {} };
for (const [path, file] of Object.entries(FIRST_PAGE_JA)) {
  const ns = nameOf(path);
  const messages = messagesOf(file, ns)?.ja;
  if (messages) bundled.ja[ns] = messages;
}

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const lng = isLanguage(language) ? language : DEFAULT_LANGUAGE;
    const load = lazyLoaders[lng].get(namespace);
    if (!load) return callback(null, {});
    load().then(
      (file) => callback(null, messagesOf(file, namespace)?.[lng] ?? {}),
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
