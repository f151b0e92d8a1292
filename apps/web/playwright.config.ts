import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8181);
// A folder of this run's own, so runs side by side never share (or unlock) one embedded database.
const DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `console-e2e-${PORT}`);
/** An absolute folder of another build, so several builds and runs can go side by side. */
const WEB_DIST = process.env.E2E_WEB_DIST ? `WEB_DIST=${process.env.E2E_WEB_DIST} ` : '';
/** The simulated cluster answers a scale request quickly, so the pod journey takes seconds, not minutes. */
const POD_TIMING = `LOCAL_ORCHESTRATOR_DELAY_MS=${process.env.E2E_POD_DELAY_MS ?? 1500} POD_POLL_SECONDS=${process.env.E2E_POD_POLL_SECONDS ?? 1} `;
/** Every journey signs in from 127.0.0.1: more sign-ins a minute than one person's address would make. */
const LIMITS = 'LOGIN_RATE_LIMIT_MAX=1000 ';
/**
 * The console sends its mail to a test-only catcher (apps/server/scripts/e2e-mail-catcher.ts) that the
 * journeys read over HTTP (mailCatcherUrl in e2e/support.ts): the embedded database cannot be read by them.
 */
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? PORT + 1);
const MAIL_PORT = Number(process.env.E2E_MAIL_PORT ?? PORT + 2);
process.env.E2E_MAIL_PORT = String(MAIL_PORT);

/** Journeys in Debian's Chromium against the built console on a freshly seeded embedded database. */
export default defineConfig({
  testDir: './e2e',
  // A busy CI machine (two journeys, their Chromiums and the server on 2 cores) has been seen to take
  // over 10 s to compile a page's chunks and show it: waits are bounded by what a loaded machine meets,
  // not by how fast a quiet one is (a passing wait ends as soon as its condition holds).
  timeout: 120_000,
  expect: { timeout: 30_000 },
  workers: 2,
  // On CI a journey that fails is run once more, and one that then passes is listed as flaky in the run's
  // summary (scripts/test-counts.mjs prints them): a real fault fails both times (decision 0320).
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // Each demo login signs in once through the login page (the setup project); the journeys reuse it.
  projects: [
    { name: 'sign-in', testMatch: /\.setup\.ts$/ },
    { name: 'journeys', dependencies: ['sign-in'] },
  ],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      command: `cd ../.. && node --import tsx apps/server/scripts/e2e-mail-catcher.ts ${SMTP_PORT} ${MAIL_PORT}`,
      url: `http://127.0.0.1:${MAIL_PORT}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `rm -rf ${DATA_DIR} ${DATA_DIR}.lock && cd ../.. && DATA_DIR=${DATA_DIR} ${WEB_DIST}PORT=${PORT} SMTP_URL=smtp://127.0.0.1:${SMTP_PORT} LOG_LEVEL=warn ${POD_TIMING}${LIMITS}node --import tsx apps/server/src/server.ts`,
      url: `http://localhost:${PORT}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
