/// <reference types="vitest/config" />
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const api = process.env.API_URL ?? 'http://localhost:8080';
const TESTS = 'src/**/*.test.{ts,tsx}';

/**
 * Component test files that replace modules with `vi.mock`: a mock is bound to a fresh module graph, so
 * these run isolated; every other file shares its worker's imports (MUI and the console, imported once
 * per worker instead of once per file: half the suite's CPU). Found by reading the files, so a new test
 * is placed without an edit here (decision 0370).
 */
function filesThatMock(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.test\.tsx?$/.test(f))
    .filter((f) => /\bvi\.(do)?[mM]ock\(/.test(fs.readFileSync(path.join(dir, f), 'utf8')))
    .map((f) => path.posix.join('src', f.split(path.sep).join('/')));
}
const MOCKING = filesThatMock(path.join(import.meta.dirname, 'src'));

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy: { '/api': api, '/files': api } },
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 800 },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
    css: false,
    // One worker per core (Vitest's default leaves one core idle: a single worker on 2 cores); decision 0370.
    maxWorkers: Math.max(2, os.availableParallelism()),
    // A component test renders MUI in jsdom: seconds on a loaded 2-core machine. The budget is for such a
    // machine; tests wait for conditions, never for time.
    testTimeout: 30_000,
    projects: [
      { extends: true, test: { name: 'shared', include: [TESTS], exclude: MOCKING, isolate: false } },
      { extends: true, test: { name: 'isolated', include: MOCKING.length ? MOCKING : ['no-such-file'] } },
    ],
  },
});
