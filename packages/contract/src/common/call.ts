import { z } from 'zod';
import type { Permission } from '../auth/permissions';

/** One API call: POST /api/<name> with `input` as JSON body (multipart for uploads). */
export interface CallDef<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType, X = boolean> {
  name: string;
  summary: string;
  permission: Permission;
  /** State-changing calls write exactly one audit record. */
  mutates: boolean;
  /** `multipart` calls take a file field instead of a JSON body. */
  body: 'json' | 'multipart';
  /** A list whose rows POST /api/csv/<name> streams as a CSV file (see common/csv-export.ts). */
  export: X;
  input: I;
  output: O;
}

export function defineCall<I extends z.ZodType, O extends z.ZodType, X extends boolean = false>(
  def: Omit<CallDef<I, O, X>, 'body' | 'export'> & { body?: CallDef['body']; export?: X },
): CallDef<I, O, X> {
  return { body: 'json', export: false as X, ...def };
}

/** What `defineCalls` takes for one call: all of `defineCall`'s but the name, which is the call's key. */
export type CallSpec<
  I extends z.ZodType = z.ZodType,
  O extends z.ZodType = z.ZodType,
  X extends boolean = boolean,
> = Omit<Parameters<typeof defineCall<I, O, X>>[0], 'name'>;

type NamedCalls<S extends Record<string, CallSpec>> = {
  [N in keyof S]: CallDef<S[N]['input'], S[N]['output'], S[N] extends { export: true } ? true : false>;
};

/**
 * Calls declared by their names: `defineCalls({ 'auditLog.users': { summary, ... } })` is
 * `{ 'auditLog.users': defineCall({ name: 'auditLog.users', summary, ... }) }`, each call keeping its
 * exact input and output types.
 */
export function defineCalls<S extends Record<string, CallSpec>>(specs: S): NamedCalls<S> {
  const calls = Object.entries(specs).map(([name, spec]) => [name, defineCall({ name, ...spec })]);
  return Object.fromEntries(calls) as NamedCalls<S>;
}

/** An upload: the file comes as a multipart field instead of a JSON body, and storing it changes state. */
export function uploadCall<O extends z.ZodType>(
  spec: Pick<CallSpec<z.ZodType, O>, 'summary' | 'permission' | 'output'>,
) {
  return { ...spec, mutates: true, body: 'multipart', input: z.object({}) } satisfies CallSpec;
}
