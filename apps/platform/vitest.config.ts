import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 20000,
    // expect.poll waits for what a person waits for (a button enabled, a balance changed): its default
    // of 1 s is a time assertion on a loaded machine; the test's own time-out bounds it instead.
    expect: { poll: { timeout: 15_000 } },
  },
});
