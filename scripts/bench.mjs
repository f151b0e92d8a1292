#!/usr/bin/env node
// `npm run bench`: start the server on PostgreSQL and on PGlite, measure start to listening, and load
// three calls with autocannon (20 connections); print a table with the targets and write
// bench-results/latest.json. Not a test: figures depend on the machine.
// Later areas add load scenarios in scripts/bench-scenarios/*.mjs (see scenarioModules below).
// On PostgreSQL it also runs, in the same run, a bare Fastify + node-postgres server executing the very
// statements of labels.byScreen and microservices.list and sending the console's own answer bytes
// (apps/server/scripts/bench-bare-server.ts), and prints each call's ratio to it, and measures the cost
// of /metrics (two new servers, one with METRICS_ENABLED=false, both new): BENCH_ROUNDS alternating
// rounds, the order turned each round, the ratio the median of each round's own ratio.
// On PostgreSQL the loaded database is vacuumed and analysed (VACUUM (ANALYZE)) before any server
// starts, as autovacuum would have done on a live database.
// The servers run the compiled build (npm run build) with the per-address rate limits off (one load
// generator is one address).
// Environment: BENCH_PG_URL (default postgres://root@127.0.0.1:5432), BENCH_PG_DB (default
// console_bench), BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 20), BENCH_ROUNDS (default 5),
// BENCH_ONLY=postgres|pglite, BENCH_CALLS=<call>,... (only those loads; bare, metrics and
// browserSearchMs name the other measures) to measure again what one change touches.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loginBundleSize } from './login-bundle-size.mjs';
import { acmeId } from './bench-scenarios/demo-owners.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_DIR = path.join(ROOT, 'apps/server');
const WEB_DIR = path.join(ROOT, 'apps/web');
const requireFromServer = createRequire(path.join(SERVER_DIR, 'package.json'));
const autocannon = requireFromServer('autocannon');
const pg = requireFromServer('pg');

const PG_BASE = (process.env.BENCH_PG_URL ?? 'postgres://root@127.0.0.1:5432').replace(/\/+$/, '');
const PG_DB = process.env.BENCH_PG_DB ?? 'console_bench';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const ONLY = process.env.BENCH_ONLY;
/** BENCH_CALLS=gateway/usage,users.list,metrics: only these loads (and bare, metrics, browserSearchMs). */
const ONLY_CALLS = process.env.BENCH_CALLS?.split(',').map((c) => c.trim());
const chosen = (loads) => (ONLY_CALLS ? loads.filter((c) => ONLY_CALLS.includes(c.call)) : loads);
const LOGIN = { clientid: 'platform', username: 'admin@platform.example', password: 'Admin#2026!' };
const TARGETS = {
  startMs: 3000,
  loginJsKb: 150,
  /** A call's requests/s over the bare route's, at least. */
  bareRatio: 0.85,
  /** Throughput lost with /metrics on, at most. */
  metricsCost: 0.05,
};

const log = (...args) => console.log('[bench]', ...args);

function runCommand(command, args, { cwd = ROOT, env = {} } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(code === 0));
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Variables the scenarios need their servers to have (the metering call's service key ...). */
const scenarioEnv = {};

/** Servers still running, stopped if the bench is interrupted. */
const running = new Set();
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    for (const child of running) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    process.exit(130);
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Starts the server in its own process group and resolves once /api/health answers. */
async function startServer(env, label) {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server.js'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      // As the image and the Kubernetes ConfigMap run it: answers are serialized, not re-checked (decision 0230).
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      RATE_LIMIT_MAX: '0',
      LOGIN_RATE_LIMIT_MAX: '0',
      ...scenarioEnv,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  running.add(child);
  child.on('exit', () => running.delete(child));
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  let exited = null;
  const exit = new Promise((resolve) =>
    child.on('exit', (code, signal) => resolve((exited = { code, signal }))),
  );
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (exited)
      throw new Error(`${label}: server exited (${JSON.stringify(exited)}) before listening:\n${output}`);
    try {
      const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(1000) });
      if (res.ok) {
        const startMs = Math.round(performance.now() - t0);
        return { child, base, startMs, exit, output: () => output };
      }
    } catch {
      // not listening yet
    }
    await sleep(20);
  }
  await stopServer({ child, exit });
  throw new Error(`${label}: no answer on /api/health within 120 s:\n${output}`);
}

/** SIGTERM to the whole process group, SIGKILL after 10 s. */
async function stopServer(server) {
  const { child, exit } = server;
  const signal = (sig) => {
    try {
      process.kill(-child.pid, sig);
    } catch {
      // already gone
    }
  };
  if (child.exitCode !== null || child.signalCode !== null) return;
  signal('SIGTERM');
  const timer = sleep(10_000).then(() => 'timeout');
  if ((await Promise.race([exit, timer])) === 'timeout') {
    log(`server pid ${child.pid} did not stop in 10 s: SIGKILL`);
    signal('SIGKILL');
    await exit;
  }
}

async function post(base, name, body, key) {
  const headers = { 'content-type': 'application/json' };
  if (key) headers['x-api-key'] = key;
  const res = await fetch(`${base}/api/${name}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const json = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${name} answered ${res.status}: ${JSON.stringify(json)}`);
  return json;
}

function load(base, name, body, key, seconds = SECONDS) {
  const headers = { 'content-type': 'application/json' };
  if (key) headers['x-api-key'] = key;
  return autocannon({
    url: `${base}/api/${name}`,
    method: 'POST',
    headers,
    body: JSON.stringify(body),
    connections: CONNECTIONS,
    duration: seconds,
  });
}

/** The calls of issue 2; `targets` per database. */
const CORE_CALLS = [
  { call: 'auth.login', name: 'login', login: LOGIN, body: LOGIN, auth: false },
  {
    call: 'labels.byScreen',
    name: 'labels by screen',
    login: LOGIN,
    body: { scrId: 'OWNER_SET', lang: 'EN' },
    auth: true,
    targets: { postgres: { rps: 1000, p99: 20 }, pglite: { rps: 300 } },
  },
  { call: 'owners.list', name: 'owner list', login: LOGIN, body: {}, auth: true },
];

/**
 * Load scenarios of later areas: every scripts/bench-scenarios/*.mjs (not *-browser.mjs) exporting
 * `scenarios` ({ name, call, login, body: object | async ({ post }) => object, target: { rps, p99 } },
 * targets for PostgreSQL) and optionally `seedScript` (a repository path run with `node --import tsx`
 * against the database once the demo data is in, while no server holds it).
 */
async function scenarioModules() {
  const dir = path.join(ROOT, 'scripts/bench-scenarios');
  if (!fs.existsSync(dir)) return [];
  const modules = [];
  for (const file of fs.readdirSync(dir).sort()) {
    if (!file.endsWith('.mjs') || file.endsWith('-browser.mjs')) continue;
    const mod = await import(pathToFileURL(path.join(dir, file)).href);
    if (Array.isArray(mod.scenarios))
      modules.push({ file, seedScript: mod.seedScript, scenarios: mod.scenarios });
  }
  return modules;
}

async function seedScenarios(modules, env, database) {
  for (const m of modules.filter((x) => x.seedScript)) {
    log(`${database}: ${m.file}: node --import tsx ${m.seedScript}`);
    if (!(await runCommand(process.execPath, ['--import', 'tsx', m.seedScript], { cwd: ROOT, env })))
      throw new Error(`${m.seedScript} failed on ${database}`);
  }
}

function allLoads(modules) {
  const extra = modules.flatMap((m) =>
    m.scenarios.map((sc) => ({
      ...sc,
      auth: true,
      targets: sc.target ? { postgres: sc.target } : undefined,
    })),
  );
  return [...CORE_CALLS, ...extra];
}

/** Loads each call (after a short warm-up) on a running server. */
async function loadCalls(server, database, loads) {
  const keys = new Map();
  const keyFor = async (login) => {
    const id = `${login.clientid}/${login.username}`;
    if (!keys.has(id)) keys.set(id, (await post(server.base, 'auth.login', login)).userApiKey);
    return keys.get(id);
  };
  const rows = [];
  const errors = [];
  for (const c of loads) {
    try {
      const key = c.auth ? await keyFor(c.login ?? LOGIN) : undefined;
      if (c.request) {
        // A scenario with its own autocannon request (a route outside the call catalogue).
        rows.push(await loadRequest(server, database, c, key));
        continue;
      }
      const body =
        typeof c.body === 'function'
          ? await c.body({ post: (name, b) => post(server.base, name, b, key) })
          : (c.body ?? {});
      await post(server.base, c.call, body, key); // fails loudly if the call itself is broken
      await load(server.base, c.call, body, key, 2);
      log(`${database}: ${c.call} for ${SECONDS} s with ${CONNECTIONS} connections`);
      rows.push(resultRow(database, c, await load(server.base, c.call, body, key)));
    } catch (err) {
      errors.push(`${database}: ${c.name}: ${err.message.split('\n')[0]}`);
    }
  }
  return { rows, errors };
}

/**
 * Loads a scenario's own autocannon request (`request({ post, base })`), then runs its `check` script
 * (`node --import tsx <script> <args>`, on PostgreSQL, while the server still runs) and logs what it prints.
 */
async function loadRequest(server, database, c, key) {
  const options = await c.request({ post: (name, b) => post(server.base, name, b, key), base: server.base });
  await autocannon({ ...options, connections: CONNECTIONS, duration: 2 });
  log(`${database}: ${c.call} for ${SECONDS} s with ${CONNECTIONS} connections`);
  const r = await autocannon({ ...options, connections: CONNECTIONS, duration: SECONDS });
  let note = null;
  if (c.check && server.url) {
    const out = await new Promise((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', c.check.script, ...(c.check.args ?? [])], {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: server.url },
      });
      let text = '';
      child.stdout.on('data', (d) => (text += d));
      child.stderr.on('data', (d) => (text += d));
      child.on('close', () => resolve(text.trim()));
    });
    note = out.split('\n').at(-1);
    log(`${database}: ${c.name}: ${note}`);
  }
  return { ...resultRow(database, c, r), note };
}

/** One row of the results table: a scenario's autocannon result on one database, with its target. */
function resultRow(database, c, r) {
  return {
    database,
    call: c.call,
    name: c.name,
    requestsPerSecond: Math.round(r.requests.average),
    p99Ms: r.latency.p99,
    averageMs: r.latency.average,
    total: r.latency.totalCount,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
    target: c.targets?.[database] ?? null,
  };
}

/** Starts the bare server (same statements, nothing else) and resolves with its base URL. */
async function startBare(url, calls) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench-bare-server.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, DATABASE_URL: url, PORT: String(port), BARE_CALLS: JSON.stringify(calls) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  running.add(child);
  let output = '';
  let exited = null;
  const exit = new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      running.delete(child);
      resolve((exited = { code, signal }));
    }),
  );
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  const deadline = Date.now() + 120_000;
  while (!output.includes('bare ready')) {
    if (exited || Date.now() > deadline) throw new Error(`bare server did not start:\n${output}`);
    await sleep(50);
  }
  for (const line of output.split('\n').filter((l) => l.startsWith('bare ') && !l.startsWith('bare ready')))
    log(line);
  return { child, exit, base: `http://127.0.0.1:${port}` };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** CPU time (user and system, ms) a process has used, from /proc on Linux; null elsewhere or unknown. */
function processCpuMs(pid) {
  if (!pid) return null;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime, in clock ticks (100 a second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/**
 * Alternating loads of equal length, the order turned every round (A B, B A, A B ...), so neither side
 * always runs on the machine the other has just warmed or heated; medians of requests/s and p99, and
 * `ratio(a, b)`: the median of the rounds' own a/b (each round's two runs are next to each other in
 * time, so a drift of the machine over the whole measure cancels out of each round's ratio).
 */
async function alternate(targets) {
  const runs = Object.fromEntries(targets.map((t) => [t.label, []]));
  for (const t of targets) await autocannon({ ...t.request, connections: CONNECTIONS, duration: 2 });
  for (let round = 0; round < ROUNDS; round++) {
    for (const t of round % 2 ? [...targets].reverse() : targets) {
      const cpu0 = processCpuMs(t.pid);
      const r = await autocannon({ ...t.request, connections: CONNECTIONS, duration: SECONDS });
      const cpu1 = processCpuMs(t.pid);
      if (r.non2xx || r.errors) throw new Error(`${t.label}: ${r.non2xx} non-2xx, ${r.errors} errors`);
      runs[t.label].push({
        rps: Math.round(r.requests.average),
        p99: r.latency.p99,
        // The server's own CPU per call: steadier than requests/s on a machine shared with other work.
        ...(cpu0 !== null &&
          cpu1 !== null && { cpuUs: Math.round(((cpu1 - cpu0) * 1000) / r.requests.total) }),
      });
    }
  }
  const summary = Object.fromEntries(
    Object.entries(runs).map(([label, list]) => [
      label,
      {
        rps: median(list.map((x) => x.rps)),
        p99: median(list.map((x) => x.p99)),
        ...(list.every((x) => x.cpuUs !== undefined) && { cpuUs: median(list.map((x) => x.cpuUs)) }),
        runs: list,
      },
    ]),
  );
  const ratio = (a, b) => +median(runs[a].map((x, i) => x.rps / runs[b][i].rps)).toFixed(3);
  return { ...summary, ratio };
}

/**
 * The calls measured against the bare route. microservices.list reads Acme's 10,000 benchmark
 * microservices as platform staff acting on Acme (a standard owner's administrator does not manage
 * microservices: docs/permissions.md).
 */
async function bareCalls(server) {
  const key = (await post(server.base, 'auth.login', LOGIN)).userApiKey;
  const post1 = (name, body) => post(server.base, name, body, key);
  const ownerId = await acmeId(post1);
  return [
    { call: 'labels.byScreen', body: { scrId: 'OWNER_SET', lang: 'EN' }, login: LOGIN },
    {
      call: 'microservices.list',
      body: { ownerId, page: 0, pageSize: 50, search: 'forecast', sortField: 'name', sortDirection: 'asc' },
      login: LOGIN,
    },
  ];
}

/** Each call against the bare route running its statements: requests/s of the console over the bare one's. */
async function compareWithBare(server, url) {
  const calls = await bareCalls(server);
  const bare = await startBare(url, calls);
  // A new console server, as the bare one is new: the server that ran every load before holds a larger
  // heap and every call's metric series (the same reason as metricsCost).
  const console_ = await startServer({ DATABASE_URL: url }, 'postgres, against the bare route');
  const rows = [];
  try {
    for (const c of calls) {
      const key = (await post(server.base, 'auth.login', c.login)).userApiKey;
      const request = (target) => ({
        url: target,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': key },
        body: JSON.stringify(c.body),
      });
      log(`postgres: ${c.call} against the bare route, ${ROUNDS} alternating runs of ${SECONDS} s`);
      const m = await alternate([
        { label: 'bare', request: request(`${bare.base}/bare/${c.call}`), pid: bare.child.pid },
        { label: 'console', request: request(`${console_.base}/api/${c.call}`), pid: console_.child.pid },
      ]);
      rows.push({
        call: c.call,
        console: m.console,
        bare: m.bare,
        ratio: +m.ratio('console', 'bare').toFixed(2),
      });
    }
  } finally {
    await stopServer(bare);
    await stopServer(console_);
  }
  return rows;
}

/** microservices.list on two servers, /metrics on and off: the throughput /metrics costs. */
async function metricsCost(url, server) {
  // Two new servers, alike but for /metrics: the server that ran every load before holds a larger heap
  // and every call's metric series, which a new server without metrics would not be compared with fairly.
  const on = await startServer({ DATABASE_URL: url }, 'postgres, metrics on');
  const off = await startServer({ DATABASE_URL: url, METRICS_ENABLED: 'false' }, 'postgres, metrics off');
  try {
    const c = (await bareCalls(server))[1];
    const key = (await post(server.base, 'auth.login', c.login)).userApiKey;
    const request = (base) => ({
      url: `${base}/api/${c.call}`,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': key },
      body: JSON.stringify(c.body),
    });
    log(`postgres: ${c.call} with /metrics on and off, ${ROUNDS} alternating runs of ${SECONDS} s`);
    const m = await alternate([
      { label: 'on', request: request(on.base), pid: on.child.pid },
      { label: 'off', request: request(off.base), pid: off.child.pid },
    ]);
    return { call: c.call, on: m.on, off: m.off, cost: +(1 - m.ratio('on', 'off')).toFixed(3) };
  } finally {
    await stopServer(on);
    await stopServer(off);
  }
}

async function pgAdmin(query, database = 'postgres') {
  const client = new pg.Client({ connectionString: `${PG_BASE}/${database}` });
  await client.connect();
  try {
    return await client.query(query);
  } finally {
    await client.end();
  }
}

async function postgresAnswers() {
  try {
    await pgAdmin('select 1');
    return true;
  } catch (err) {
    log(`PostgreSQL at ${PG_BASE} does not answer (${err.message}): PostgreSQL skipped`);
    return false;
  }
}

async function benchPostgres(modules) {
  await pgAdmin(`DROP DATABASE IF EXISTS ${PG_DB} WITH (FORCE)`);
  await pgAdmin(`CREATE DATABASE ${PG_DB}`);
  const url = `${PG_BASE}/${PG_DB}`;
  log(`PostgreSQL: seeding ${url}`);
  if (!(await runCommand('npm', ['run', 'db:seed', '-w', 'apps/server'], { env: { DATABASE_URL: url } })))
    throw new Error('npm run db:seed failed on PostgreSQL');
  await seedScenarios(modules, { DATABASE_URL: url }, 'postgres');
  // The state autovacuum keeps a live database in (statistics, visibility map), which a database loaded
  // a moment ago lacks, and which a PostgreSQL run with autovacuum off never reaches: without it the
  // planner guesses and an index-only scan reads the table too.
  log('PostgreSQL: VACUUM (ANALYZE) after the load');
  await pgAdmin('VACUUM (ANALYZE)', PG_DB);
  const server = { ...(await startServer({ DATABASE_URL: url }, 'postgres')), url };
  log(`PostgreSQL: listening after ${server.startMs} ms (existing database)`);
  try {
    const loads = await loadCalls(server, 'postgres', chosen(allLoads(modules)));
    const extra = {};
    for (const [name, measure] of [
      ['bare', () => compareWithBare(server, url)],
      ['metrics', () => metricsCost(url, server)],
      ['browserSearchMs', () => browserSearch(server)],
    ].filter(([name]) => !ONLY_CALLS || ONLY_CALLS.includes(name))) {
      try {
        extra[name] = await measure();
      } catch (err) {
        loads.errors.push(`postgres: ${name}: ${err.message.split('\n')[0]}`);
      }
    }
    return { starts: { existingMs: server.startMs }, ...loads, ...extra };
  } finally {
    await stopServer(server);
  }
}

/** Issue 3: in Chromium, ms from a search term typed in the microservices table to its first page. */
async function browserSearch(server) {
  const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(chromiumPath)) return null;
  const { measureSearch } = await import('./bench-scenarios/microservices-browser.mjs');
  log('postgres: Chromium, searching the microservices table of 10,000 rows');
  return measureSearch({
    baseUrl: server.base,
    chromiumPath,
    login: LOGIN,
    warmUp: 'forecast',
    terms: ['classifier', 'summariser', 'translator', 'detector', 'ranker'],
  });
}

async function benchPglite(modules) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-'));
  try {
    // Production mode (as the image runs) on loopback: demo data only when asked for.
    const env = { DATA_DIR: dataDir, SEED_DEMO: 'always' };
    const first = await startServer(env, 'pglite (new)');
    log(`PGlite: new database migrated, seeded and listening after ${first.startMs} ms`);
    await stopServer(first);
    await seedScenarios(modules, env, 'pglite');
    const server = await startServer(env, 'pglite');
    log(`PGlite: listening after ${server.startMs} ms (existing database)`);
    try {
      return {
        starts: { newMs: first.startMs, existingMs: server.startMs },
        ...(await loadCalls(server, 'pglite', allLoads(modules))),
      };
    } finally {
      await stopServer(server);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The gzipped JavaScript of the login page: what index.html loads at first (entry script and
 * modulepreloads), and the whole login page (entry, login route chunk and their static imports).
 */
function loginPageJs() {
  const dist = path.join(WEB_DIR, 'dist');
  const index = path.join(dist, 'index.html');
  if (!fs.existsSync(index)) return null;
  const html = fs.readFileSync(index, 'utf8');
  const urls = new Set();
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<link\b[^>]*>/g)) {
    const href = /\bhref="([^"]+)"/.exec(m[0]);
    if (href && /\brel="modulepreload"/.test(m[0])) urls.add(href[1]);
  }
  const initial = [...urls]
    .filter((u) => !/^(https?:)?\/\//.test(u) && u.endsWith('.js'))
    .map((u) => ({
      file: u,
      gzipBytes: zlib.gzipSync(fs.readFileSync(path.join(dist, u.replace(/^\//, '')))).length,
    }));
  const initialBytes = initial.reduce((s, f) => s + f.gzipBytes, 0);
  const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
  let page = null;
  try {
    page = loginBundleSize(dist);
  } catch (err) {
    log(`login page chunks not measured: ${err.message}`);
  }
  return {
    indexHtml: { files: initial, gzipKb: kb(initialBytes) },
    loginPage: page && {
      files: page.files,
      gzipKb: kb(page.totalBytes),
      includesLoginChunk: page.includesLoginChunk,
    },
    gzipKb: kb(page ? page.totalBytes : initialBytes),
  };
}

const mark = (ok) => (ok ? 'ok' : 'MISSED');

function targetFor(row) {
  const t = row.target;
  if (!t) return row.call === 'auth.login' ? '(argon2id: slow by design)' : '';
  const parts = [];
  if (t.rps != null) parts.push(`>= ${t.rps}/s ${mark(row.requestsPerSecond >= t.rps)}`);
  if (t.p99 != null) parts.push(`p99 <= ${t.p99} ms ${mark(row.p99Ms <= t.p99)}`);
  return parts.join(', ');
}

function printTable(result) {
  const header = ['database', 'call', 'req/s', 'p99 ms', 'avg ms', 'errors/non-2xx', 'target'];
  const lines = result.rows.map((r) => [
    r.database,
    r.call,
    String(r.requestsPerSecond),
    String(r.p99Ms),
    r.averageMs.toFixed(1),
    `${r.errors}/${r.non2xx}`,
    targetFor(r),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const fmt = (cols) => cols.map((c, i) => c.padEnd(widths[i])).join('  ');
  console.log(`\n${fmt(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const l of lines) console.log(fmt(l));
  for (const r of result.rows.filter((x) => x.note)) console.log(`${r.database} ${r.call}: ${r.note}`);
  console.log('');
  for (const [db, s] of Object.entries(result.starts)) {
    const parts = [
      `existing database ${s.existingMs} ms (target <= ${TARGETS.startMs} ms ${mark(s.existingMs <= TARGETS.startMs)})`,
    ];
    if (s.newMs != null) parts.push(`new database with demo seed ${s.newMs} ms`);
    console.log(`start to listening, ${db}: ${parts.join('; ')}`);
  }
  const js = result.loginPageJs;
  if (js) {
    const detail = js.loginPage
      ? `entry + login route chunk + static imports, ${js.loginPage.files.length} file(s); index.html alone ${js.indexHtml.gzipKb} KB`
      : `index.html's ${js.indexHtml.files.length} file(s)`;
    console.log(
      `login page JavaScript: ${js.gzipKb} KB gzipped (${detail}) (target <= ${TARGETS.loginJsKb} KB ${mark(js.gzipKb <= TARGETS.loginJsKb)})`,
    );
  } else console.log('login page JavaScript: not measured (no apps/web/dist/index.html)');
  if (result.browserSearchMs != null)
    console.log(
      `microservices table search in Chromium (10,000 rows, PostgreSQL): ${result.browserSearchMs} ms median (target <= 300 ms ${mark(result.browserSearchMs <= 300)})`,
    );
  for (const b of result.bare ?? [])
    console.log(
      `${b.call} against a bare Fastify + node-postgres route running its statements (PostgreSQL, medians of ${ROUNDS}): ` +
        `console ${b.console.rps}/s p99 ${b.console.p99} ms, bare ${b.bare.rps}/s p99 ${b.bare.p99} ms, ` +
        `ratio ${b.ratio} (target >= ${TARGETS.bareRatio} ${mark(b.ratio >= TARGETS.bareRatio)})` +
        (b.console.cpuUs !== undefined
          ? `; server CPU per call: console ${b.console.cpuUs} µs, bare ${b.bare.cpuUs} µs`
          : ''),
    );
  if (result.metrics) {
    const m = result.metrics;
    console.log(
      `/metrics cost on ${m.call} (medians of ${ROUNDS}): on ${m.on.rps}/s, off ${m.off.rps}/s, ` +
        `${(m.cost * 100).toFixed(1)} % (target <= ${TARGETS.metricsCost * 100} % ${mark(m.cost <= TARGETS.metricsCost)})` +
        (m.on.cpuUs !== undefined ? `; server CPU per call: on ${m.on.cpuUs} µs, off ${m.off.cpuUs} µs` : ''),
    );
  }
  for (const e of result.errors) console.log(`FAILED: ${e}`);
  for (const e of result.notMeasured) console.log(`not measured: ${e}`);
}

async function main() {
  const result = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.version, loadAverageBefore: os.loadavg()[0] },
    settings: { seconds: SECONDS, connections: CONNECTIONS },
    rows: [],
    starts: {},
    loginPageJs: null,
    errors: [],
    notMeasured: [],
  };
  const modules = await scenarioModules();
  for (const m of modules) for (const sc of m.scenarios) Object.assign(scenarioEnv, sc.env ?? {});
  if (fs.existsSync(path.join(WEB_DIR, 'package.json'))) {
    log('building the console and the server (npm run build)');
    if (!(await runCommand('npm', ['run', 'build'])))
      result.notMeasured.push(
        'the build failed: login page JavaScript measured from an older dist if any, servers from an older build',
      );
  }
  result.loginPageJs = loginPageJs();

  const runs = [];
  if (ONLY !== 'pglite' && (await postgresAnswers())) runs.push(['postgres', benchPostgres]);
  if (ONLY !== 'postgres') runs.push(['pglite', benchPglite]);
  for (const [name, bench] of runs) {
    try {
      const { starts, rows, errors, browserSearchMs, bare, metrics } = await bench(modules);
      result.starts[name] = starts;
      if (browserSearchMs != null) result.browserSearchMs = browserSearchMs;
      if (bare) result.bare = bare;
      if (metrics) result.metrics = metrics;
      result.rows.push(...rows);
      result.notMeasured.push(...errors);
    } catch (err) {
      console.error(err);
      result.errors.push(`${name}: ${err.message.split('\n')[0]}`);
    }
  }
  result.machine.loadAverageAfter = os.loadavg()[0];
  printTable(result);
  const { loadAverageBefore: before, loadAverageAfter: after } = result.machine;
  console.log(
    `machine: ${result.machine.cpus} cores, 1-minute load average ${before.toFixed(2)} before, ${after.toFixed(2)} after` +
      (before > 1 ? ' (other work was running: figures are low)' : ''),
  );
  fs.mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
  fs.writeFileSync(path.join(ROOT, 'bench-results/latest.json'), JSON.stringify(result, null, 2) + '\n');
  log('written to bench-results/latest.json');
  process.exit(result.errors.length ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
