#!/usr/bin/env node
// `npm run db:generate -w apps/server -- --name=<snake_case>`: drizzle-kit generate with a name for the
// migration (drizzle/NNNN_<name>.sql), so no migration is committed under a random name. The name says
// what the migration is for (`demo_apps`, `credit_expiry_index`); `--custom` writes an empty migration
// for SQL the schema cannot declare. Without a name, or with one that is not snake_case, it refuses.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const NAME = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/;
const USAGE = 'usage: npm run db:generate -w apps/server -- --name=<snake_case> [--custom]';

/** The migration's name and whether it is a custom (empty) one, from the command's arguments; or why not. */
export function parseArgs(args) {
  let name;
  let custom = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--custom') custom = true;
    else if (arg.startsWith('--name=')) name = arg.slice('--name='.length);
    else if (arg === '--name' && i + 1 < args.length) name = args[++i];
    else return { error: `unknown argument ${arg}` };
  }
  if (!name) return { error: 'a migration needs a name' };
  if (!NAME.test(name) || name.length > 60)
    return {
      error: `"${name}" is not a snake_case name (a-z, 0-9 and _, starting with a letter, at most 60)`,
    };
  return { name, custom };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const parsed = parseArgs(process.argv.slice(2));
  if (parsed.error) {
    console.error(`db:generate: ${parsed.error}\n${USAGE}`);
    process.exit(1);
  }
  const server = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  // The package exports no subpath for its command: bin.cjs sits beside its main module.
  const drizzleKit = path.join(
    path.dirname(createRequire(import.meta.url).resolve('drizzle-kit')),
    'bin.cjs',
  );
  const args = [drizzleKit, 'generate', `--name=${parsed.name}`, ...(parsed.custom ? ['--custom'] : [])];
  const run = spawnSync(process.execPath, args, { cwd: server, stdio: 'inherit' });
  process.exit(run.status ?? 1);
}
