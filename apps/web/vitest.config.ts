import { defineConfig } from 'vitest/config';
import { i18nPlugins } from './vite-i18n';

// Unit tests only; the browser tests under e2e/ are Playwright's. The i18n virtual modules as the build
// has them.
export default defineConfig({
  plugins: i18nPlugins(),
  test: { include: ['src/**/*.test.{ts,tsx}'], environment: 'node' },
});
