/** How a field differs between the object before a change and after it. */
export type FieldChange = 'changed' | 'added' | 'removed' | 'unchanged';

export interface FieldDiff {
  /** The field's dotted path ('theme.primary', 'pricing.0.tiers.1.cost'). */
  path: string;
  change: FieldChange;
  before?: unknown;
  after?: unknown;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Every leaf of a JSON value by dotted path: nested objects and arrays are walked (array items by their
 * index); empty objects and arrays are leaves themselves. A value that is not an object is one leaf, ''.
 */
export function flattenPaths(value: unknown, prefix = '', out = new Map<string, unknown>()) {
  const walkable = isPlainObject(value) || Array.isArray(value);
  const entries = walkable ? Object.entries(value) : [];
  if (!entries.length) {
    // A missing snapshot has no fields; a null field is a field.
    if (prefix || (value !== undefined && value !== null)) out.set(prefix, value);
    return out;
  }
  for (const [key, child] of entries) flattenPaths(child, prefix ? `${prefix}.${key}` : key, out);
  return out;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const ORDER: Record<FieldChange, number> = { changed: 0, added: 1, removed: 2, unchanged: 3 };

/**
 * The field-by-field difference of two snapshots of an object (either may be missing: a creation or a
 * deletion): changed, added and removed fields first, then the unchanged ones, each group by path.
 */
export function diffRecords(before: unknown, after: unknown): FieldDiff[] {
  const a = flattenPaths(before);
  const b = flattenPaths(after);
  const paths = new Set([...a.keys(), ...b.keys()]);
  const diffs = [...paths].map((path): FieldDiff => {
    if (!a.has(path)) return { path, change: 'added', after: b.get(path) };
    if (!b.has(path)) return { path, change: 'removed', before: a.get(path) };
    const change = same(a.get(path), b.get(path)) ? 'unchanged' : 'changed';
    return { path, change, before: a.get(path), after: b.get(path) };
  });
  return diffs.sort((x, y) => ORDER[x.change] - ORDER[y.change] || x.path.localeCompare(y.path));
}

/** A leaf as one line of text: strings as they are, anything else as JSON. */
export const leafText = (value: unknown): string =>
  value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
