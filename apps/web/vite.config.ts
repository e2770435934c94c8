/**
 * Vite build of the player site. In development /trpc and /api are proxied to the gateway
 * (GATEWAY_URL, default http://127.0.0.1:3000, the gateway's default port) so the browser only ever talks to one origin and the
 * session cookie stays same-origin, exactly as in production where the gateway serves this build.
 *
 * The production build: react-router 8's exports map picks its production files by itself (7 needed
 * an alias here), zod's JIT probe off (`new Function` is refused by the CSP),
 * and a brotli and a gzip twin of every asset written at build time (served by the gateway).
 */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '@casino/ui/vite-precompress';

const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:3000';
const proxy = {
  '/trpc': { target: gateway, changeOrigin: false },
  '/api': { target: gateway, changeOrigin: false },
  '/blob': { target: gateway, changeOrigin: false },
};

export default defineConfig(() => ({
  plugins: [react(), precompress()],
  server: { host: '127.0.0.1', port: Number(process.env.WEB_PORT ?? 5173), strictPort: true, proxy },
  preview: { host: '127.0.0.1', port: Number(process.env.WEB_PORT ?? 4173), strictPort: true, proxy },
  build: {
    target: 'es2022',
    sourcemap: true,
    rollupOptions: {
      output: {
        manualChunks(id) {
          if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'react';
          if (/node_modules\/(@tanstack|@trpc)\//.test(id)) return 'query';
          if (/node_modules\/(i18next|react-i18next)\//.test(id)) return 'i18n';
          return undefined;
        },
      },
    },
  },
}));
