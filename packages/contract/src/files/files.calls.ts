import { z } from 'zod';
import { defineCall } from '../common/call';

/** Largest accepted upload, in bytes (5 MiB); larger files answer 413. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const UPLOAD_FIELD = 'fileToUpload';
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

export const filesCalls = {
  'files.upload': defineCall({
    name: 'files.upload',
    summary: `Upload one image (field ${UPLOAD_FIELD}, PNG, JPEG, GIF or WebP, at most 5 MiB); answers its URL.`,
    permission: 'ownerAdmin',
    mutates: true,
    body: 'multipart',
    input: z.object({}),
    output: z.object({ url: z.string(), contentType: z.enum(IMAGE_TYPES), size: z.number().int() }),
  }),
};
