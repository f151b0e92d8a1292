import { randomBytes } from 'node:crypto';
import { fileTypeFromFile } from 'file-type';
import { IMAGE_TYPES } from '@console/contract';
import { files } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { requireUser, type CallContext } from '../../http/context';

const EXTENSION: Record<(typeof IMAGE_TYPES)[number], string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

const isImageType = (mime: string): mime is (typeof IMAGE_TYPES)[number] =>
  (IMAGE_TYPES as readonly string[]).includes(mime);

/** Accepts only real images, judged by their bytes, never by their name. */
export async function uploadImage(ctx: CallContext) {
  const user = requireUser(ctx);
  const upload = await ctx.readUpload();
  const detected = await fileTypeFromFile(upload.path);
  if (!detected || !isImageType(detected.mime))
    throw new AppError('UNSUPPORTED_FILE', 'Only PNG, JPEG, GIF or WebP images are accepted', {
      fileToUpload: ['Choose a PNG, JPEG, GIF or WebP image'],
    });
  const key = `${randomBytes(16).toString('hex')}.${EXTENSION[detected.mime]}`;
  const [row] = await ctx.db
    .insert(files)
    .values({
      key,
      ownerId: user.owner,
      contentType: detected.mime,
      size: upload.size,
      originalName: upload.filename.slice(0, 200),
      createdBy: user.id,
    })
    .returning({ id: files.id });
  await ctx.audit({
    targetType: 'file',
    targetId: row!.id,
    after: { key, contentType: detected.mime, size: upload.size },
  });
  // Stored last, whole (a rename, or one PutObject), so a failure before it leaves no file behind; a
  // failure here rolls the record back.
  await ctx.storage.putFile(key, upload.path, detected.mime);
  return { url: `/files/${key}`, contentType: detected.mime, size: upload.size };
}
