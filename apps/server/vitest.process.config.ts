import { defineConfig } from 'vitest/config';

// Tests of the server as a process (spawned with tsx, as `npm start` runs it): SIGTERM, start-up
// failures, simultaneous starts, a PostgreSQL cluster of their own restarted under load, and `npm start`
// itself. Slower than test/ (each starts real processes), so `npm test` runs them as their own step.
export default defineConfig({
  test: {
    include: ['test-process/**/*.test.ts'],
    environment: 'node',
    // Files share the machine with each other's servers and databases: one file at a time.
    fileParallelism: false,
    hookTimeout: 300_000,
    testTimeout: 600_000,
  },
});
