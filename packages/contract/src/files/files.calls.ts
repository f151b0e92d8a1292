import { z } from 'zod';
import { ROUTES } from '../auth/routes';
import { uploadCall, defineCalls } from '../common/call';
import { IMAGE_TYPES, UPLOAD_FIELD } from './upload-limits';

export const filesCalls = {
  ...defineCalls({
    'files.upload': uploadCall({
      summary: `Upload one image (field ${UPLOAD_FIELD}, PNG, JPEG, GIF or WebP, at most 5 MiB); answers its URL.`,
      permission: ROUTES.ownerSettings.calls.write,
      output: z.object({ url: z.string(), contentType: z.enum(IMAGE_TYPES), size: z.number().int() }),
    }),
  }),
};
