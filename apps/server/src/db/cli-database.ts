import path from 'node:path';
import type { Env } from '../config/env';
import { openDatabase } from './client';

/** The database the server would use, for command-line tools. */
export function openConfiguredDatabase(env: Env) {
  return openDatabase(
    env.DATABASE_URL ? { url: env.DATABASE_URL } : { pgliteDir: path.join(env.DATA_DIR, 'pglite') },
  );
}
