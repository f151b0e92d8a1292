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

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const errCode = (err: unknown) => (err as NodeJS.ErrnoException).code;

/** Creates `file` holding our pid, atomically: fails with EEXIST when it exists (O_CREAT | O_EXCL). */
async function createExclusive(file: string): Promise<void> {
  const handle = await fs.open(file, 'wx');
  try {
    await handle.writeFile(String(process.pid));
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * The pid in a lock file; null when the file is gone. A file that is still empty is being written by
 * the process that just created it: wait for its pid (a file left empty for 2 s counts as stale: -1).
 */
async function readHolder(file: string): Promise<number | null> {
  const deadline = Date.now() + 2000;
  for (;;) {
    let text: string;
    try {
      text = await fs.readFile(file, 'utf8');
    } catch (err) {
      if (errCode(err) === 'ENOENT') return null;
      throw err;
    }
    const pid = Number.parseInt(text, 10);
    if (Number.isInteger(pid) && pid > 0) return pid;
    if (Date.now() > deadline) return -1;
    await sleep(20);
  }
}

/**
 * Removes a stale lock (its process died), letting only one process do it: whoever creates the
 * takeover file first. Without it, two processes that both saw the stale lock could each remove it, the
 * second removing the lock the first had just taken.
 */
async function removeStale(lockPath: string, stalePid: number): Promise<void> {
  const guard = `${lockPath}.takeover`;
  try {
    await createExclusive(guard);
  } catch (err) {
    if (errCode(err) !== 'EEXIST') throw err;
    // Another process is taking over right now (milliseconds); a guard older than 10 s was left by a
    // process that died in the middle of it.
    const stat = await fs.stat(guard).catch(() => null);
    if (stat && Date.now() - stat.mtimeMs > 10_000) await fs.rm(guard, { force: true });
    await sleep(20);
    return;
  }
  try {
    if ((await readHolder(lockPath)) === stalePid) await fs.rm(lockPath, { force: true });
  } finally {
    await fs.rm(guard, { force: true });
  }
}

/**
 * PGlite must only ever be opened by one process: two processes on one folder silently lose writes.
 * A lock file next to the folder holds the owner's pid, created atomically before the folder is
 * opened; a stale one (its pid no longer runs) is taken over. Exactly one of several processes starting
 * together wins; the others throw FolderLockedError and leave the winner's lock alone.
 */
export async function acquireFolderLock(folder: string): Promise<() => Promise<void>> {
  const lockPath = `${folder}.lock`;
  await fs.mkdir(path.dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      await createExclusive(lockPath);
      return async () => {
        // Only our own lock: never the one another process holds.
        if ((await readHolder(lockPath).catch(() => null)) === process.pid)
          await fs.rm(lockPath, { force: true });
      };
    } catch (err) {
      if (errCode(err) !== 'EEXIST') throw err;
    }
    const holder = await readHolder(lockPath);
    if (holder === null) continue; // released meanwhile: try again
    if (holder !== process.pid && isAlive(holder)) {
      throw new FolderLockedError(
        `The embedded database in ${folder} is already in use by another server (pid ${holder}). ` +
          'Two processes on one PGlite folder lose writes: stop the other server first, ' +
          'or set DATABASE_URL to share a PostgreSQL server between processes.',
      );
    }
    await removeStale(lockPath, holder);
  }
  throw new FolderLockedError(`Could not take the lock ${lockPath}: it keeps changing hands`);
}
