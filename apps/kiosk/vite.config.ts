/**
 * Vite build of the venue terminal, served by the gateway at /kiosk/ (same origin as /trpc, so the
 * session and terminal cookies stay first-party). In development /trpc and /kiosk-api are proxied to
 * the gateway (GATEWAY_URL). One small bundle: terminals load it over the venue network at every
 * customer change, so nothing is split that the first screen needs anyway.
 */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { precompress } from '@casino/ui/vite-precompress';
import { writeLockdownExtension } from './deploy/lockdown-extension/build';

const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:3000';
const proxy = {
  '/trpc': { target: gateway, changeOrigin: false },
  '/kiosk-api': { target: gateway, changeOrigin: false },
};
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

export default defineConfig({
  base: '/kiosk/',
  // .br/.gz twins of every asset, served pre-compressed by the gateway.
  // The lock-down extension's script (deploy/lockdown-extension/lockdown.js) is built with the app, from
  // the same shortcut list the page uses.
  plugins: [
    react(),
    precompress(),
    { name: 'lockdown-extension', apply: 'build', closeBundle: () => writeLockdownExtension() },
  ],
  define: { __KIOSK_VERSION__: JSON.stringify(process.env.KIOSK_VERSION ?? pkg.version) },
  server: { host: '127.0.0.1', port: Number(process.env.KIOSK_PORT ?? 5174), strictPort: true, proxy },
  preview: { host: '127.0.0.1', port: Number(process.env.KIOSK_PORT ?? 4174), strictPort: true, proxy },
  build: {
    target: 'es2022',
    sourcemap: true,
    rollupOptions: {
      // The terminal, and the staff view at /kiosk/staff/ (its own page: no lock-down, no heartbeat).
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        staff: fileURLToPath(new URL('./staff/index.html', import.meta.url)),
      },
      output: {
        manualChunks(id) {
          if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
          if (/node_modules\/(@tanstack|@trpc)\//.test(id)) return 'query';
          if (/node_modules\/(simple-keyboard|react-simple-keyboard)\//.test(id)) return 'keyboard';
          return undefined;
        },
      },
    },
  },
});
