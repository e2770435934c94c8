/**
 * The site's i18n as Vite plugins. `packages/shared/src/i18n/<namespace>.ts?lng=ja` (or en) is the
 * namespace file with only that language (`export const ns = { ja, en }` becomes `{ ja }`; the other
 * object is then dropped as unused), so a page carries only its own language's strings. Two virtual
 * modules are built from src/lib/i18n-namespaces.ts's one list:
 *   virtual:i18n/first-page?lng=xx  the first-page namespaces' strings, imported eagerly
 *   virtual:i18n/lazy?lng=xx        a loader for every other namespace the site has (a chunk each)
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { FIRST_PAGE_NAMESPACES, NOT_ON_SITE } from './src/lib/i18n-namespaces';

const I18N_DIR = fileURLToPath(new URL('../../packages/shared/src/i18n/', import.meta.url));
const VIRTUAL = /^virtual:i18n\/(first-page|lazy)\?lng=(ja|en)$/;

/** Every namespace file's name, tests and the names of NOT_ON_SITE left out. */
function siteNamespaces(): string[] {
  return readdirSync(I18N_DIR)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => f.slice(0, -'.ts'.length))
    .filter((ns) => !(NOT_ON_SITE as readonly string[]).includes(ns))
    .sort();
}

export function i18nPlugins(): Plugin[] {
  const language: Plugin = {
    name: 'casino-i18n-language',
    enforce: 'pre',
    transform(code, id) {
      const m = /\/packages\/shared\/src\/i18n\/[\w-]+\.ts\?lng=(ja|en)$/.exec(id);
      if (!m) return null;
      const exported = /^export const (\w+) = \{ ja, en \};$/m;
      if (!exported.test(code)) this.error(`${id}: expected \`export const <namespace> = { ja, en };\``);
      return { code: code.replace(exported, `export const $1 = { ${m[1]} };`), map: null };
    },
  };
  const namespaces: Plugin = {
    name: 'casino-i18n-namespaces',
    resolveId(id) {
      return VIRTUAL.test(id) ? `\0${id}` : null;
    },
    load(id) {
      const m = VIRTUAL.exec(id.replace(/^\0/, ''));
      if (!m) return null;
      const [, kind, lng] = m;
      const file = (ns: string) => JSON.stringify(`${I18N_DIR}${ns}.ts?lng=${lng}`);
      if (kind === 'first-page') {
        return [
          ...FIRST_PAGE_NAMESPACES.map((ns, i) => `import { ${ns} as n${i} } from ${file(ns)};`),
          `export default { ${FIRST_PAGE_NAMESPACES.map((ns, i) => `${ns}: n${i}.${lng}`).join(', ')} };`,
        ].join('\n');
      }
      this.addWatchFile(I18N_DIR);
      const lazy = siteNamespaces().filter(
        (ns) => !(FIRST_PAGE_NAMESPACES as readonly string[]).includes(ns),
      );
      return `export default {\n${lazy
        .map(
          (ns) =>
            `  ${JSON.stringify(ns)}: () => import(${file(ns)}).then((m) => m[${JSON.stringify(ns)}].${lng}),`,
        )
        .join('\n')}\n};`;
    },
  };
  return [language, namespaces];
}
