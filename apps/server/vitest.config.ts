import { defineConfig } from 'vitest/config';

// Server integration tests: the global setup migrates and seeds one database for the run; each file
// builds its own app on a copy of it (in-memory PGlite loaded from a dump, or a throw-away PostgreSQL
// database made from a template when DATABASE_URL is set), so files may run in parallel.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/helpers/seeded-template.ts'],
    // Generous for a loaded machine: copying the template and starting the app take a few seconds.
    hookTimeout: 120_000,
    testTimeout: 60_000,
  },
});
