import type { z } from 'zod';
import type { Permission } from '../auth/permissions';

/** One API call: POST /api/<name> with `input` as JSON body (multipart for uploads). */
export interface CallDef<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  name: string;
  summary: string;
  permission: Permission;
  /** State-changing calls write exactly one audit record. */
  mutates: boolean;
  /** `multipart` calls take a file field instead of a JSON body. */
  body: 'json' | 'multipart';
  input: I;
  output: O;
}

export function defineCall<I extends z.ZodType, O extends z.ZodType>(
  def: Omit<CallDef<I, O>, 'body'> & { body?: CallDef['body'] },
): CallDef<I, O> {
  return { body: 'json', ...def };
}
