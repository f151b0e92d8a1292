#!/usr/bin/env node
// `npm start`: build what changed (scripts/build.mjs: the console with Vite, the server with esbuild),
// then run the compiled server in this very process. package.json runs it with `exec`, so npm's child is
// this process and a SIGTERM sent to npm reaches the server, which drains and exits (no orphan left
// holding the PGlite lock). Nothing changed since the last build: no build at all.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, buildAll } from './build.mjs';

buildAll({ force: false });
// Relative paths in the environment (DATA_DIR ...) are read from where npm was started.
process.env.INIT_CWD ??= process.cwd();
// The newcomer's machine serves the data plane too: the gateway and the local pods' sample model service
// from this same process (the embedded database allows one process), unless set otherwise (decision 0350).
process.env.GATEWAY_IN_CONSOLE ??= 'true';
await import(pathToFileURL(path.join(ROOT, 'apps/server/dist/server.js')).href);
