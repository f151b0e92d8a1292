#!/usr/bin/env node
// `npm test`: every check of the repository, stopping at the first failed stage.
//   docs -> [typecheck | lint | format | unit:contract] -> unit:server -> process -> unit:web -> end-to-end (Playwright in Debian's Chromium)
// Steps of one stage ([a | b]) run side by side: each is single-threaded, and the machine has more than
// one core; their output is shown whole, one step after the other, as each ends.
// Options: --only=a,b  run only these steps; --skip=a,b  leave these out (names as in the summary).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkDocs } from './check-docs.mjs';
import { addCounts, countTests, countsLine, emptyCounts, flakyTests } from './test-counts.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = '/usr/bin/chromium';
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const argList = (name) =>
  process.argv
    .filter((a) => a.startsWith(`--${name}=`))
    .flatMap((a) => a.slice(name.length + 3).split(','))
    .filter(Boolean);
const only = argList('only');
const skip = argList('skip');

/** Runs a command with its output shown live (or, `quiet`, only kept) and kept for counting tests. */
function run(command, args, env = {}, quiet = false) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (stream, target) =>
      stream.on('data', (chunk) => {
        if (!quiet) target.write(chunk);
        output += chunk;
      });
    keep(child.stdout, process.stdout);
    keep(child.stderr, process.stderr);
    child.on('error', (err) => resolve({ ok: false, output: String(err) }));
    child.on('close', (code, signal) =>
      resolve({ ok: code === 0, output, note: signal ? `killed by ${signal}` : '' }),
    );
  });
}

const npm =
  (...args) =>
  (quiet) =>
    run(NPM, args, {}, quiet);

function workspaceHasScript(dir, script) {
  const file = path.join(ROOT, dir, 'package.json');
  return fs.existsSync(file) && script in (JSON.parse(fs.readFileSync(file, 'utf8')).scripts ?? {});
}

/** Debian's Chromium for Playwright (its own browser download cannot work here). */
async function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return { ok: true };
  console.log(`${CHROMIUM} is missing: installing Debian's chromium with apt-get`);
  // As root apt-get runs directly; otherwise through sudo, which would drop DEBIAN_FRONTEND unless given by env.
  const prefix = process.getuid?.() === 0 ? [] : ['sudo', 'env', 'DEBIAN_FRONTEND=noninteractive'];
  const apt = (...args) =>
    run(prefix[0] ?? 'apt-get', [...prefix.slice(1), ...(prefix.length ? ['apt-get'] : []), ...args], {
      DEBIAN_FRONTEND: 'noninteractive',
    });
  const update = await apt('update');
  if (!update.ok) return { ok: false, note: 'apt-get update failed' };
  const install = await apt('install', '-y', 'chromium');
  if (!install.ok || !fs.existsSync(CHROMIUM)) return { ok: false, note: 'apt-get install chromium failed' };
  return { ok: true };
}

async function endToEnd() {
  const config = ['playwright.config.ts', 'playwright.config.js', 'playwright.config.mjs'].find((f) =>
    fs.existsSync(path.join(ROOT, 'apps/web', f)),
  );
  if (!config || !workspaceHasScript('apps/web', 'test:e2e')) {
    console.log(
      'SKIPPED: apps/web has no Playwright config (or no test:e2e script) yet: no end-to-end tests run.',
    );
    return { ok: true, skipped: true };
  }
  const chromium = await ensureChromium();
  if (!chromium.ok) return chromium;
  return run(NPM, ['run', 'test:e2e', '-w', 'apps/web'], { CHROMIUM_PATH: CHROMIUM });
}

const STEPS = [
  {
    name: 'docs',
    what: 'README commands and npm scripts named in docs exist',
    run: async () => {
      const problems = checkDocs();
      for (const p of problems) console.error(`  ${p}`);
      return { ok: problems.length === 0 };
    },
  },
  {
    name: 'typecheck',
    stage: 'static',
    what: 'tsc --noEmit in every workspace',
    run: npm('run', 'typecheck'),
  },
  { name: 'lint', stage: 'static', what: 'eslint .', run: npm('run', 'lint') },
  { name: 'format', stage: 'static', what: 'prettier --check .', run: npm('run', 'format:check') },
  {
    name: 'unit:contract',
    stage: 'static',
    what: 'vitest in packages/contract',
    run: npm('test', '-w', 'packages/contract', '--', '--passWithNoTests'),
  },
  {
    name: 'unit:server',
    what: 'vitest in apps/server (PGlite, or DATABASE_URL)',
    run: npm('test', '-w', 'apps/server'),
  },
  {
    name: 'process',
    what: 'the server as a process: SIGTERM, npm start, start-up failures, locks, PostgreSQL restarts',
    run: npm('run', 'test:process', '-w', 'apps/server'),
  },
  {
    name: 'unit:web',
    what: 'vitest in apps/web',
    run: npm('test', '-w', 'apps/web'),
  },
  { name: 'e2e', what: 'Playwright in Debian Chromium', run: endToEnd },
];

function formatSeconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

async function main() {
  const unknown = [...only, ...skip].filter((n) => !STEPS.some((s) => s.name === n));
  if (unknown.length) {
    console.error(`Unknown step(s): ${unknown.join(', ')}. Steps: ${STEPS.map((s) => s.name).join(', ')}`);
    process.exit(2);
  }
  const chosen = STEPS.filter((s) => (only.length ? only.includes(s.name) : true) && !skip.includes(s.name));
  const results = [];
  let counts = emptyCounts();
  const flaky = [];
  const startedAt = Date.now();
  /** Runs one step; `quiet`: its output is printed whole at its end (it shares a stage). */
  const runStep = async (step, quiet) => {
    if (!quiet) console.log(`\n=== ${step.name}: ${step.what}`);
    const t0 = Date.now();
    const result = await step.run(quiet);
    const ms = Date.now() - t0;
    const status = result.skipped ? 'skipped' : result.ok ? 'ok' : 'FAILED';
    if (quiet) process.stdout.write(`\n=== ${step.name}: ${step.what}\n${result.output ?? ''}`);
    console.log(`=== ${step.name}: ${status} in ${formatSeconds(ms)}`);
    counts = addCounts(counts, countTests(result.output ?? ''));
    flaky.push(...flakyTests(result.output ?? ''));
    return { name: step.name, ms, status, note: result.note ?? '' };
  };
  // Consecutive steps of one stage run together; a stage with a failed step ends the run.
  for (let i = 0; i < chosen.length;) {
    const stage = chosen[i].stage;
    let j = i + 1;
    while (stage && j < chosen.length && chosen[j].stage === stage) j++;
    const group = chosen.slice(i, j);
    const done = await Promise.all(group.map((step) => runStep(step, group.length > 1)));
    results.push(...done);
    i = j;
    if (done.some((r) => r.status === 'FAILED')) break;
  }
  const notRun = chosen.slice(results.length).map((s) => s.name);

  console.log('\nSummary');
  for (const r of results)
    console.log(`  ${r.status.padEnd(8)} ${r.name.padEnd(14)} ${formatSeconds(r.ms).padStart(8)}  ${r.note}`);
  for (const name of notRun) console.log(`  ${'not run'.padEnd(8)} ${name}`);
  const failed = results.some((r) => r.status === 'FAILED');
  console.log(
    `  total ${formatSeconds(Date.now() - startedAt)}${failed ? ': stopped at the first failure' : ''}`,
  );
  for (const name of flaky) console.log(`  flaky (passed on its retry): ${name}`);
  console.log(countsLine(counts));
  process.exit(failed ? 1 : 0);
}

// Keep `node scripts/test.mjs` from leaving a half-finished child behind when interrupted.
process.on('SIGINT', () => process.exit(130));
main();
