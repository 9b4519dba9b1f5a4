import { defineConfig } from 'vitest/config';

/** Browser suite: one real server for the run, one file at a time (2 cores, one Chromium). */
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    // The page needs a moment to render after a click; 1 s (the default) is too tight on 2 cores.
    expect: { poll: { timeout: 10_000, interval: 100 } },
  },
});
