import { defineConfig } from 'vitest/config';

// Integration tests spawn the platform and gateway processes and share a 2-core machine: one file at a
// time, generous time-outs.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
