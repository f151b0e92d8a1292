import { defineConfig } from 'vitest/config';

// Server integration tests: each file builds its own app on a fresh database (in-memory PGlite, or a
// throw-away PostgreSQL database when DATABASE_URL is set), so files may run in parallel.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    // Building a database (migrations + demo seed with argon2 hashes) takes a few seconds per file.
    hookTimeout: 120_000,
    testTimeout: 60_000,
  },
});
