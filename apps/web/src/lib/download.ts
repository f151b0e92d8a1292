/** Hands a file to the browser's download, as a link to an object URL that is freed afterwards. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Freed once the browser has taken the download over.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Offers a text as a file download in the browser. */
export function downloadText(filename: string, contentType: string, content: string): void {
  saveBlob(new Blob([content], { type: contentType }), filename);
}
