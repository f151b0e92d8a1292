/** Offers a text as a file download in the browser. */
export function downloadText(filename: string, contentType: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The format of an import file: by its extension, else by its first character. */
export function formatOf(name: string, content: string): 'csv' | 'json' {
  if (/\.json$/i.test(name)) return 'json';
  if (/\.csv$/i.test(name)) return 'csv';
  return /^\s*[[{]/.test(content) ? 'json' : 'csv';
}
