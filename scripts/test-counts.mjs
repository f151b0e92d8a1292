#!/usr/bin/env node
// Adds up the test counts that Vitest and Playwright print at their end, so one run of several
// test runners can close on a single "tests: N passed, N failed" line.
// As a command: node scripts/test-counts.mjs LOG... prints that line for the logs given.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;
const KINDS = ['passed', 'failed', 'skipped', 'todo', 'flaky', 'did not run', 'interrupted'];

export function emptyCounts() {
  return { passed: 0, failed: 0, skipped: 0 };
}

/** The counts found in one runner's output (Vitest's "Tests  3 passed | 1 skipped (4)", Playwright's "  3 passed (2.1s)"). */
export function countTests(output) {
  const counts = emptyCounts();
  const add = (n, kind) => {
    if (kind === 'passed' || kind === 'flaky') counts.passed += n;
    else if (kind === 'failed' || kind === 'interrupted') counts.failed += n;
    else counts.skipped += n;
  };
  for (const raw of output.replace(ANSI, '').split(/\r?\n/)) {
    const vitest = /^\s*Tests\s{2,}(.*?)\s*\(\d+\)\s*$/.exec(raw);
    if (vitest) {
      for (const part of vitest[1].split('|')) {
        const m = /(\d+)\s+([a-z ]+?)\s*$/.exec(part.trim());
        if (m && KINDS.includes(m[2])) add(Number(m[1]), m[2]);
      }
      continue;
    }
    const pw = /^\s+(\d+) (passed|failed|skipped|flaky|did not run|interrupted)(?: \(.*\))?\s*$/.exec(raw);
    if (pw) add(Number(pw[1]), pw[2]);
  }
  return counts;
}

/**
 * The journeys Playwright lists under its "N flaky" line: failed once, passed on their retry (CI only,
 * apps/web/playwright.config.ts). They count as passed and are named in the summary, never hidden.
 */
export function flakyTests(output) {
  const names = [];
  let inFlaky = false;
  for (const raw of output.replace(ANSI, '').split(/\r?\n/)) {
    if (/^\s+\d+ flaky\s*$/.test(raw)) inFlaky = true;
    else if (inFlaky && /^\s{4,}\S/.test(raw)) names.push(raw.trim().replace(/\s*─+$/, ''));
    else inFlaky = false;
  }
  return names;
}

export function addCounts(a, b) {
  return { passed: a.passed + b.passed, failed: a.failed + b.failed, skipped: a.skipped + b.skipped };
}

/** The closing line CI reads: "tests: N passed, N failed, N skipped". */
export function countsLine(c) {
  return `tests: ${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ''}`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  let total = emptyCounts();
  const flaky = [];
  for (const file of process.argv.slice(2)) {
    if (!fs.existsSync(file)) continue;
    const output = fs.readFileSync(file, 'utf8');
    total = addCounts(total, countTests(output));
    flaky.push(...flakyTests(output));
  }
  for (const name of flaky) console.log(`flaky (passed on its retry): ${name}`);
  console.log(countsLine(total));
}
