#!/usr/bin/env node
// Keeps the docs honest: the README states the two set-up commands, and every npm script that the
// README or docs/ name exists in the package.json it belongs to.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REQUIRED_COMMANDS = ['npm install && npm start', 'npm test'];

function scriptsOf(dir) {
  const file = path.join(ROOT, dir, 'package.json');
  if (!fs.existsSync(file)) return null;
  return JSON.parse(fs.readFileSync(file, 'utf8')).scripts ?? {};
}

function docFiles() {
  const files = ['README.md'];
  const walk = (dir) => {
    if (!fs.existsSync(path.join(ROOT, dir))) return;
    for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const rel = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(rel);
      else if (entry.name.endsWith('.md')) files.push(rel);
    }
  };
  walk('docs');
  return files;
}

// `npm run name`, `npm start`, `npm test`, optionally followed by `-w dir` / `--workspace dir`.
const NPM_COMMAND =
  /\bnpm (?:run(?:-script)? ([\w:.-]+)|(start|test|stop|restart))\b((?:\s+(?:-w|--workspace)[ =][\w@/.-]+)?)/g;

/** Problems found; an empty list means the docs match the scripts. */
export function checkDocs() {
  const problems = [];
  const readmePath = path.join(ROOT, 'README.md');
  if (!fs.existsSync(readmePath)) return ['README.md is missing'];
  const readme = fs.readFileSync(readmePath, 'utf8');
  for (const command of REQUIRED_COMMANDS) {
    if (!readme.includes('`' + command + '`') && !readme.includes(`\n${command}\n`))
      problems.push(`README.md does not state the command \`${command}\``);
  }
  for (const file of docFiles()) {
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
    for (const m of text.matchAll(NPM_COMMAND)) {
      const script = m[1] ?? m[2];
      const workspace = /(?:-w|--workspace)[ =]([\w@/.-]+)/.exec(m[3] ?? '')?.[1] ?? '.';
      const scripts = scriptsOf(workspace);
      if (!scripts)
        problems.push(`${file}: "${m[0].trim()}" names workspace ${workspace}, which has no package.json`);
      else if (!(script in scripts))
        problems.push(
          `${file}: "${m[0].trim()}" names script "${script}", missing from ${path.join(workspace, 'package.json')}`,
        );
    }
  }
  return problems;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const problems = checkDocs();
  for (const p of problems) console.error(`docs: ${p}`);
  if (problems.length) process.exit(1);
  console.log('docs: README commands and npm scripts named in docs match package.json');
}
