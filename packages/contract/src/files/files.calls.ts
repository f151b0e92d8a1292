import { z } from 'zod';
import { ROUTES } from '../auth/routes';
import { defineCall } from '../common/call';
import { IMAGE_TYPES, UPLOAD_FIELD } from './upload-limits';

export const filesCalls = {
  'files.upload': defineCall({
    name: 'files.upload',
    summary: `Upload one image (field ${UPLOAD_FIELD}, PNG, JPEG, GIF or WebP, at most 5 MiB); answers its URL.`,
    permission: ROUTES.ownerSettings.calls.write,
    mutates: true,
    body: 'multipart',
    input: z.object({}),
    output: z.object({ url: z.string(), contentType: z.enum(IMAGE_TYPES), size: z.number().int() }),
  }),
};
