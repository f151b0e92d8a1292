import type { z } from 'zod';
import type { Permission } from '../auth/permissions';
import { defineCall, type CallDef } from './call';
import { deleteOutput, idInput, idsInput, saveOutput } from './list';

type Verb = 'list' | 'info' | 'save' | 'delete';

/** The schemas of an area's calls; info, save and delete fall back to the kit's id, save and delete shapes. */
export interface CrudSchemas {
  list?: { input: z.ZodType; output: z.ZodType };
  info?: { input?: z.ZodType; output: z.ZodType };
  save?: { input: z.ZodType; output?: z.ZodType };
  delete?: { input?: z.ZodType; output?: z.ZodType };
}

/** One permission for every call, or one to read (list, info) and one to write (save, delete). */
export type CrudPermission = Permission | { read: Permission; write: Permission };

interface Defaults {
  list: { input: never; output: never };
  info: { input: typeof idInput; output: never };
  save: { input: never; output: typeof saveOutput };
  delete: { input: typeof idsInput; output: typeof deleteOutput };
}

type Part<S extends CrudSchemas, V extends Verb, P extends 'input' | 'output'> = S[V] extends {
  [K in P]: infer T extends z.ZodType;
}
  ? T
  : Defaults[V][P];

export type CrudCalls<A extends string, S extends CrudSchemas> = {
  [V in Verb & keyof S as `${A}.${V}`]: CallDef<
    Part<S, V, 'input'>,
    Part<S, V, 'output'>,
    V extends 'list' ? true : false
  >;
};

const DEFAULTS = {
  info: { input: idInput },
  save: { output: saveOutput },
  delete: { input: idsInput, output: deleteOutput },
} as const;

/**
 * Declares `<area>.list`, `.info`, `.save` and `.delete` (those given in `schemas`), each keeping its
 * exact input and output types. Lists are exportable as CSV; save and delete change state.
 */
export function defineCrudCalls<A extends string, S extends CrudSchemas>(
  area: A,
  schemas: S,
  permission: CrudPermission,
  summaries: { [V in keyof S]: string },
): CrudCalls<A, S> {
  const read = typeof permission === 'string' ? permission : permission.read;
  const write = typeof permission === 'string' ? permission : permission.write;
  const calls: Record<string, CallDef> = {};
  for (const verb of Object.keys(schemas) as Verb[]) {
    const given = schemas[verb] as { input?: z.ZodType; output?: z.ZodType };
    const fallback = (DEFAULTS as Record<string, { input?: z.ZodType; output?: z.ZodType }>)[verb];
    const input = given.input ?? fallback?.input;
    const output = given.output ?? fallback?.output;
    if (!input || !output) throw new Error(`${area}.${verb} needs its input and output schemas`);
    const mutates = verb === 'save' || verb === 'delete';
    calls[`${area}.${verb}`] = defineCall({
      name: `${area}.${verb}`,
      summary: summaries[verb as keyof S],
      permission: mutates ? write : read,
      mutates,
      export: verb === 'list',
      input,
      output,
    });
  }
  return calls as CrudCalls<A, S>;
}
