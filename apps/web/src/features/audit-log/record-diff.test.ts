import { describe, expect, it } from 'vitest';
import { diffRecords, flattenPaths, leafText } from './record-diff';

describe('flattenPaths', () => {
  it('walks nested objects and arrays to dotted paths, keeping empty ones as leaves', () => {
    const flat = flattenPaths({
      a: 1,
      theme: { primary: '#fff', logo: { w: 2 } },
      tags: ['x', { k: 'v' }],
      e: {},
      l: [],
      n: null,
    });
    expect(Object.fromEntries(flat)).toEqual({
      a: 1,
      'theme.primary': '#fff',
      'theme.logo.w': 2,
      'tags.0': 'x',
      'tags.1.k': 'v',
      e: {},
      l: [],
      n: null,
    });
  });

  it('gives nothing for a missing snapshot and one leaf for a plain value', () => {
    expect(flattenPaths(null).size).toBe(0);
    expect(flattenPaths(undefined).size).toBe(0);
    expect(Object.fromEntries(flattenPaths('text'))).toEqual({ '': 'text' });
  });
});

describe('diffRecords', () => {
  it('tells changed, added, removed and unchanged fields apart, the changes first', () => {
    const before = {
      name: 'A',
      theme: { primary: '#111', secondary: '#222' },
      tiers: [{ cost: 1 }],
      old: true,
    };
    const after = {
      name: 'A',
      theme: { primary: '#333', secondary: '#222' },
      tiers: [{ cost: 1 }, { cost: 2 }],
      extra: 'x',
    };
    expect(diffRecords(before, after)).toEqual([
      { path: 'theme.primary', change: 'changed', before: '#111', after: '#333' },
      { path: 'extra', change: 'added', after: 'x' },
      { path: 'tiers.1.cost', change: 'added', after: 2 },
      { path: 'old', change: 'removed', before: true },
      { path: 'name', change: 'unchanged', before: 'A', after: 'A' },
      { path: 'theme.secondary', change: 'unchanged', before: '#222', after: '#222' },
      { path: 'tiers.0.cost', change: 'unchanged', before: 1, after: 1 },
    ]);
  });

  it('shows a creation as all added and a deletion as all removed', () => {
    expect(diffRecords(null, { a: 1 })).toEqual([{ path: 'a', change: 'added', after: 1 }]);
    expect(diffRecords({ a: 1 }, null)).toEqual([{ path: 'a', change: 'removed', before: 1 }]);
    expect(diffRecords(null, null)).toEqual([]);
  });

  it('treats a type change as a change (a value becoming an object, null becoming text)', () => {
    expect(diffRecords({ a: null }, { a: 'x' })).toEqual([
      { path: 'a', change: 'changed', before: null, after: 'x' },
    ]);
    expect(diffRecords({ a: 1 }, { a: { b: 1 } }).map((d) => [d.path, d.change])).toEqual([
      ['a.b', 'added'],
      ['a', 'removed'],
    ]);
  });
});

describe('leafText', () => {
  it('writes strings as they are and other values as JSON', () => {
    expect(leafText('a b')).toBe('a b');
    expect(leafText(3)).toBe('3');
    expect(leafText(null)).toBe('null');
    expect(leafText([])).toBe('[]');
    expect(leafText(undefined)).toBe('');
  });
});
