import os from 'node:os';
import { defineConfig } from 'vitest/config';

// Server integration tests: the global setup migrates and seeds one database for the run; each file
// builds its own app on a copy of it (in-memory PGlite loaded from a dump, or a throw-away PostgreSQL
// database made from a template when DATABASE_URL is set), so files may run in parallel.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/helpers/seeded-template.ts'],
    // Vitest's default is one worker less than the cores: a single worker on a 2-core machine, which left
    // a core idle while each file waited on its database. One per core (decision 0370).
    maxWorkers: Math.max(2, os.availableParallelism()),
    // Each file builds its own app and database (createTestApp), so files need no fresh module graph of
    // their own: a worker imports the server once, not once per file (a third of the suite's CPU).
    isolate: false,
    // Generous for a loaded machine: copying the template and starting the app take a few seconds.
    hookTimeout: 120_000,
    testTimeout: 60_000,
  },
});
