import { defineConfig } from 'vitest/config';
import { i18nPlugins } from './vite-i18n';

// Unit tests only; the browser tests under e2e/ are Playwright's. The i18n virtual modules as the build
// has them. No file changes global state for good (the budget test restores NODE_ENV, the toast test the
// timers), so all files share one module graph (isolate: false) instead of a fresh worker each.
export default defineConfig({
  plugins: i18nPlugins(),
  test: { include: ['src/**/*.test.{ts,tsx}'], environment: 'node', isolate: false },
});
