import type { z } from 'zod';
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
