import { defineConfig } from 'vitest/config';

// Unit tests only; the browser tests under e2e/ are Playwright's.
export default defineConfig({ test: { include: ['src/**/*.test.{ts,tsx}'], environment: 'node' } });
