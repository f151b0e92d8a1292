import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach } from 'vitest';

export const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const REPO_DIR = path.resolve(SERVER_DIR, '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Polls `check` until it answers a value (not undefined/false) or `ms` pass; no fixed sleeps. */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined | false> | T | undefined | false,
  ms = 60_000,
  every = 50,
): Promise<T> {
  const deadline = Date.now() + ms;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value as T;
    } catch (err) {
      last = err;
    }
    if (Date.now() > deadline)
      throw new Error(
        `${what}: not within ${ms} ms${last ? ` (last error: ${(last as Error).message})` : ''}`,
      );
    await new Promise((r) => setTimeout(r, every));
  }
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  at: number;
}

export interface RunningProcess {
  child: ChildProcess;
  pid: number;
  /** stdout and stderr so far. */
  output(): string;
  stderr(): string;
  exited: Promise<Exit>;
  isRunning(): boolean;
  /** SIGKILL if still running (cleanup). */
  kill(): Promise<void>;
}

/**
 * What a test leaves behind, undone after each test, the last first: `cleanup(fn)` adds an undo step,
 * `track(proc)` kills the process (and answers it), `spawn(env)` starts a server (`spawnServer`) killed so.
 */
export function useCleanup() {
  const steps: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const fn of steps.splice(0).reverse()) await fn();
  });
  const cleanup = (fn: () => Promise<void> | void) => {
    steps.push(fn);
  };
  const track = <T extends RunningProcess>(proc: T): T => {
    cleanup(() => proc.kill());
    return proc;
  };
  const spawn = async (env: Record<string, string>) => track(await spawnServer(env));
  return { cleanup, track, spawn };
}

/** Spawns a process keeping its output; its own process group, so a cleanup reaches its children too. */
export function run(
  command: string,
  args: string[],
  options: { cwd?: string; env?: Record<string, string> } = {},
): RunningProcess {
  const child = spawn(command, args, {
    cwd: options.cwd ?? SERVER_DIR,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => {
    out += c.toString();
    err += c.toString();
  });
  let running = true;
  const exited = new Promise<Exit>((resolve) =>
    child.on('exit', (code, signal) => {
      running = false;
      resolve({ code, signal, at: Date.now() });
    }),
  );
  return {
    child,
    pid: child.pid!,
    output: () => out,
    stderr: () => err,
    exited,
    isRunning: () => running,
    async kill() {
      if (!running) return;
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
      await exited;
    },
  };
}

export interface ServerProcess extends RunningProcess {
  port: number;
  base: string;
}

/** Environment every spawned server gets unless a test says otherwise. */
export const SERVER_ENV = {
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  RATE_LIMIT_MAX: '0',
  LOGIN_RATE_LIMIT_MAX: '0',
  WEB_DIST: '/nonexistent-console-build',
};

/** The real server process (TypeScript through tsx: the same code the build compiles). */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const proc = run(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    env: { ...SERVER_ENV, PORT: String(port), ...env },
  });
  return { ...proc, port, base: `http://127.0.0.1:${port}` };
}

/** Resolves once the server answers its liveness probe; fails early if it exits. */
export async function untilLive(server: ServerProcess, ms = 120_000): Promise<void> {
  await waitFor(
    `server pid ${server.pid} live`,
    async () => {
      if (!server.isRunning()) throw new Error(`exited before listening:\n${server.output()}`);
      const res = await fetch(`${server.base}/api/health/live`, { signal: AbortSignal.timeout(2000) });
      return res.ok;
    },
    ms,
    100,
  ).catch((err: Error) => {
    if (!server.isRunning()) throw new Error(`server exited before listening:\n${server.output()}`);
    throw err;
  });
}

export async function postJson(base: string, name: string, body: unknown, key?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (key) headers['x-api-key'] = key;
  const res = await fetch(`${base}/api/${name}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON
  }
  return {
    status: res.status,
    body: json as Record<string, unknown> & { error?: { code: string } },
    headers: res.headers,
  };
}
