import { defineConfig } from 'vitest/config';

// Pure unit tests that change no global state: one module graph for all files (isolate: false) instead
// of a fresh worker per file.
export default defineConfig({ test: { include: ['src/**/*.test.ts'], isolate: false } });
