import { IMAGE_TYPES } from '@console/contract';

/** Enough of a file's start for its type to show (file-type's own sample size). */
const SAMPLE_BYTES = 4100;

/**
 * Whether a chosen file is an image the server takes (PNG, JPEG, GIF or WebP), judged by its bytes as
 * the server judges them (the same file-type library), never by its name or the browser's guess.
 */
export async function isAcceptedImage(file: Blob): Promise<boolean> {
  const { fileTypeFromBuffer } = await import('file-type');
  const sample = new Uint8Array(await file.slice(0, SAMPLE_BYTES).arrayBuffer());
  const type = await fileTypeFromBuffer(sample);
  return Boolean(type && (IMAGE_TYPES as readonly string[]).includes(type.mime));
}
