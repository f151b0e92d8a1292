#!/usr/bin/env node
// `npm run build`: compiles the console (Vite, apps/web/dist) and the server (esbuild, apps/server/dist)
// once, and records a fingerprint of each one's inputs in .build/. `npm start` (start.mjs) uses
// the same fingerprints to rebuild only what changed, and nothing when nothing did.
// Options: --changed (build only what changed since the last build; the default builds both).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const IGNORED = new Set(['node_modules', 'dist', '.vite', 'test-results', 'playwright-report']);

/** The build's inputs as one hash: every file's path and content (not times: a checkout changes them). */
function fingerprint(inputs) {
  const hash = createHash('sha256');
  const add = (rel) => {
    const abs = path.join(ROOT, rel);
    if (!fs.existsSync(abs)) return;
    const stat = fs.statSync(abs);
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(abs).sort()) if (!IGNORED.has(entry)) add(path.join(rel, entry));
    } else {
      hash.update(`${rel}\0`);
      hash.update(fs.readFileSync(abs));
    }
  };
  for (const rel of inputs) add(rel);
  return hash.digest('hex');
}

export const TARGETS = [
  {
    name: 'console',
    workspace: 'apps/web',
    stamp: '.build/console.stamp',
    output: 'apps/web/dist/index.html',
    inputs: [
      'package-lock.json',
      'packages/contract/src',
      'packages/contract/package.json',
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/package.json',
      'apps/web/vite.config.ts',
      'apps/web/tsconfig.json',
    ],
  },
  {
    name: 'server',
    workspace: 'apps/server',
    stamp: '.build/server.stamp',
    output: 'apps/server/dist/server.js',
    inputs: [
      'package-lock.json',
      'packages/contract/src',
      'packages/contract/package.json',
      'apps/server/src',
      'apps/server/package.json',
      'apps/server/scripts/build.mjs',
    ],
  },
];

export function buildTarget(target, { force = false } = {}) {
  const stampFile = path.join(ROOT, target.stamp);
  const sources = target.inputs.filter((rel) => fs.existsSync(path.join(ROOT, rel)));
  // An installed image carries the compiled output without its sources: run what is there.
  const hasSources = sources.some((rel) => rel.startsWith(target.workspace));
  if (!hasSources && fs.existsSync(path.join(ROOT, target.output))) return;
  const want = fingerprint(sources);
  const have = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8').trim() : '';
  if (!force && have === want && fs.existsSync(path.join(ROOT, target.output))) {
    console.log(`${target.name}: up to date, not rebuilt`);
    return;
  }
  console.log(`${target.name}: building (npm run build -w ${target.workspace})`);
  const result = spawnSync(NPM, ['run', 'build', '-w', target.workspace], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(
      `${target.name}: the build failed${result.error ? ` (${result.error.message})` : ''}. ` +
        'Its tools are development dependencies: run `npm install` (not `npm ci --omit=dev`) where you build.',
    );
    process.exit(1);
  }
  fs.mkdirSync(path.dirname(stampFile), { recursive: true });
  fs.writeFileSync(stampFile, `${want}\n`);
}

/** Builds each target (all of them, or with `force: false` only those whose inputs changed). */
export function buildAll({ force = true } = {}) {
  for (const target of TARGETS) buildTarget(target, { force });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  buildAll({ force: !process.argv.includes('--changed') });
