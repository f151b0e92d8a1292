import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { CallContext } from '../../http/context';

const UPLOADED = /^\/files\/([A-Za-z0-9._-]+)$/;

/** The storage key of an uploaded file's URL (/files/<key>), or null for any other URL. */
export const uploadedKey = (url: string): string | null => UPLOADED.exec(url)?.[1] ?? null;

/**
 * Every uploaded URL among `urls` (by field path) must name a file recorded by files.upload for one of
 * `ownerIds`: else 400 with `message` on those fields (a URL made up, or another tenant's file).
 */
export async function requireUploads(
  db: Db,
  urls: Array<{ field: string; url: string }>,
  ownerIds: number[],
  message: string,
): Promise<void> {
  const wanted = urls.flatMap((u) => {
    const key = uploadedKey(u.url);
    return key ? [{ ...u, key }] : [];
  });
  if (!wanted.length) return;
  const rows = await db
    .select({ key: files.key, ownerId: files.ownerId })
    .from(files)
    .where(inArray(files.key, [...new Set(wanted.map((w) => w.key))]));
  const known = new Set(
    rows.filter((r) => r.ownerId !== null && ownerIds.includes(r.ownerId)).map((r) => r.key),
  );
  const missing = wanted.filter((w) => !known.has(w.key));
  if (missing.length)
    throw new AppError(
      'INVALID_INPUT',
      message,
      Object.fromEntries(missing.map((m) => [m.field, [message]])),
    );
}

/**
 * Uploaded files no longer shown anywhere (`inUse` says which still are): their records go in the
 * call's transaction, their bytes from storage only after it commits, so a failed call keeps both.
 */
export async function releaseUploads(
  ctx: CallContext,
  urls: string[],
  inUse: (urls: string[]) => Promise<Set<string>>,
): Promise<string[]> {
  const uploaded = [...new Set(urls)].filter((u) => uploadedKey(u));
  const used = await inUse(uploaded);
  const keys = uploaded.filter((u) => !used.has(u)).map((u) => uploadedKey(u)!);
  if (!keys.length) return [];
  await ctx.db.delete(files).where(inArray(files.key, keys));
  ctx.afterCommit(async () => {
    // A file that cannot be removed now stays unreferenced: its record is gone, so it is never served.
    await Promise.allSettled(keys.map((key) => ctx.storage.remove(key)));
  });
  return keys;
}
