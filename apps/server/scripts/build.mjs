#!/usr/bin/env node
// Compiles the server to plain JavaScript in apps/server/dist with esbuild: one ES module per entry
// (server, gateway-server, migrate, seed, admin), the workspace contract bundled in (it is TypeScript source), every
// npm dependency left as an import, so `npm ci --omit=dev` is all the production image installs.
// Optional modules (the S3 client) stay in their own chunks and load only when configured.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const SERVER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(fs.readFileSync(path.join(SERVER, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@console/'));

// --outdir <folder>: elsewhere than dist (the process test builds a production install of its own).
const at = process.argv.indexOf('--outdir');
const outdir =
  at > 0 && process.argv[at + 1] ? path.resolve(process.argv[at + 1]) : path.join(SERVER, 'dist');

const started = performance.now();
fs.rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: SERVER,
  entryPoints: {
    server: 'src/server.ts',
    'gateway-server': 'src/gateway-server.ts',
    migrate: 'src/db/migrate-cli.ts',
    seed: 'src/db/seed-cli.ts',
    'create-admin': 'src/db/create-admin-cli.ts',
  },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  // Packages and their sub-paths (drizzle-orm/pg-core, pg ...) are imported at run time.
  external: external.flatMap((name) => [name, `${name}/*`]),
  chunkNames: 'chunks/[name]-[hash]',
  logLevel: 'warning',
  legalComments: 'none',
});
console.log(
  `${path.relative(process.cwd(), outdir) || '.'} built in ${Math.round(performance.now() - started)} ms`,
);
