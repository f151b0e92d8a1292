/** Largest accepted upload, in bytes (5 MiB); larger files answer 413. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const UPLOAD_FIELD = 'fileToUpload';
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
