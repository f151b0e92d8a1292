// The server as a process: SIGTERM drains and exits 0 (it waited the full 10 s and exited 1 while an
// idle keep-alive connection was open); `npm start` passes SIGTERM on (it left the server running,
// holding the PGlite lock); start-up failures are one clear line each; simultaneous starts on one new
// PGlite folder leave exactly one server, holding its lock (one crashed with 'file exists' and the lock
// file vanished while the other kept serving).
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  REPO_DIR,
  freePort,
  postJson,
  run,
  untilLive,
  useCleanup,
  waitFor,
  type RunningProcess,
} from './helpers/process';

const { cleanup, track, spawn } = useCleanup();
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-process-'));
  cleanup(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const ACME = { clientid: 'acme', username: 'admin@acme.example', password: 'Admin#2026!' };
const PNG_HEAD = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
).subarray(0, 33);

/** A multipart upload whose body is sent in two halves, the second when `rest()` is called. */
function slowUpload(base: string, key: string) {
  const boundary = 'drain-test-boundary';
  const data = Buffer.alloc(512 * 1024, 1);
  PNG_HEAD.copy(data, 0);
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="fileToUpload"; filename="slow.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const half = Math.floor(body.length / 2);
  let started!: () => void;
  const inFlight = new Promise<void>((r) => (started = r));
  const req = http.request(`${base}/api/files.upload`, {
    method: 'POST',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': body.length,
      'x-api-key': key,
      expect: '100-continue',
    },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
  });
  // 'continue': the server has the request (its handler is reading the body).
  req.on('continue', () => {
    req.write(body.subarray(0, half));
    started();
  });
  req.flushHeaders();
  return { inFlight, answer, rest: () => req.end(body.subarray(half)) };
}

describe('SIGTERM', () => {
  it('fails readiness, answers new calls 503, lets the in-flight call finish, closes idle connections and exits 0 well before the drain time', async () => {
    const drainMs = 20_000;
    const server = await spawn({
      DATA_DIR: tempDir(),
      // The demo logins, in production mode (the helper's), only when asked for (issue 26).
      SEED_DEMO: 'always',
      SHUTDOWN_DRAIN_MS: String(drainMs),
      LOG_LEVEL: 'info',
    });
    await untilLive(server);
    const login = await postJson(server.base, 'auth.login', ACME);
    expect(login.status).toBe(200);
    const key = login.body.userApiKey as string;

    // An idle keep-alive connection, as a browser or a load balancer keeps one.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    cleanup(() => agent.destroy());
    const idleSocketClosed = new Promise<void>((resolve) => {
      const req = http.get(`${server.base}/api/health/live`, { agent }, (res) => {
        res.resume();
        res.on('end', () => {
          // The socket stays open in the agent, idle.
          req.socket?.once('close', () => resolve());
        });
      });
    });

    const upload = slowUpload(server.base, key);
    await upload.inFlight;
    const signalledAt = Date.now();
    process.kill(server.pid, 'SIGTERM');

    // Readiness fails first and new calls are refused while the upload is still running.
    await waitFor('readiness 503', async () => {
      const res = await fetch(`${server.base}/api/health/ready`);
      return res.status === 503;
    });
    const refused = await postJson(server.base, 'auth.session', {}, key);
    expect(refused.status).toBe(503);
    expect(refused.body.error?.code).toBe('UNAVAILABLE');
    expect(refused.headers.get('connection')).toBe('close');
    expect(server.isRunning()).toBe(true);

    upload.rest();
    const answered = await upload.answer;
    expect(answered.status, answered.body).toBe(200);
    expect(JSON.parse(answered.body).size).toBe(512 * 1024);

    await idleSocketClosed;
    const exit = await server.exited;
    expect(exit.code, server.output()).toBe(0);
    // Nothing waited for the drain deadline (idle connections held it open before).
    expect(exit.at - signalledAt).toBeLessThan(drainMs);
    expect(server.output()).toMatch(/stopped after \d+ ms/);
  });

  it('reaches the server through `npm start`, which exits 0 with it and leaves no lock behind', async () => {
    const dataDir = tempDir();
    const port = await freePort();
    const npm = track(
      run('npm', ['start'], {
        cwd: REPO_DIR,
        env: {
          DATA_DIR: dataDir,
          PORT: String(port),
          GATEWAY_PORT: String(await freePort()),
          LOCAL_POD_PORT: String(await freePort()),
          HOST: '127.0.0.1',
          LOG_LEVEL: 'info',
          RATE_LIMIT_MAX: '0',
          // As a newcomer runs it: no NODE_ENV ('' counts as unset; vitest's own is 'test').
          NODE_ENV: '',
        },
      }),
    );
    // The first start of a checkout may build the console and the server first.
    await waitFor(
      'npm start serving',
      async () => {
        if (!npm.isRunning()) throw new Error(`npm start exited:\n${npm.output()}`);
        return (
          await fetch(`http://127.0.0.1:${port}/api/health/live`, { signal: AbortSignal.timeout(2000) })
        ).ok;
      },
      300_000,
      200,
    );
    const serverPid = Number(/"pid":(\d+)/.exec(npm.output())?.[1]);
    expect(serverPid).toBeGreaterThan(0);
    // The README's first command: a new embedded database with the demo logins, on loopback.
    expect(npm.output()).toContain('Demo data: loaded into the new embedded database (SEED_DEMO=auto');
    const demo = await postJson(`http://127.0.0.1:${port}`, 'auth.login', ACME);
    expect(demo.status).toBe(200);
    expect(fs.readFileSync(path.join(dataDir, 'pglite.lock'), 'utf8')).toBe(String(serverPid));
    // The signal goes to npm itself, as a process manager or a terminal's kill would send it.
    process.kill(npm.pid, 'SIGTERM');
    const exit = await npm.exited;
    expect(exit.code, npm.output()).toBe(0);
    await waitFor('server process gone', () => {
      try {
        process.kill(serverPid, 0);
        return false;
      } catch {
        return true;
      }
    });
    expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
  });
});

/** The server's start-up output on stderr, as lines. */
const stderrLines = (proc: RunningProcess) =>
  proc
    .stderr()
    .split('\n')
    .filter((l) => l.trim() && !l.includes('ExperimentalWarning') && !l.includes('--trace-warnings'));

describe('start-up failures: one clear line each', () => {
  it('refuses a DATABASE_URL that is not postgres://', async () => {
    const server = await spawn({ DATABASE_URL: 'mysql://root:hunter2@db.example:3306/console' });
    const exit = await server.exited;
    expect(exit.code).toBe(1);
    expect(stderrLines(server)).toEqual([
      'Invalid environment: DATABASE_URL: scheme mysql: is not supported: use postgres://user:password@host:5432/database',
    ]);
    expect(server.output()).not.toContain('hunter2');
  });

  it('names the port that is already in use', async () => {
    const blocker = net.createServer();
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', () => r()));
    cleanup(() => new Promise<void>((r) => blocker.close(() => r())));
    const port = (blocker.address() as net.AddressInfo).port;
    const dataDir = tempDir();
    const server = await spawn({ DATA_DIR: dataDir, PORT: String(port) });
    const exit = await server.exited;
    expect(exit.code).toBe(1);
    expect(stderrLines(server)).toEqual([
      `Port ${port} on 127.0.0.1 is already in use: stop the other process or set PORT to a free port`,
    ]);
    // It let go of the embedded database it had opened.
    expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
  });

  it('retries an unreachable database for DATABASE_START_WAIT_SECONDS, then says so without the password', async () => {
    const port = await freePort(); // nothing listens there
    const url = `postgres://root:s3cret-pw@127.0.0.1:${port}/console`;
    const started = Date.now();
    const server = await spawn({ DATABASE_URL: url, DATABASE_START_WAIT_SECONDS: '2' });
    const exit = await server.exited;
    expect(exit.code).toBe(1);
    expect(exit.at - started).toBeGreaterThanOrEqual(2000);
    expect(stderrLines(server)).toEqual([
      `Cannot reach the database postgres://root:***@127.0.0.1:${port}/console after 2 s: connect ECONNREFUSED 127.0.0.1:${port}`,
    ]);
    expect(server.output()).toContain('Waiting for the database');
    expect(server.output()).not.toContain('s3cret-pw');
  });
});

describe('one new PGlite folder, three servers started at the same moment', () => {
  it('exactly one serves and holds the lock; the others stop with a clear line and leave its lock alone', async () => {
    const dataDir = tempDir();
    const servers = await Promise.all([0, 1, 2].map(() => spawn({ DATA_DIR: dataDir, SEED_DEMO: 'always' })));
    // The losers exit; the winner keeps running.
    await waitFor(
      'two servers stopped',
      () => servers.filter((s) => !s.isRunning()).length === 2,
      180_000,
      100,
    );
    const [winner] = servers.filter((s) => s.isRunning());
    const losers = servers.filter((s) => !s.isRunning());
    await untilLive(winner!);
    for (const loser of losers) {
      expect((await loser.exited).code).toBe(1);
      expect(stderrLines(loser)).toEqual([
        expect.stringMatching(
          new RegExp(
            `^The embedded database in .* is already in use by another server \\(pid ${winner!.pid}\\)\\.`,
          ),
        ),
      ]);
    }
    expect(fs.readFileSync(path.join(dataDir, 'pglite.lock'), 'utf8')).toBe(String(winner!.pid));
    const login = await postJson(winner!.base, 'auth.login', ACME);
    expect(login.status).toBe(200);
    process.kill(winner!.pid, 'SIGTERM');
    expect((await winner!.exited).code).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
  });
});
