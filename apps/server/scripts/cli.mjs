#!/usr/bin/env node
// `npm run db:migrate | db:seed | admin:create -w apps/server`: one command in a checkout and in the image
// (decision 0360). With tsx installed (a checkout: a development dependency) it runs the TypeScript
// sources, always current; without it (a production install: `npm ci --omit=dev`, the image) it runs the
// compiled entry that scripts/build.mjs wrote to dist/. Either way in this very process, so signals and
// the exit code are the tool's own.
//   node scripts/cli.mjs <migrate|seed|create-admin> [arguments of the tool]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const SERVER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TOOLS = {
  migrate: 'src/db/migrate-cli.ts',
  seed: 'src/db/seed-cli.ts',
  'create-admin': 'src/db/create-admin-cli.ts',
};

const name = process.argv[2];
const source = TOOLS[name];
if (!source) {
  console.error(`Usage: node scripts/cli.mjs <${Object.keys(TOOLS).join('|')}> [arguments]`);
  process.exit(2);
}
// The tool reads its own arguments from process.argv (util.parseArgs): leave them as if it were run alone.
process.argv.splice(2, 1);

/** tsx's loader API, or null in a production install (no development dependencies). */
async function tsxApi() {
  try {
    return await import('tsx/esm/api');
  } catch (err) {
    if (err?.code === 'ERR_MODULE_NOT_FOUND') return null;
    throw err;
  }
}

const compiled = path.join(SERVER, 'dist', `${name}.js`);
const tsx = fs.existsSync(path.join(SERVER, source)) ? await tsxApi() : null;
if (tsx) {
  tsx.register();
  await import(pathToFileURL(path.join(SERVER, source)).href);
} else if (fs.existsSync(compiled)) {
  await import(pathToFileURL(compiled).href);
} else {
  console.error(
    `Cannot run ${name}: no tsx to run the sources and no compiled ${path.relative(process.cwd(), compiled)}: run npm run build -w apps/server first`,
  );
  process.exit(1);
}
