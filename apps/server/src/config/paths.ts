import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * apps/server, found from this module's own file: the same answer from the TypeScript sources
 * (src/config/paths.ts) and from the compiled bundle (dist/server.js).
 */
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (fs.existsSync(pkg) && JSON.parse(fs.readFileSync(pkg, 'utf8')).name === '@console/server') return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('apps/server/package.json not found above the server code');
    dir = parent;
  }
}

export const SERVER_ROOT = findServerRoot();
/** The repository (or the image's /app): relative defaults such as ./data are read from here. */
export const REPO_ROOT = path.resolve(SERVER_ROOT, '../..');
/** Committed migrations (drizzle-kit). */
export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'drizzle');
