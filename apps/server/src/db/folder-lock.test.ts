import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireFolderLock, FolderLockedError } from './folder-lock';

let dir = '';
afterEach(async () => {
  if (dir) await fs.rm(dir, { recursive: true, force: true });
});

async function tempFolder() {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lock-test-'));
  return path.join(dir, 'pglite');
}

describe('PGlite folder lock', () => {
  it('refuses a folder held by another live process, naming its pid', async () => {
    const folder = await tempFolder();
    await fs.writeFile(`${folder}.lock`, String(process.ppid));
    await expect(acquireFolderLock(folder)).rejects.toThrow(FolderLockedError);
    await expect(acquireFolderLock(folder)).rejects.toThrow(`pid ${process.ppid}`);
  });

  it('takes over the lock of a process that no longer runs, and releases it', async () => {
    const folder = await tempFolder();
    await fs.writeFile(`${folder}.lock`, '999999999');
    const release = await acquireFolderLock(folder);
    expect(await fs.readFile(`${folder}.lock`, 'utf8')).toBe(String(process.pid));
    await release();
    await expect(fs.access(`${folder}.lock`)).rejects.toThrow();
  });
});
