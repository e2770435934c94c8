/**
 * The /{lng}/ route prefix. Every page lives under /ja/ or /en/; paths without a prefix are redirected
 * to the visitor's language. Switching language keeps the rest of the path, the query and the hash.
 */
import { useCallback } from 'react';
import { useParams } from './router';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@casino/shared/rules/constants';

export function useLng(): Language {
  const { lng } = useParams();
  return isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
}

export function localize(lng: Language, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  return clean === '/' ? `/${lng}/` : `/${lng}${clean}`;
}

/** `(path) => '/{lng}' + path` for the current language. */
export function useLocalize(): (path: string) => string {
  const lng = useLng();
  return useCallback((path: string) => localize(lng, path), [lng]);
}

/** The same page in another language: '/ja/account/deposit?x=1' -> '/en/account/deposit?x=1'. */
export function switchLanguagePath(pathname: string, search: string, hash: string, to: Language): string {
  const parts = pathname.split('/');
  if (isLanguage(parts[1])) parts[1] = to;
  else parts.splice(1, 0, to);
  const path = parts.join('/') || `/${to}/`;
  return `${path}${search}${hash}`;
}

/** Strips the language prefix: '/ja/account' -> '/account'. */
export function withoutLanguage(pathname: string): string {
  const parts = pathname.split('/');
  if (isLanguage(parts[1])) parts.splice(1, 1);
  return parts.join('/') || '/';
}

export function languageFromPath(pathname: string): Language | null {
  const first = pathname.split('/')[1];
  return isLanguage(first) ? first : null;
}
