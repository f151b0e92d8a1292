import { randomBytes } from 'node:crypto';
import { files } from '../../db/schema/index';
import { requireUser, type CallContext } from '../../http/context';

/** A received upload, checked by its bytes: where it lies, its type, size, name and the key's extension. */
export interface UploadToKeep {
  path: string;
  mime: string;
  size: number;
  originalName: string;
  extension: string;
}

/**
 * In the transaction: records the upload as the caller's owner's file under a new random key (one audit
 * record: key, type, size and `audited`), then stores it last, whole (a rename, or one PutObject), so a
 * failure before leaves no file behind and a failure there rolls the record back. Answers the key.
 */
export async function keepFile(
  ctx: CallContext,
  upload: UploadToKeep,
  audited: Record<string, unknown> = {},
): Promise<string> {
  const user = requireUser(ctx);
  const key = `${randomBytes(16).toString('hex')}.${upload.extension}`;
  const [row] = await ctx.db
    .insert(files)
    .values({
      key,
      ownerId: user.owner,
      contentType: upload.mime,
      size: upload.size,
      originalName: upload.originalName,
      createdBy: user.id,
    })
    .returning({ id: files.id });
  await ctx.audit({
    targetType: 'file',
    targetId: row!.id,
    after: { key, contentType: upload.mime, size: upload.size, ...audited },
  });
  await ctx.storage.putFile(key, upload.path, upload.mime);
  return key;
}
