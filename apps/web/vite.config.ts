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

export default defineConfig(() => ({
  plugins: [i18nLanguagePlugin(), react(), precompress()],
  server: { host: '127.0.0.1', port: Number(process.env.WEB_PORT ?? 5173), strictPort: true, proxy },
  preview: { host: '127.0.0.1', port: Number(process.env.WEB_PORT ?? 4173), strictPort: true, proxy },
  build: {
    target: 'es2022',
    sourcemap: true,
  },
}));
