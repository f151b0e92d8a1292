/** The format of an import file: by its extension, else by its first character. */
export function formatOf(name: string, content: string): 'csv' | 'json' {
  if (/\.json$/i.test(name)) return 'json';
  if (/\.csv$/i.test(name)) return 'csv';
  return /^\s*[[{]/.test(content) ? 'json' : 'csv';
}
