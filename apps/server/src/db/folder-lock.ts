import fs from 'node:fs/promises';
import path from 'node:path';

export class FolderLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite must only ever be opened by one process: two processes on one folder silently lose writes.
 * A lock file next to the folder holds the owner's pid; a stale one (dead pid) is taken over.
 */
export async function acquireFolderLock(folder: string): Promise<() => Promise<void>> {
  const lockPath = `${folder}.lock`;
  await fs.mkdir(path.dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await fs.writeFile(lockPath, String(process.pid), { flag: 'wx' });
      return async () => {
        await fs.rm(lockPath, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number.parseInt(await fs.readFile(lockPath, 'utf8').catch(() => ''), 10);
      if (Number.isInteger(pid) && pid !== process.pid && isAlive(pid)) {
        throw new FolderLockedError(
          `The embedded database in ${folder} is already in use by another server (pid ${pid}). ` +
            'Two processes on one PGlite folder lose writes: stop the other server first, ' +
            'or set DATABASE_URL to share a PostgreSQL server between processes.',
        );
      }
      await fs.rm(lockPath, { force: true });
    }
  }
  throw new FolderLockedError(`Could not take the lock ${lockPath}`);
}
