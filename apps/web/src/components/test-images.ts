/** A 1x1 PNG: what a real image file starts with (the upload field checks a file's bytes). */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

/** A PNG file for component tests. */
export const pngFile = (name: string) => new File([PNG], name, { type: 'image/png' });
