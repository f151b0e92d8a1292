import fs from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live; local disk by default, room for an S3-compatible one. */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
}

const SAFE_KEY = /^[A-Za-z0-9._-]+$/;

export function localDiskStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    if (!SAFE_KEY.test(key) || key.startsWith('.')) throw new Error(`unsafe storage key ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, data) {
      await fs.mkdir(root, { recursive: true });
      await fs.writeFile(pathOf(key), data, { flag: 'wx' });
    },
    async get(key) {
      if (!SAFE_KEY.test(key) || key.startsWith('.')) return null;
      return fs.readFile(pathOf(key)).catch(() => null);
    },
  };
}
