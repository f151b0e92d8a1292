import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { CALLS, type CallOutput, type CallParsedInput, type ExportRow } from '../catalogue';
import { defineCrudCalls } from './crud';
import { deleteOutput, idInput, idsInput, listQuery, pageOutput, saveOutput } from './list';

const row = z.object({ id: z.number(), name: z.string() });
const calls = defineCrudCalls(
  'things',
  {
    list: { input: listQuery(['name'] as const), output: pageOutput(row) },
    info: { output: row },
    save: { input: z.object({ id: z.number(), name: z.string() }) },
    delete: {},
  },
  { read: 'session', write: 'ownerAdmin' },
  { list: 'Things.', info: 'A thing.', save: 'Save a thing.', delete: 'Delete things.' },
);

describe('defineCrudCalls', () => {
  it('declares the calls given, named after the area, with the kit defaults', () => {
    expect(Object.keys(calls)).toEqual(['things.list', 'things.info', 'things.save', 'things.delete']);
    expect(calls['things.info'].input).toBe(idInput);
    expect(calls['things.save'].output).toBe(saveOutput);
    expect(calls['things.delete'].input).toBe(idsInput);
    expect(calls['things.delete'].output).toBe(deleteOutput);
  });

  it('reads with the read permission, writes with the write one, in a transaction', () => {
    const facts = Object.values(calls).map((c) => [c.name, c.permission, c.mutates, c.export]);
    expect(facts).toEqual([
      ['things.list', 'session', false, true],
      ['things.info', 'session', false, false],
      ['things.save', 'ownerAdmin', true, false],
      ['things.delete', 'ownerAdmin', true, false],
    ]);
  });

  it('keeps the exact types of each call', () => {
    expectTypeOf(calls['things.info'].output).toEqualTypeOf<typeof row>();
    expectTypeOf<CallParsedInput<'labels.list'>['sortField']>().toEqualTypeOf<
      'screenName' | 'screenCode' | 'labelCode' | 'orderNumber' | 'text' | 'dateUpdated' | undefined
    >();
    expectTypeOf<CallOutput<'labels.save'>>().toEqualTypeOf<{ message: string; id: number }>();
    expectTypeOf<ExportRow<'owners.list'>['ownerName']>().toEqualTypeOf<string>();
    expectTypeOf<ExportRow<'microservices.list'>['podStatus']>().toEqualTypeOf<'RUNNING' | 'STOPPED'>();
  });

  it('marks the catalogue lists exportable and nothing else', () => {
    const exportable = Object.values(CALLS)
      .filter((c) => c.export)
      .map((c) => c.name);
    expect(exportable.every((name) => name.endsWith('.list'))).toBe(true);
    expect(exportable).toContain('microservices.list');
    expect(exportable).toContain('owners.list');
  });
});
