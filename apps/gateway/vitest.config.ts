import { defineConfig } from 'vitest/config';

// Integration tests spawn the platform and gateway processes and share a 2-core machine: one file at a
// time, generous time-outs.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 120_000,
    // A stack (Redis, the platform, up to four gateways) can take minutes to start on a loaded machine.
    hookTimeout: 300_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
