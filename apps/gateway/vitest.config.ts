import { defineConfig } from 'vitest/config';

// Most integration files spend their time waiting on their own stack (the platform, gateways, Redis):
// two files at a time, each with its own stack, keep both cores of a 2-core machine busy. Workers are
// reused across files (isolate: false): no file changes the environment or global state, and a fresh
// worker per file cost about 0.7 s of start-up each. Generous time-outs for a loaded machine.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 120_000,
    // A stack (Redis, the platform, up to four gateways) can take minutes to start on a loaded machine.
    hookTimeout: 300_000,
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: 2,
    isolate: false,
    // expect.poll waits for what the test waits for (an event, a sweep): its default of 1 s would be a
    // time assertion on a loaded machine; the test's own time-out bounds it instead.
    expect: { poll: { timeout: 60_000 } },
  },
});
