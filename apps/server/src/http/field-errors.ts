import type { z } from 'zod';

/** Zod issues as `{ "a.b": ["message"] }`, the shape of the contract's fieldErrors. */
export function toFieldErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}
