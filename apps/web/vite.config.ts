/**
 * Vite build of the player site. In development /trpc and /api are proxied to the gateway
 * (GATEWAY_URL, default http://127.0.0.1:3000, the gateway's default port) so the browser only ever talks to one origin and the
 * session cookie stays same-origin, exactly as in production where the gateway serves this build.
 *
 * The production build: react-router 8's exports map picks its production files by itself (7 needed
 * an alias here), zod's JIT probe off (`new Function` is refused by the CSP),
 * and a brotli and a gzip twin of every asset written at build time (served by the gateway). No
 * manualChunks: vendor groups pulled every module of a package that any lazy page used (react-i18next's
 * Trans, react-query's infinite queries...) into the first page.
 */
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from '@casino/ui/vite-precompress';

const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:3000';
const proxy = {
  '/trpc': { target: gateway, changeOrigin: false },
  '/api': { target: gateway, changeOrigin: false },
  '/blob': { target: gateway, changeOrigin: false },
};

/**
 * `packages/shared/src/i18n/<namespace>.ts?lng=ja` (or en): the namespace file with only that
 * language (`export const ns = { ja, en }` becomes `{ ja }`; the other object is then dropped as unused),
 * so a first page carries only its own language's strings (src/lib/i18n.ts).
 */
function i18nLanguagePlugin(): Plugin {
  const pattern = /\/packages\/shared\/src\/i18n\/[\w-]+\.ts\?lng=(ja|en)$/;
  return {
    name: 'casino-i18n-language',
    enforce: 'pre',
    transform(code, id) {
      const m = pattern.exec(id);
      if (!m) return null;
      const exported = /^export const (\w+) = \{ ja, en \};$/m;
      if (!exported.test(code)) this.error(`${id}: expected \`export const <namespace> = { ja, en };\``);
      return { code: code.replace(exported, `export const $1 = { ${m[1]} };`), map: null };
    },
  };
}

/**
 * The modules each route's first screen needs after the entry (its lazy page chunks and the language's
 * namespace chunks), by address; `{lng}` stands for the page's language. The build turns them into
 * route-preloads.json (hashed file names, their static imports and CSS), which the gateway puts into
 * the HTML of a matching address as <link rel="modulepreload">, so the browser fetches them beside
 * the entry instead of one round trip after another (apps/gateway/src/routes/static.ts).
 */
const ROUTE_PRELOADS: { path: string; modules: string[] }[] = [
  { path: '^/{lng}/game(?:/[^/]+){0,2}/?$', modules: ['src/features/lobby/routes/lobby-page.tsx'] },
  {
    path: '^/{lng}/promotions/?$',
    modules: [
      'src/features/promotions/components/promo-layout.tsx',
      'src/features/promotions/routes/tournaments-page.tsx',
      'packages/shared/src/i18n/promotions.ts?lng={lng}',
    ],
  },
  // Any other page of the language (the home page: its lobby waits for the session, and its largest
  // paint is the heading the entry draws).
  { path: '^/{lng}(?:/|$)', modules: [] },
];
/** An English page also needs the English strings of the first-page namespaces at once. */
const LANGUAGE_PRELOADS: Record<string, string[]> = { ja: [], en: ['src/lib/i18n-first-en.ts'] };

function routePreloadsPlugin(): Plugin {
  return {
    name: 'casino-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) return;
      // What index.html already loads up front.
      const upFront = new Set<string>();
      const walk = (file: string) => {
        if (upFront.has(file)) return;
        upFront.add(file);
        const c = bundle[file];
        if (c?.type === 'chunk') c.imports.forEach(walk);
      };
      walk(entry.fileName);
      const chunkOf = (suffix: string) => {
        const found = chunks.find((c) =>
          c.moduleIds.some((id) => id.replace(/\\/g, '/').endsWith(`/${suffix}`)),
        );
        if (!found) this.error(`route preloads: no chunk holds ${suffix}`);
        return found;
      };
      const filesFor = (modules: string[]) => {
        const js = new Set<string>();
        const css = new Set<string>();
        const add = (file: string) => {
          if (upFront.has(file) || js.has(file)) return;
          const c = bundle[file];
          if (c?.type !== 'chunk') return;
          js.add(file);
          c.viteMetadata?.importedCss.forEach((f) => css.add(f));
          c.imports.forEach(add);
        };
        modules.forEach((m) => add(chunkOf(m).fileName));
        return { js: [...js].map((f) => `/${f}`), css: [...css].map((f) => `/${f}`) };
      };
      // The gateway takes the first entry whose path matches the address (query and hash cut off).
      const routes = ['ja', 'en'].flatMap((lng) =>
        ROUTE_PRELOADS.map((r) => ({
          path: r.path.replaceAll('{lng}', lng),
          ...filesFor([...r.modules.map((m) => m.replaceAll('{lng}', lng)), ...LANGUAGE_PRELOADS[lng]!]),
        })),
      );
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: JSON.stringify(routes) });
    },
  };
}

export default defineConfig(() => ({
  plugins: [i18nLanguagePlugin(), react(), routePreloadsPlugin(), precompress()],
  server: { host: '127.0.0.1', port: Number(process.env.WEB_PORT ?? 5173), strictPort: true, proxy },
  preview: { host: '127.0.0.1', port: Number(process.env.WEB_PORT ?? 4173), strictPort: true, proxy },
  build: {
    target: 'es2022',
    sourcemap: true,
  },
}));
