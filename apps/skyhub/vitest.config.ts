import { defineConfig } from 'vitest/config';

// Each test file opens its own database (a fresh in-memory PGlite, or a private schema when
// DATABASE_URL is set) and its own fake operator wallet on an ephemeral port.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A poll waits for another process; one second is too short on a loaded 2-core runner.
    expect: { poll: { timeout: 10_000 } },
  },
});
