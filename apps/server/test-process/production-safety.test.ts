// Safe by default in production (issue 26), as a process:
//  - a production-mode start on a new embedded database loaded the demo data, so `Admin#2026!` signed
//    in (and the image listens on 0.0.0.0); now it refuses it and says why in one start-up line. The
//    e2e server's start (no NODE_ENV, loopback) still gets the demo data.
//  - the documented production commands failed in a production install (`npm run admin:create` ran
//    tsx, a development dependency, on sources the image does not ship), and a normal refusal ("an
//    administrator already exists") printed a stack trace. A production install of the test's own
//    (the image's files, node_modules without tsx) runs them, compiled.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REPO_DIR,
  SERVER_DIR,
  SERVER_ENV,
  freePort,
  postJson,
  run,
  untilLive,
  useCleanup,
  type ServerProcess,
} from './helpers/process';

const { cleanup, spawn, track } = useCleanup();
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

// Each case of the rule (production, beyond loopback, SEED_DEMO=always, the e2e start) is proved without
// a process in test/demo-data-safety.test.ts; here the one a deployment meets, through a real start. The
// e2e start's demo data is proved by every journey, which signs in with the demo logins.
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
});

/**
 * The image's final stage in a folder (Dockerfile): the workspace manifests, the server's migrations,
 * its launcher and dist built by scripts/build.mjs, and a node_modules without the development
 * dependencies that matter here (tsx), made of links to the checkout's installed packages.
 */
function productionInstall(): string {
  const app = fs.mkdtempSync(path.join(os.tmpdir(), 'console-image-'));
  const copy = (rel: string) => fs.cpSync(path.join(REPO_DIR, rel), path.join(app, rel), { recursive: true });
  for (const rel of [
    'package.json',
    'packages/contract/package.json',
    'apps/server/package.json',
    'apps/server/drizzle',
    'apps/server/scripts/cli.mjs',
  ])
    copy(rel);
  execFileSync(process.execPath, ['scripts/build.mjs', '--outdir', path.join(app, 'apps/server/dist')], {
    cwd: SERVER_DIR,
    stdio: 'ignore',
  });
  const modules = path.join(app, 'node_modules');
  fs.mkdirSync(modules);
  const installed = path.join(REPO_DIR, 'node_modules');
  for (const entry of fs.readdirSync(installed))
    if (!['tsx', '.bin', '@console', 'vitest', 'drizzle-kit', 'esbuild'].includes(entry))
      fs.symlinkSync(path.join(installed, entry), path.join(modules, entry));
  return app;
}

/** stderr without npm's own lines (its summary of a failed script) and Node's warnings. */
const toolLines = (text: string) =>
  text
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('npm ') && !/ExperimentalWarning|--trace-warnings/.test(l));

describe('production commands in a production install (no tsx, no sources)', () => {
  let app = '';
  let dataDir = '';
  beforeAll(() => {
    app = productionInstall();
    dataDir = path.join(app, 'data');
  });
  afterAll(() => {
    if (app) fs.rmSync(app, { recursive: true, force: true });
  });

  const inImage = async (command: string, args: string[], env: Record<string, string> = {}) => {
    const proc = run(command, args, {
      cwd: app,
      env: { NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    });
    const exit = await proc.exited;
    return { code: exit.code, output: proc.output(), stderr: proc.stderr() };
  };

  it('migrates, creates the first administrator, refuses a second in one line, and the compiled server signs it in', async () => {
    expect(fs.existsSync(path.join(app, 'apps/server/src'))).toBe(false);

    const migrate = await inImage('npm', ['run', 'db:migrate', '-w', 'apps/server']);
    expect(migrate.code, migrate.output).toBe(0);
    expect(migrate.output).toContain('Migrations and reference data applied.');
    expect(migrate.output).toContain('Demo data: not loaded (SEED_DEMO=auto and NODE_ENV=production');

    const args = ['--client-id', 'platform', '--user', 'admin@example.com'];
    const short = await inImage('node', ['apps/server/dist/create-admin.js', ...args], {
      ADMIN_PASSWORD: 'too-short',
    });
    expect(short.code).toBe(1);
    expect(toolLines(short.stderr)).toEqual(['ADMIN_PASSWORD needs at least 12 characters: nothing created']);

    const password = 'A-long-password-2026';
    const created = await inImage('npm', ['run', 'admin:create', '-w', 'apps/server', '--', ...args], {
      ADMIN_PASSWORD: password,
    });
    expect(created.code, created.output).toBe(0);
    expect(created.output).toContain(
      'Platform administrator admin@example.com created; sign in with client id platform.',
    );

    const refusal =
      'An administrator already exists: this database has a platform administrator owner, nothing created';
    const again = await inImage('npm', ['run', 'admin:create', '-w', 'apps/server', '--', ...args], {
      ADMIN_PASSWORD: password,
    });
    expect(again.code).not.toBe(0);
    expect(toolLines(again.stderr)).toEqual([refusal]);
    const direct = await inImage('node', ['apps/server/dist/create-admin.js', ...args], {
      ADMIN_PASSWORD: password,
    });
    expect(direct.code).toBe(1);
    expect(toolLines(direct.stderr)).toEqual([refusal]);

    // The compiled server of the same install signs the new administrator in.
    const port = await freePort();
    const server = track(
      run(process.execPath, ['apps/server/dist/server.js'], {
        cwd: app,
        env: { ...SERVER_ENV, DATA_DIR: dataDir, PORT: String(port) },
      }),
    );
    const base = `http://127.0.0.1:${port}`;
    await untilLive({ ...server, port, base });
    const login = await postJson(base, 'auth.login', {
      clientid: 'platform',
      username: 'admin@example.com',
      password,
    });
    expect(login.status).toBe(200);
    expect((await postJson(base, 'auth.login', DEMO_ADMIN)).status).toBe(401);
  });
});
