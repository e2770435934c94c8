/**
 * All i18n resources of packages/shared, shaped for i18next: `{ ja: { [namespace]: messages }, en: ... }`.
 * Front ends add their own namespaces the same way: a file `<namespace>.ts` exporting `{ ja, en }`,
 * imported here and listed once in NAMESPACE_FILES. Keys are referred to as `'<namespace>.<path>'`
 * (for example 'validation.emailError'), which is what the zod rules and the error table carry.
 */
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../rules/constants';
import { errors } from './errors';
import { games } from './games';
import { shell } from './shell';
import { auth } from './auth';
import { account } from './account';
import { wallet } from './wallet';
import { bonus } from './bonus';
import { lobby } from './lobby';
import { multimode } from './multimode';
import { promotions } from './promotions';
import { videos } from './videos';
import { validation } from './validation';
import { kiosk } from './kiosk';
import { floor } from './floor';
import { live } from './live';
import { seo } from './seo';
import type { MessageTree } from './types';

export { DEFAULT_LANGUAGE, LANGUAGES, type Language };

/** One entry per namespace file. */
const NAMESPACE_FILES = {
  validation,
  errors,
  games,
  lobby,
  multimode,
  promotions,
  videos,
  shell,
  auth,
  account,
  wallet,
  bonus,
  kiosk,
  floor,
  live,
  seo,
};

export type Namespace = keyof typeof NAMESPACE_FILES;
export const NAMESPACES = Object.keys(NAMESPACE_FILES) as Namespace[];

type ResourcesOf<L extends Language> = { [N in Namespace]: (typeof NAMESPACE_FILES)[N][L] };

function forLanguage<L extends Language>(language: L): ResourcesOf<L> {
  return Object.fromEntries(NAMESPACES.map((ns) => [ns, NAMESPACE_FILES[ns][language]])) as ResourcesOf<L>;
}

export const resources: { ja: ResourcesOf<'ja'>; en: ResourcesOf<'en'> } = {
  ja: forLanguage('ja'),
  en: forLanguage('en'),
};

/** For i18next's CustomTypeOptions: `resources: SharedResources`. */
export type SharedResources = ResourcesOf<'ja'>;

function lookup(language: Language, key: string): string | undefined {
  let node: string | MessageTree | undefined = resources[language] as unknown as MessageTree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Whether `'<namespace>.<path>'` names a message (in the default language). */
export function hasMessageKey(key: string): boolean {
  return lookup(DEFAULT_LANGUAGE, key) !== undefined;
}

/**
 * A message with its {{variables}} filled in, for places without i18next (the gateway's logs and
 * error payloads, tests). Falls back to the default language, then to the key itself.
 */
export function translate(
  language: Language,
  key: string,
  vars: Record<string, string | number> = {},
): string {
  const template = lookup(language, key) ?? lookup(DEFAULT_LANGUAGE, key) ?? key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}
