import { defineConfig } from 'vitest/config';

// Each test file builds its own app on its own database (a fresh in-memory PGlite, or a private
// schema when DATABASE_URL is set), so files may run in parallel; two workers fit a 2-core runner.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Migrates one PGlite for the run; each test app loads its dump (test/migrated-pglite.ts).
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A poll waits for another process or a queue; one second is too short on a loaded 2-core runner.
    expect: { poll: { timeout: 10_000 } },
  },
});
