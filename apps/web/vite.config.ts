/// <reference types="vitest/config" />
import os from 'node:os';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const api = process.env.API_URL ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy: { '/api': api, '/files': api } },
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 800 },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
    css: false,
    // One worker per core (Vitest's default leaves one core idle: a single worker on 2 cores); decision 0370.
    maxWorkers: Math.max(2, os.availableParallelism()),
    // A component test renders MUI in jsdom: seconds on a loaded 2-core machine. The budget is for such a
    // machine; tests wait for conditions, never for time.
    testTimeout: 30_000,
  },
});
