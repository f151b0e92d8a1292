import { useState } from 'react';
import { MAX_UPLOAD_BYTES } from '@console/contract';
import { uploadImage } from '../lib/api-client';
import { isAcceptedImage } from '../lib/image-check';
import { thrownMessage } from '../lib/error-text';

/** Why a chosen file was not uploaded: too large, not an image by its bytes, or the server's message. */
export type UploadRefusal = { kind: 'tooLarge' | 'notImage' } | { kind: 'failed'; message: string };

/**
 * Uploads an image as soon as it is chosen (files.upload), after checking its size and its bytes in the
 * browser; answers its URL, or null with `refusal` set. The server checks the bytes again.
 */
export function useImageUpload() {
  const [busy, setBusy] = useState(0);
  const [refusal, setRefusal] = useState<UploadRefusal | null>(null);
  const upload = async (file: File): Promise<string | null> => {
    if (file.size > MAX_UPLOAD_BYTES) return (setRefusal({ kind: 'tooLarge' }), null);
    if (!(await isAcceptedImage(file).catch(() => false))) return (setRefusal({ kind: 'notImage' }), null);
    setRefusal(null);
    setBusy((n) => n + 1);
    try {
      return await uploadImage(file);
    } catch (error) {
      setRefusal({ kind: 'failed', message: thrownMessage(error) });
      return null;
    } finally {
      setBusy((n) => n - 1);
    }
  };
  return { upload, uploading: busy > 0, refusal };
}
