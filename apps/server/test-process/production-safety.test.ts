// Safe by default in production (issue 26), as a process:
//  - a production-mode start on a new embedded database loaded the demo data, so `Admin#2026!` signed
//    in (and the image listens on 0.0.0.0); now it refuses it and says why in one start-up line. The
//    e2e server's start (no NODE_ENV, loopback) still gets the demo data.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { postJson, untilLive, useCleanup, type ServerProcess } from './helpers/process';

const { cleanup, spawn } = useCleanup();
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-safety-'));
  cleanup(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const DEMO_ADMIN = { clientid: 'platform', username: 'admin@platform.example', password: 'Admin#2026!' };

/** The JSON log lines' messages that talk about demo data. */
const demoLines = (server: ServerProcess) =>
  server
    .output()
    .split('\n')
    .flatMap((l) => {
      try {
        const msg = (JSON.parse(l) as { msg?: unknown }).msg;
        return typeof msg === 'string' && msg.startsWith('Demo data:') ? [msg] : [];
      } catch {
        return [];
      }
    });

/** Starts a server on a new embedded database, signs in as the README's platform administrator. */
async function startAndSignIn(env: Record<string, string>) {
  const server = await spawn({ DATA_DIR: tempDir(), LOG_LEVEL: 'info', ...env });
  await untilLive(server);
  const login = await postJson(server.base, 'auth.login', DEMO_ADMIN);
  process.kill(server.pid, 'SIGTERM');
  expect((await server.exited).code, server.output()).toBe(0);
  return { status: login.status, code: login.body.error?.code, lines: demoLines(server) };
}

describe('demo data on a new embedded database', () => {
  it('a production-mode start refuses Admin#2026! and says why', async () => {
    const started = await startAndSignIn({ NODE_ENV: 'production', HOST: '127.0.0.1' });
    expect(started).toEqual({
      status: 401,
      code: 'INVALID_CREDENTIALS',
      lines: [
        'Demo data: not loaded (SEED_DEMO=auto and NODE_ENV=production: its passwords are public; SEED_DEMO=always loads it anyway)',
      ],
    });
  });

  it('a development start listening beyond loopback (HOST=0.0.0.0) refuses it too', async () => {
    const started = await startAndSignIn({ NODE_ENV: 'development', HOST: '0.0.0.0' });
    expect(started).toEqual({
      status: 401,
      code: 'INVALID_CREDENTIALS',
      lines: [
        'Demo data: not loaded (SEED_DEMO=auto and HOST=0.0.0.0 is reachable beyond this machine: its passwords are public; SEED_DEMO=always loads it anyway)',
      ],
    });
  });

  it('SEED_DEMO=always loads it in production mode when asked for', async () => {
    const started = await startAndSignIn({ NODE_ENV: 'production', SEED_DEMO: 'always' });
    expect(started.status).toBe(200);
    expect(started.lines).toEqual([expect.stringMatching(/^Demo data: loaded .*SEED_DEMO=always/)]);
  });

  it('the e2e server start (tsx, PORT and DATA_DIR, no NODE_ENV nor HOST) still gets it', async () => {
    // NODE_ENV '' counts as unset (vitest's own NODE_ENV=test would otherwise reach the child).
    const started = await startAndSignIn({ NODE_ENV: '', HOST: '' });
    expect(started.status).toBe(200);
    expect(started.lines).toEqual([
      'Demo data: loaded into the new embedded database (SEED_DEMO=auto, NODE_ENV=development, HOST=127.0.0.1 is loopback); demo logins are in the README',
    ]);
  });
});
