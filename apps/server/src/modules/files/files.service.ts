import { fileTypeFromFile } from 'file-type';
import { IMAGE_TYPES } from '@console/contract';
import { AppError } from '../../http/app-error';
import { keepFile } from './keep-file';
import { requireUser, type CallContext } from '../../http/context';

const EXTENSION: Record<(typeof IMAGE_TYPES)[number], string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

const isImageType = (mime: string): mime is (typeof IMAGE_TYPES)[number] =>
  (IMAGE_TYPES as readonly string[]).includes(mime);

export interface ReceivedImage {
  path: string;
  size: number;
  filename: string;
  mime: (typeof IMAGE_TYPES)[number];
}

/**
 * Before the transaction: receives the upload (at the client's pace, holding no database connection)
 * and accepts only real images, judged by their bytes, never by their name.
 */
export async function receiveImage(ctx: CallContext): Promise<ReceivedImage> {
  requireUser(ctx);
  const upload = await ctx.readUpload();
  const detected = await fileTypeFromFile(upload.path);
  if (!detected || !isImageType(detected.mime))
    throw new AppError('UNSUPPORTED_FILE', 'Only PNG, JPEG, GIF or WebP images are accepted', {
      fileToUpload: ['Choose a PNG, JPEG, GIF or WebP image'],
    });
  return { ...upload, mime: detected.mime };
}

/** In the transaction: records the image, then stores it (keepFile). */
export async function storeImage(ctx: CallContext, image: ReceivedImage) {
  const key = await keepFile(ctx, {
    path: image.path,
    mime: image.mime,
    size: image.size,
    originalName: image.filename.slice(0, 200),
    extension: EXTENSION[image.mime],
  });
  return { url: `/files/${key}`, contentType: image.mime, size: image.size };
}
