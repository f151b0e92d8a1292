import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { CALLS, type CallOutput } from '../catalogue';
import { defineCalls, uploadCall } from './call';

const thing = z.object({ id: z.number() });
const calls = defineCalls({
  'things.find': { summary: 'A thing.', permission: 'session', mutates: false, input: thing, output: thing },
  'things.rows': {
    summary: 'Things.',
    permission: 'session',
    mutates: false,
    export: true,
    input: thing,
    output: thing,
  },
  'things.upload': uploadCall({ summary: 'Upload a thing.', permission: 'ownerAdmin', output: thing }),
});

describe('defineCalls', () => {
  it('names each call after its key, in order, with the defaults of defineCall', () => {
    const facts = Object.entries(calls).map(([key, c]) => [key, c.name, c.body, c.export, c.mutates]);
    expect(facts).toEqual([
      ['things.find', 'things.find', 'json', false, false],
      ['things.rows', 'things.rows', 'json', true, false],
      ['things.upload', 'things.upload', 'multipart', false, true],
    ]);
  });

  it('keeps the exact types of each call', () => {
    expectTypeOf(calls['things.find'].input).toEqualTypeOf<typeof thing>();
    expectTypeOf(calls['things.rows'].export).toEqualTypeOf<true>();
    expectTypeOf(calls['things.find'].export).toEqualTypeOf<false>();
    expectTypeOf<CallOutput<'files.upload'>['size']>().toEqualTypeOf<number>();
  });

  it('declares every call of the catalogue under its own name', () => {
    expect(Object.entries(CALLS).filter(([key, c]) => key !== c.name)).toEqual([]);
  });
});
