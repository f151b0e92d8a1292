import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, waitFor } from './process';

/**
 * A PostgreSQL cluster of the test's own, in a temporary folder on a free port, so a test can stop,
 * restart or freeze its database without disturbing the shared server on 127.0.0.1:5432. Run as the
 * `postgres` system user when the tests run as root (PostgreSQL refuses root).
 */
export interface PrivatePostgres {
  port: number;
  /** postgres://root@127.0.0.1:<port>/<database> */
  url(database: string): string;
  createDatabase(name: string): Promise<string>;
  /** Fast shutdown (SIGINT): sessions are terminated (57P01), as in a restart. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Resolves once `select 1` answers; returns the time it first did. */
  untilReady(ms?: number): Promise<number>;
  /** SIGSTOP / SIGCONT the postmaster and every backend: a database that stopped answering. */
  freeze(): void;
  thaw(): void;
  destroy(): Promise<void>;
}

/** The bin folder of the newest PostgreSQL installed, or null. */
export function postgresBin(): string | null {
  const fromEnv = process.env.POSTGRES_BIN;
  if (fromEnv && fs.existsSync(path.join(fromEnv, 'initdb'))) return fromEnv;
  const root = '/usr/lib/postgresql';
  if (fs.existsSync(root)) {
    const versions = fs
      .readdirSync(root)
      .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(root, versions[0], 'bin');
  }
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
    if (fs.existsSync(path.join(dir, 'initdb'))) return dir;
  } catch {
    // no pg_config
  }
  return null;
}

/** uid/gid to run PostgreSQL as: ourselves, or the postgres user when we are root. */
function runAs(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'));
  if (!line) throw new Error('running as root and no postgres user to run PostgreSQL as');
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBin();
  if (!bin) throw new Error('no PostgreSQL installation found (initdb)');
  const ids = runAs();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-pg-'));
  const data = path.join(dir, 'data');
  if (ids.uid !== undefined) fs.chownSync(dir, ids.uid, ids.gid!);
  execFileSync(
    path.join(bin, 'initdb'),
    ['-D', data, '-U', 'root', '--auth=trust', '-E', 'UTF8', '--no-sync'],
    {
      ...ids,
      stdio: 'ignore',
    },
  );
  const port = await freePort();
  let postmaster: ChildProcess | null = null;
  let exited: Promise<void> = Promise.resolve();
  const url = (database: string) => `postgres://root@127.0.0.1:${port}/${database}`;

  const canQuery = async () => {
    const client = new pg.Client({ connectionString: url('postgres'), connectionTimeoutMillis: 1000 });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('select 1');
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => {});
    }
  };

  const cluster: PrivatePostgres = {
    port,
    url,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: url('postgres') });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE "${name}"`);
      } finally {
        await client.end();
      }
      return url(name);
    },
    async start() {
      if (postmaster && postmaster.exitCode === null) return; // already running
      const child = spawn(
        path.join(bin, 'postgres'),
        [
          '-D',
          data,
          '-p',
          String(port),
          '-k',
          dir,
          '-c',
          'listen_addresses=127.0.0.1',
          '-c',
          'fsync=off',
          '-c',
          'synchronous_commit=off',
          '-c',
          'full_page_writes=off',
          '-c',
          'max_connections=60',
        ],
        { ...ids, stdio: ['ignore', 'ignore', 'pipe'] },
      );
      let log = '';
      child.stderr!.on('data', (c: Buffer) => (log = (log + c.toString()).slice(-4000)));
      postmaster = child;
      exited = new Promise((resolve) => child.on('exit', () => resolve()));
      await cluster.untilReady(60_000).catch((err: Error) => {
        throw new Error(`${err.message}\n${log}`);
      });
    },
    async stop() {
      if (!postmaster || postmaster.exitCode !== null) return;
      postmaster.kill('SIGINT');
      await exited;
      postmaster = null;
    },
    untilReady: (ms = 60_000) =>
      waitFor('PostgreSQL ready', async () => ((await canQuery()) ? Date.now() : false), ms, 25),
    freeze() {
      signalCluster('SIGSTOP');
    },
    thaw() {
      signalCluster('SIGCONT');
    },
    async destroy() {
      if (postmaster && postmaster.exitCode === null) {
        cluster.thaw();
        postmaster.kill('SIGQUIT');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };

  /** The postmaster and its children (backends, checkpointer ...), by their parent pid. */
  function signalCluster(signal: NodeJS.Signals) {
    if (!postmaster?.pid) return;
    let listed = '';
    try {
      listed = execFileSync('ps', ['-o', 'pid=', '--ppid', String(postmaster.pid)], { encoding: 'utf8' });
    } catch {
      // ps answers 1 when there is no child
    }
    const children = listed
      .split('\n')
      .map((l) => Number(l.trim()))
      .filter((pid) => pid > 0);
    for (const pid of [postmaster.pid, ...children]) {
      try {
        process.kill(pid, signal);
      } catch {
        // gone
      }
    }
  }

  await cluster.start();
  return cluster;
}
